// Which parts of an .xlsx hold the first worksheet and the shared strings. The package's
// relationships say so: package -> workbook -> sheets in tab order, of which the first
// worksheet is read (a chart sheet has no cells). A file whose relationships are missing or
// broken is read by the conventional names instead.
import { malformedXml } from "./xml-tags";
import { escapeRegExp, rootPrefix, textValue } from "./xml-text";
import { entryByteText, type InflateBudget } from "./zip-entry";
import type { ZipEntry } from "./zip-guard";

export interface WorkbookParts {
  /** null for a workbook without worksheets */
  sheet: ZipEntry | null;
  sharedStrings: ZipEntry | null;
}

interface Relationship {
  id: string;
  type: string;
  /** The part's name in the zip. */
  target: string;
}

const OFFICE_DOCUMENT = /\/officeDocument$/;
const WORKSHEET = /\/worksheet$/;
const SHARED_STRINGS = /\/sharedStrings$/;
const DEFAULT_WORKBOOK = "xl/workbook.xml";
const DEFAULT_SHARED_STRINGS = "xl/sharedStrings.xml";
const NUMBERED_SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/i;
/** Workbook and relationship parts hold a few lines per sheet; anything this size is not one. */
const MAX_SMALL_PART_CHARACTERS = 16 * 1024 * 1024;

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export async function locateWorkbookParts(
  filePath: string,
  entries: readonly ZipEntry[],
  budget: InflateBudget,
  signal?: AbortSignal,
): Promise<WorkbookParts> {
  // Part names are case-insensitive in the package format.
  const byName = new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
  const find = (name: string) => byName.get(name.toLowerCase()) ?? byName.get(safeDecodeUri(name).toLowerCase());
  const read = async (name: string) => {
    const entry = find(name);
    return entry ? smallPartText(filePath, entry, budget, signal) : null;
  };

  const packageLinks = relationships(await read("_rels/.rels"), "");
  const workbookName = packageLinks.find((link) => OFFICE_DOCUMENT.test(link.type))?.target ?? DEFAULT_WORKBOOK;
  const folder = workbookName.slice(0, workbookName.lastIndexOf("/") + 1);
  const workbookLinks = relationships(await read(`${folder}_rels/${workbookName.slice(folder.length)}.rels`), folder);
  const byId = new Map(workbookLinks.map((link) => [link.id, link]));
  const sheetName = elements(await read(workbookName), "sheet")
    .map((attributes) => byId.get(relationshipId(attributes)))
    .find((link) => link !== undefined && WORKSHEET.test(link.type))?.target;
  const sharedStringsName = workbookLinks.find((link) => SHARED_STRINGS.test(link.type))?.target ?? DEFAULT_SHARED_STRINGS;
  return {
    sheet: (sheetName !== undefined ? find(sheetName) : undefined) ?? lowestNumberedSheet(entries),
    sharedStrings: find(sharedStringsName) ?? null,
  };
}

function lowestNumberedSheet(entries: readonly ZipEntry[]): ZipEntry | null {
  let lowest: { entry: ZipEntry; number: number } | null = null;
  for (const entry of entries) {
    const match = NUMBERED_SHEET.exec(entry.name);
    const number = match ? Number(match[1]) : Number.NaN;
    if (!Number.isNaN(number) && (!lowest || number < lowest.number)) lowest = { entry, number };
  }
  return lowest?.entry ?? null;
}

async function smallPartText(filePath: string, entry: ZipEntry, budget: InflateBudget, signal?: AbortSignal): Promise<string> {
  let text = "";
  for await (const piece of entryByteText(filePath, entry, budget, signal)) {
    text += piece;
    if (text.length > MAX_SMALL_PART_CHARACTERS) throw malformedXml(`${entry.name} is too large`);
  }
  return text;
}

/** The attributes of every `<name>` element of a small part, in document order. */
function elements(xml: string | null, name: string): Map<string, string>[] {
  const prefix = xml === null ? null : rootPrefix(xml);
  if (xml === null || prefix === null) return [];
  const tag = new RegExp(`<${escapeRegExp(prefix)}${name}((?:\\s(?:[^>"']|"[^"]*"|'[^']*')*)?)>`, "g");
  return Array.from(xml.matchAll(tag), (match) => {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? "").matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1]!, textValue(attribute[2] ?? attribute[3] ?? ""));
    }
    return attributes;
  });
}

/** A sheet's `r:id`, whatever prefix the relationships namespace has in this file. */
function relationshipId(attributes: Map<string, string>): string {
  for (const [name, value] of attributes) if (name.endsWith(":id")) return value;
  return "";
}

/** A relationship part's internal links, targets resolved against `folder` ("xl/"). */
function relationships(xml: string | null, folder: string): Relationship[] {
  return elements(xml, "Relationship")
    .filter((attributes) => attributes.get("TargetMode") !== "External")
    .map((attributes) => ({
      id: attributes.get("Id") ?? "",
      type: attributes.get("Type") ?? "",
      target: resolvePartName(folder, attributes.get("Target") ?? ""),
    }));
}

/** "worksheets/sheet1.xml" from "xl/" is "xl/worksheets/sheet1.xml"; "/xl/x.xml" is absolute. */
export function resolvePartName(folder: string, target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : folder + target;
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

function safeDecodeUri(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
