// Backslash escapes inside a quoted literal, as Python's repr and JSON write them:
// \n \t \' \" \\ \/, \xHH, \uHHHH (surrogate halves pair up as JavaScript strings do),
// \UHHHHHHHH and octal \ooo.

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", v: "\v", a: "\x07",
  "\\": "\\", "'": "'", '"': '"', "/": "/",
  "\n": "", // a backslash at a line end continues the line
};
const HEX_LENGTHS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };
const OCTAL = /[0-7]{1,3}/y;
const MAX_CODE_POINT = 0x10ffff;

/**
 * The escape whose letter is at `at` (just after the backslash): its text and the index after
 * it, or null when malformed (short hex digits, a code point beyond Unicode).
 */
export function decodeEscape(text: string, at: number): { decoded: string; next: number } | null {
  const letter = text[at] ?? "";
  const simple = SIMPLE_ESCAPES[letter];
  if (simple !== undefined) return { decoded: simple, next: at + 1 };

  const hexLength = HEX_LENGTHS[letter];
  if (hexLength) {
    const digits = text.slice(at + 1, at + 1 + hexLength);
    if (digits.length !== hexLength || !/^[0-9a-f]+$/i.test(digits)) return null;
    const code = parseInt(digits, 16);
    if (code > MAX_CODE_POINT) return null;
    return { decoded: String.fromCodePoint(code), next: at + 1 + hexLength };
  }

  OCTAL.lastIndex = at;
  const octal = OCTAL.exec(text)?.[0];
  if (octal) return { decoded: String.fromCharCode(parseInt(octal, 8)), next: at + octal.length };

  // Python keeps an unknown escape as written: "\d" stays backslash + d.
  return { decoded: `\\${letter}`, next: at + 1 };
}
