import type { ExportValue } from "./export-columns";

/** "A", "B" ... "Z", "AA" ...: the column part of a cell reference (1-based). */
export function columnLetters(column: number): string {
  let letters = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

// Characters XML text cannot carry as they are. Control characters other than
// tab and line feed are not allowed in XML 1.0 at all and are dropped (exceljs
// does the same); a carriage return would be read back as a line feed, so it
// travels as a character reference.
const ESCAPES = /[&<>\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" };

export function xmlText(text: string): string {
  return text.replace(ESCAPES, (char) => ESCAPED[char] ?? "");
}

const SPECIAL = /[&<>\t\n\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const SPACE_SENSITIVE = /[\t\n\r]/;
/** XML whitespace (space, tab, line feed, carriage return) is what readers may trim at the edges. */
const isXmlSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * `<is><t>text</t></is>`, with `xml:space="preserve"` only when whitespace
 * could otherwise be trimmed or folded. Most values (names, links, codes) need
 * neither escaping nor preserving and are copied as they are: one character
 * class test per string is most of this writer's speed.
 */
function inlineString(text: string): string {
  const edgeSpace = isXmlSpace(text.charCodeAt(0)) || isXmlSpace(text.charCodeAt(text.length - 1));
  if (!edgeSpace && !SPECIAL.test(text)) return `<is><t>${text}</t></is>`;
  const escaped = xmlText(text);
  return edgeSpace || SPACE_SENSITIVE.test(text) ? `<is><t xml:space="preserve">${escaped}</t></is>` : `<is><t>${escaped}</t></is>`;
}

/** Per column: the start of its cells' tag, `<c r="AB`, finished with the row number. */
export function cellOpenings(columnCount: number): string[] {
  return Array.from({ length: columnCount }, (_, index) => `<c r="${columnLetters(index + 1)}`);
}

/**
 * One `<row>` of SpreadsheetML. Strings are inline strings (`t="inlineStr"`):
 * readers take their text as is, whereas exceljs's own `t="str"` cells get
 * entity-decoded a second time on reading ("&amp;amp;" in an HTML description
 * would come back as "&"). Null and empty values get no cell, as in a sheet
 * typed by hand.
 */
export function xlsxRowXml(rowNumber: number, values: readonly ExportValue[], openings: readonly string[]): string {
  const row = String(rowNumber);
  let xml = `<row r="${row}">`;
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (value === null || value === undefined || value === "") continue;
    if (typeof value === "number") {
      if (Number.isFinite(value)) xml += `${openings[index]}${row}"><v>${value}</v></c>`;
    } else if (typeof value === "boolean") {
      xml += `${openings[index]}${row}" t="b"><v>${value ? 1 : 0}</v></c>`;
    } else {
      xml += `${openings[index]}${row}" t="inlineStr">${inlineString(value)}</c>`;
    }
  }
  return `${xml}</row>`;
}
