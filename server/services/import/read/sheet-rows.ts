// The rows of a worksheet part (`xl/worksheets/sheetN.xml`) from its streamed text: each
// complete <row> becomes a positional row of typed cell values.
import type { SharedStrings } from "./shared-strings";
import type { PositionalRow } from "./sheet-events";
import { ElementSplitter } from "./xml-elements";
import {
  childContent,
  findTag,
  itemText,
  malformedXml,
  newSpan,
  newStartTag,
  scanStartTag,
  type SpreadsheetTags,
  type StartTag,
} from "./xml-tags";
import { escapeRegExp, textValue } from "./xml-text";

const DIGIT_0 = 0x30;
const LOWER_A = 0x61;
/** Excel's widest sheet, XFD: a larger column is a damaged reference, not a cell to make room for. */
const MAX_COLUMNS = 16_384;

export async function* sheetRows(texts: AsyncIterable<string>, sharedStrings: SharedStrings): AsyncGenerator<PositionalRow> {
  const scanner = new SheetScanner(sharedStrings);
  for await (const text of texts) yield* scanner.push(text);
  scanner.end();
}

export class SheetScanner {
  private readonly rows = new ElementSplitter("row");
  private readonly cellTag = newStartTag();
  private readonly content = newSpan();
  private commonCell: RegExp | null = null;
  private anyCellValue: unknown = null;
  private previousRowNumber = 0;
  private found: PositionalRow[] = [];

  constructor(private readonly sharedStrings: SharedStrings) {}

  /** The rows completed by this piece of text. */
  push(text: string): PositionalRow[] {
    this.found = [];
    this.rows.push(text, this.onRow);
    return this.found;
  }

  end(): void {
    this.rows.end();
  }

  private readonly onRow = (text: string, tag: StartTag, contentEnd: number): void => {
    // Row and cell references are optional: without one, an element follows its predecessor.
    const numbered = tag.rStart === -1 ? 0 : positiveInteger(text, tag.rStart, tag.rEnd);
    const rowNumber = numbered > 0 ? numbered : this.previousRowNumber + 1;
    this.previousRowNumber = rowNumber;
    const cells = tag.selfClosing ? [] : this.cells(text, tag.end, contentEnd, this.rows.tags);
    this.found.push({ rowNumber, cells });
  };

  private cells(text: string, from: number, to: number, tags: SpreadsheetTags): unknown[] {
    const cells: unknown[] = [];
    const common = (this.commonCell ??= commonCellPattern(this.rows.prefix));
    let column = -1;
    let at = from;
    for (;;) {
      let value: unknown;
      common.lastIndex = at;
      const match = common.exec(text);
      if (match !== null && common.lastIndex <= to) {
        const letters = match[1];
        const content = match[3];
        const inlineText = match[4];
        column = letters === undefined ? column + 1 : columnOfLetters(letters);
        value = content !== undefined ? this.typed(content, match[2]) : inlineText !== undefined ? textValue(inlineText) : null;
        at = common.lastIndex;
      } else {
        const start = findTag(text, tags.cell, at, to);
        if (start === -1) return cells;
        at = this.anyCell(text, start, to, tags);
        column = this.cellTag.rStart === -1 ? column + 1 : columnIndex(text, this.cellTag.rStart, this.cellTag.rEnd, column + 1);
        value = this.anyCellValue;
      }
      while (cells.length < column) cells.push(null);
      cells[column] = value;
    }
  }

  /**
   * Reads a cell the common pattern does not cover (other attributes, a formula, rich inline
   * text, whitespace inside); leaves its tag in cellTag and its value in anyCellValue, and
   * returns where it ends.
   */
  private anyCell(text: string, start: number, to: number, tags: SpreadsheetTags): number {
    const cell = this.cellTag;
    if (!scanStartTag(text, start + tags.cell.length, cell) || cell.end > to) throw malformedXml("a cell tag cut short");
    if (cell.selfClosing) {
      this.anyCellValue = null;
      return cell.end;
    }
    const end = text.indexOf(tags.cellEnd, cell.end);
    if (end === -1 || end > to) throw malformedXml(`${tags.cell}> without ${tags.cellEnd}`);
    this.anyCellValue = this.value(text, cell.t, cell.end, end, tags);
    return end + tags.cellEnd.length;
  }

  /** A cell's value from its content; null when it has none (an empty or never-calculated cell). */
  private value(text: string, type: string | undefined, from: number, to: number, tags: SpreadsheetTags): unknown {
    const { content } = this;
    if (type === "inlineStr" && childContent(text, from, to, tags.inline, tags.inlineEnd, content)) {
      return itemText(text, content.start, content.end, tags);
    }
    if (!childContent(text, from, to, tags.value, tags.valueEnd, content)) return null;
    return this.typed(text.slice(content.start, content.end), type);
  }

  /** The content of a cell's <v> by the cell's type. */
  private typed(raw: string, type: string | undefined): unknown {
    switch (type) {
      case undefined:
      case "n":
        return numberValue(raw);
      case "s":
        return this.sharedString(raw);
      case "b":
        return raw === "1" ? true : raw === "0" ? false : textValue(raw);
      default:
        // "str" (a formula's text result), "e" (an error such as #N/A), "d" (an ISO date),
        // "inlineStr" written with <v>: the text as it is.
        return textValue(raw);
    }
  }

  private sharedString(raw: string): string | null {
    if (raw.length === 0) return null;
    const text = this.sharedStrings.get(Number(raw));
    if (text === undefined) throw malformedXml(`shared string ${raw} does not exist`);
    return text;
  }
}

/** Numbers as numbers; a value that is not one (written by a lax generator) stays text. */
function numberValue(raw: string): number | string | null {
  const number = Number(raw);
  if (!Number.isFinite(number)) return textValue(raw);
  return number === 0 && raw.trim() === "" ? null : number;
}

/** The digits between `from` and `to` as a number; 0 unless they are a positive integer. */
function positiveInteger(text: string, from: number, to: number): number {
  let number = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - DIGIT_0;
    if (digit < 0 || digit > 9) return 0;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * The cells nearly every writer produces, matched by one sticky regular expression, which V8
 * runs several times faster than the same scan written in JavaScript: `<c r="B2" s="1" t="s">`
 * (each attribute optional, `s` before or after `t`), then nothing, a `<v>`, or a plain inline
 * `<is><t>`. Captures: column letters, type, <v> content, inline text.
 */
function commonCellPattern(prefix: string): RegExp {
  const p = escapeRegExp(prefix);
  const style = '(?: s="[0-9]*")?';
  return new RegExp(
    `[ \\t\\n\\r]*<${p}c(?: r="([A-Za-z]{1,3})[0-9]*")?${style}(?: t="([A-Za-z]+)")?${style}` +
      `(?:/>|>(?:<${p}v>([^<]*)</${p}v>|<${p}is><${p}t(?: xml:space="preserve")?>([^<]*)</${p}t></${p}is>)?</${p}c>)`,
    "y",
  );
}

function columnOfLetters(letters: string): number {
  return columnIndex(letters, 0, letters.length, 0);
}

/** 0-based column of a reference such as "AB12" between `from` and `to`; `fallback` without letters. */
export function columnIndex(text: string, from: number, to: number, fallback: number): number {
  let column = 0;
  let at = from;
  for (; at < to; at++) {
    const letter = (text.charCodeAt(at) | 0x20) - LOWER_A; // either case
    if (letter < 0 || letter > 25) break;
    column = column * 26 + letter + 1;
    if (column > MAX_COLUMNS) throw malformedXml(`cell reference ${text.slice(from, to)} is beyond the last column`);
  }
  return at === from ? fallback : column - 1;
}
