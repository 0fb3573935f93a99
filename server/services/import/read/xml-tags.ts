// Tag-level scanning of SpreadsheetML byte text (see entryByteText) with plain string
// searches: start tags and their attributes, child elements by name, and the runs of string
// items. Each function works on a range already known to hold complete elements.
import { corruptFileError, type SpreadsheetError } from "./spreadsheet-error";
import { isNameEnd, textValue } from "./xml-text";

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const LOWER_R = 0x72;
const LOWER_T = 0x74;
/** Space, tab, line feed and carriage return are at most this; NaN (past the text's end) is not. */
const MAX_SPACE = 0x20;

/** A start tag as scanned; one object is reused for every tag of a kind, to spare allocations. */
export interface StartTag {
  /** Index just past the tag's ">". */
  end: number;
  selfClosing: boolean;
  /** Where the `r` (reference) attribute's value lies; rStart is -1 without one. */
  rStart: number;
  rEnd: number;
  /** The `t` (type) attribute. With `r`, all the sheet reader needs of a tag. */
  t: string | undefined;
}

export const newStartTag = (): StartTag => ({ end: 0, selfClosing: false, rStart: -1, rEnd: -1, t: undefined });

export function malformedXml(problem: string): SpreadsheetError {
  return corruptFileError(new SyntaxError(`malformed XML: ${problem}`));
}

/**
 * Reads the attributes of the start tag whose name ends just before `from`. False when the text
 * ends before the tag does. Quote-aware, so a ">" inside a value does not end the tag. Runs for
 * every cell, hence the character loops written out.
 */
export function scanStartTag(text: string, from: number, tag: StartTag): boolean {
  tag.rStart = -1;
  tag.t = undefined;
  let at = from;
  let code = text.charCodeAt(at);
  for (;;) {
    while (code <= MAX_SPACE) code = text.charCodeAt(++at);
    if (code === GT) {
      tag.selfClosing = false;
      tag.end = at + 1;
      return true;
    }
    if (code === SLASH) {
      code = text.charCodeAt(at + 1);
      if (code !== GT) return code !== code ? false : fail("'/' inside a tag"); // NaN: the text ended
      tag.selfClosing = true;
      tag.end = at + 2;
      return true;
    }
    if (at >= text.length) return false;
    const nameStart = at;
    while (code > MAX_SPACE && code !== EQUALS && code !== GT && code !== SLASH) code = text.charCodeAt(++at);
    const nameLength = at - nameStart;
    while (code <= MAX_SPACE) code = text.charCodeAt(++at);
    if (code !== EQUALS) return at >= text.length ? false : fail("an attribute without a value");
    code = text.charCodeAt(++at);
    while (code <= MAX_SPACE) code = text.charCodeAt(++at);
    if (code !== QUOTE && code !== APOSTROPHE) return at >= text.length ? false : fail("an attribute value without quotes");
    const close = text.indexOf(code === QUOTE ? '"' : "'", at + 1);
    if (close === -1) return false;
    if (nameLength === 1) {
      const name = text.charCodeAt(nameStart);
      if (name === LOWER_R) {
        tag.rStart = at + 1;
        tag.rEnd = close;
      } else if (name === LOWER_T) {
        tag.t = text.slice(at + 1, close);
      }
    }
    at = close + 1;
    code = text.charCodeAt(at);
  }
}

function fail(problem: string): never {
  throw malformedXml(problem);
}

/**
 * The first `open` tag ("<x:c") at or after `from` and before `to`, or -1. The search looks no
 * further than `to`: a tag that is usually absent (`<rPh>` in a shared string) must not cost a
 * scan of everything after it.
 */
export function findTag(text: string, open: string, from: number, to: number): number {
  const range = text.slice(from, to); // a view, not a copy
  for (let at = range.indexOf(open); at !== -1; at = range.indexOf(open, at + 1)) {
    if (isNameEnd(text.charCodeAt(from + at + open.length))) return from + at;
  }
  return -1;
}

/** Opening and closing tags of the elements read, with the part's namespace prefix. */
export interface SpreadsheetTags {
  cell: string;
  cellEnd: string;
  value: string;
  valueEnd: string;
  inline: string;
  inlineEnd: string;
  text: string;
  textEnd: string;
  phonetic: string;
  phoneticEnd: string;
}

export function spreadsheetTags(prefix: string): SpreadsheetTags {
  const tags = (name: string) => [`<${prefix}${name}`, `</${prefix}${name}>`] as const;
  const [cell, cellEnd] = tags("c");
  const [value, valueEnd] = tags("v");
  const [inline, inlineEnd] = tags("is");
  const [text, textEnd] = tags("t");
  const [phonetic, phoneticEnd] = tags("rPh");
  return { cell, cellEnd, value, valueEnd, inline, inlineEnd, text, textEnd, phonetic, phoneticEnd };
}

/** A range of text: [start, end). Reused, like StartTag. */
export interface Span {
  start: number;
  end: number;
}

export const newSpan = (): Span => ({ start: 0, end: 0 });

/**
 * Finds the `<open>` child between `from` and `to` and puts its content's range in `content`;
 * false when there is none. A self-closing child has empty content.
 */
export function childContent(text: string, from: number, to: number, open: string, close: string, content: Span): boolean {
  const start = findTag(text, open, from, to);
  if (start === -1) return false;
  let contentStart = start + open.length + 1;
  // Most children are a bare "<v>"; only a tag with attributes needs scanning.
  if (text.charCodeAt(contentStart - 1) !== GT) {
    if (!scanStartTag(text, start + open.length, scratchTag) || scratchTag.end > to) throw malformedXml(`${open}> cut short`);
    contentStart = scratchTag.end;
    if (scratchTag.selfClosing) {
      content.start = content.end = contentStart;
      return true;
    }
  }
  const end = text.indexOf(close, contentStart);
  if (end === -1 || end > to) throw malformedXml(`${open}> without ${close}`);
  content.start = contentStart;
  content.end = end;
  return true;
}

const scratchTag = newStartTag();
const runContent = newSpan();

/**
 * Visits the text runs of a string item (`<si>` or `<is>` content) in byte text: a plain `<t>`,
 * or the `<t>` of each rich-text run, with the range of its content. Phonetic runs (`<rPh>`,
 * Japanese reading aids) are not part of the text.
 */
export function itemRuns(text: string, from: number, to: number, tags: SpreadsheetTags, visit: (start: number, end: number) => void): void {
  let at = from;
  let phonetic = findTag(text, tags.phonetic, from, to);
  for (;;) {
    const run = findTag(text, tags.text, at, to);
    if (run === -1) return;
    if (phonetic !== -1 && phonetic < run) {
      const phoneticEnd = text.indexOf(tags.phoneticEnd, phonetic);
      if (phoneticEnd === -1 || phoneticEnd > to) throw malformedXml(`${tags.phonetic}> without ${tags.phoneticEnd}`);
      at = phoneticEnd + tags.phoneticEnd.length;
      phonetic = findTag(text, tags.phonetic, at, to);
      continue;
    }
    if (!childContent(text, run, to, tags.text, tags.textEnd, runContent)) return;
    at = runContent.end;
    visit(runContent.start, runContent.end);
  }
}

/** The text of a string item: its runs joined. */
export function itemText(text: string, from: number, to: number, tags: SpreadsheetTags): string {
  let result = "";
  itemRuns(text, from, to, tags, (start, end) => {
    result += textValue(text.slice(start, end));
  });
  return result;
}
