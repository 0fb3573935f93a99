// Test helpers: .xlsx files assembled by hand, part by part, with a minimal zip writer, for the
// shapes real writers produce that exceljs's writer does not (namespace prefixes, stored
// entries, zip64 fields, sheets in an unusual order) and for damaged or lying zips.
import { crc32, deflateRawSync } from "node:zlib";

export interface FixtureEntry {
  name: string;
  content: string | Buffer;
  /** 8 deflated (the default), 0 stored; any other method is written stored but declared as it. */
  method?: number;
  /** The uncompressed size the headers declare, when it should not be the true one. */
  declaredSize?: number;
  /** Keeps only this many bytes of the compressed data (and declares that size). */
  cutTo?: number;
  /** Sizes and offset written as zip64 extra fields, their 32-bit fields all ones. */
  zip64?: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_EXTRA_ID = 0x0001;
const ALL_ONES = 0xffffffff;

export function zipBytes(entries: readonly FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, "utf8");
    const method = entry.method ?? 8;
    const packed = method === 8 ? deflateRawSync(content) : content;
    const data = entry.cutTo === undefined ? packed : packed.subarray(0, entry.cutTo);
    const size = entry.declaredSize ?? content.length;
    const name = Buffer.from(entry.name, "utf8");
    const sizes = { crc: crc32(content), compressed: data.length, uncompressed: size };
    const local = header(LOCAL_HEADER, method, name, sizes, entry.zip64 ? zip64Extra([size, data.length]) : Buffer.alloc(0), entry.zip64);
    const centralExtra = entry.zip64 ? zip64Extra([size, data.length, offset]) : Buffer.alloc(0);
    centrals.push(header(CENTRAL_HEADER, method, name, sizes, centralExtra, entry.zip64, offset));
    locals.push(local, data);
    offset += local.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function header(
  signature: number,
  method: number,
  name: Buffer,
  sizes: { crc: number; compressed: number; uncompressed: number },
  extra: Buffer,
  zip64 = false,
  localOffset?: number,
): Buffer {
  const central = signature === CENTRAL_HEADER;
  const fixed = Buffer.alloc(central ? 46 : 30);
  fixed.writeUInt32LE(signature, 0);
  let at = 4;
  if (central) {
    fixed.writeUInt16LE(45, at); // version made by
    at += 2;
  }
  fixed.writeUInt16LE(zip64 ? 45 : 20, at); // version needed
  fixed.writeUInt16LE(0, at + 2); // flags
  fixed.writeUInt16LE(method, at + 4);
  fixed.writeUInt32LE(0, at + 6); // time and date
  fixed.writeUInt32LE(sizes.crc, at + 10);
  fixed.writeUInt32LE(zip64 ? ALL_ONES : sizes.compressed, at + 14);
  fixed.writeUInt32LE(zip64 ? ALL_ONES : sizes.uncompressed, at + 18);
  fixed.writeUInt16LE(name.length, at + 22);
  fixed.writeUInt16LE(extra.length, at + 24);
  if (central) fixed.writeUInt32LE(zip64 ? ALL_ONES : (localOffset ?? 0), 42);
  return Buffer.concat([fixed, name, extra]);
}

function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return extra;
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";

export interface XlsxFixture {
  /** `<sheetData>` content of each sheet, in tab order; sheet N is stored as sheetN.xml. */
  sheets: string[];
  /** `<sst>` content, e.g. "<si><t>a</t></si>". */
  sharedStrings?: string;
  /** Namespace prefix for SpreadsheetML elements, e.g. "x". */
  prefix?: string;
}

/** The parts of a minimal workbook, as Excel lays them out. */
export function xlsxEntries({ sheets, sharedStrings, prefix }: XlsxFixture): FixtureEntry[] {
  const p = prefix ? `${prefix}:` : "";
  const ns = prefix ? `xmlns:${prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const links = sheets.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  if (sharedStrings !== undefined) {
    links.push(`<Relationship Id="rIdStrings" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`);
  }
  const sheetList = sheets.map((_, index) => `<${p}sheet name="S${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`);
  return [
    {
      name: "_rels/.rels",
      content: `${declaration}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      content: `${declaration}<${p}workbook ${ns} xmlns:r="${RELATIONSHIPS}"><${p}sheets>${sheetList.join("")}</${p}sheets></${p}workbook>`,
    },
    { name: "xl/_rels/workbook.xml.rels", content: `${declaration}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${links.join("")}</Relationships>` },
    ...sheets.map((rows, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      content: `${declaration}<${p}worksheet ${ns}><${p}sheetData>${rows}</${p}sheetData></${p}worksheet>`,
    })),
    ...(sharedStrings === undefined ? [] : [{ name: "xl/sharedStrings.xml", content: `${declaration}<${p}sst ${ns}>${sharedStrings}</${p}sst>` }]),
  ];
}

/** Byte text (one character per byte, see entryByteText) of `xml`, cut into pieces of `size`. */
export function byteTextPieces(xml: string, size: number): string[] {
  const bytes = Buffer.from(xml, "utf8").toString("latin1");
  const pieces: string[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}
