// Character-level pieces of XML the xlsx reader needs: text decoded exactly once, and the
// namespace prefix of a part.
//
// Parts are scanned as byte text (see entryByteText): one character per byte, so a value cut
// out of it is the UTF-8 encoding of its text, made readable by textValue.

const AMPERSAND = 0x26;
const HASH = 0x23;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;
const LOWER_X = 0x78;
const MAX_CODE_POINT = 0x10ffff;
/** Longest numeric reference: "&#x10FFFF;" or "&#1114111;" */
const MAX_REFERENCE_LENGTH = 10;
/** What makes a value need more than slicing: a reference, a line end to fold, non-ASCII bytes. */
const NEEDS_DECODING = /[&\r\x80-\xff]/;
const NEEDS_XML_DECODING = /[&\r]/;

/**
 * The text of a value cut from byte text, as an XML parser delivers it: line ends folded to
 * "\n", the five named entities and numeric character references decoded once ("&amp;amp;"
 * is "&amp;"), and the UTF-8 decoded. Anything else that starts with "&" stays as written;
 * malformed UTF-8 becomes U+FFFD, as with any decoder.
 */
export function textValue(bytes: string): string {
  if (!NEEDS_DECODING.test(bytes)) return bytes;
  if (!NEEDS_XML_DECODING.test(bytes)) return Buffer.from(bytes, "latin1").toString("utf8");
  const out = Buffer.allocUnsafe(bytes.length);
  return out.toString("utf8", 0, writeXmlBytes(bytes, out, 0));
}

/**
 * Writes the UTF-8 bytes of a value cut from byte text into `out` at `offset`, references and
 * line ends decoded as textValue does; returns how many. At most `bytes.length`: every
 * reference is longer than the bytes it stands for. Decoding byte by byte into a buffer is
 * much quicker than joining string pieces for scraper text such as Python dict reprs, which
 * carries dozens of references per cell.
 */
export function writeXmlBytes(bytes: string, out: Buffer, offset: number): number {
  if (!NEEDS_XML_DECODING.test(bytes)) return out.write(bytes, offset, "latin1");
  const length = bytes.length;
  let written = offset;
  for (let at = 0; at < length; at++) {
    const byte = bytes.charCodeAt(at);
    if (byte === CARRIAGE_RETURN) {
      out[written++] = LINE_FEED;
      if (bytes.charCodeAt(at + 1) === LINE_FEED) at++;
    } else if (byte !== AMPERSAND) {
      out[written++] = byte;
    } else {
      const named = namedReference(bytes, at + 1);
      if (named !== -1) {
        out[written++] = named;
        at += named === 0x3c || named === 0x3e ? 3 : named === 0x26 ? 4 : 5;
        continue;
      }
      const semicolon = bytes.charCodeAt(at + 1) === HASH ? bytes.indexOf(";", at + 2) : -1;
      const codePoint = semicolon !== -1 && semicolon - at <= MAX_REFERENCE_LENGTH ? numericReference(bytes, at + 2, semicolon) : -1;
      if (codePoint === -1) {
        out[written++] = AMPERSAND;
      } else {
        written += out.write(String.fromCodePoint(codePoint), written, "utf8");
        at = semicolon;
      }
    }
  }
  return written - offset;
}

/** The character of "lt;", "gt;", "amp;", "apos;" or "quot;" at `from`, or -1. */
function namedReference(bytes: string, from: number): number {
  switch (bytes.charCodeAt(from)) {
    case 0x6c: // l
      return bytes.startsWith("t;", from + 1) ? 0x3c : -1;
    case 0x67: // g
      return bytes.startsWith("t;", from + 1) ? 0x3e : -1;
    case 0x61: // a
      return bytes.startsWith("mp;", from + 1) ? 0x26 : bytes.startsWith("pos;", from + 1) ? 0x27 : -1;
    case 0x71: // q
      return bytes.startsWith("uot;", from + 1) ? 0x22 : -1;
    default:
      return -1;
  }
}

/** The code point of "65" or "x41" between `from` and `to`; -1 when malformed or out of range. */
function numericReference(bytes: string, from: number, to: number): number {
  const hex = bytes.charCodeAt(from) === LOWER_X;
  const start = hex ? from + 1 : from;
  if (start === to) return -1;
  let codePoint = 0;
  for (let at = start; at < to; at++) {
    const digit = hexDigit(bytes.charCodeAt(at));
    if (digit < 0 || digit >= (hex ? 16 : 10)) return -1;
    codePoint = codePoint * (hex ? 16 : 10) + digit;
  }
  return codePoint > 0 && codePoint <= MAX_CODE_POINT ? codePoint : -1;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** Space, tab, line feed, carriage return: the only whitespace inside XML tags. */
function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** After "<name": the name ends at whitespace, ">" or "/" (so "<row" does not match "<rowBreaks"). */
export function isNameEnd(code: number): boolean {
  return isXmlSpace(code) || code === 0x3e || code === 0x2f;
}

/**
 * The namespace prefix of the root element with its colon ("x:" for `<x:worksheet>`, "" for
 * `<worksheet>`), which the part's other elements share in every file seen in practice; null
 * while the text does not yet reach the end of the root's name.
 */
export function rootPrefix(text: string): string | null {
  let at = 0;
  for (;;) {
    const open = text.indexOf("<", at);
    if (open === -1 || open + 1 >= text.length) return null;
    const next = text.charCodeAt(open + 1);
    if (next === 0x3f /* ? */ || next === 0x21 /* ! */) {
      // Declaration, processing instruction, comment or doctype: skip to its end.
      if (next === 0x21 && open + 4 > text.length) return null; // "<!-" could still be a comment
      const terminator = next === 0x3f ? "?>" : text.startsWith("<!--", open) ? "-->" : ">";
      const end = text.indexOf(terminator, open + 2);
      if (end === -1) return null;
      at = end + terminator.length;
      continue;
    }
    let end = open + 1;
    while (end < text.length && !isNameEnd(text.charCodeAt(end))) end++;
    if (end >= text.length) return null;
    const name = text.slice(open + 1, end);
    const colon = name.indexOf(":");
    return colon === -1 ? "" : name.slice(0, colon + 1);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
