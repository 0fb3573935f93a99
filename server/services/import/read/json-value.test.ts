import { describe, expect, it } from "vitest";
import { LineCutter } from "./json-lines";
import { JsonValue } from "./json-value";

/** The value at the start of `text`, fed as pieces cut at `cuts`; null when JSON.parse was not given valid JSON. */
function valueOf(text: string, cuts: number[] = []): { value: unknown; end: number } | null {
  const bytes = Buffer.from(text);
  const value = new JsonValue();
  let end = -1;
  const bounds = [0, ...cuts, bytes.length];
  for (let index = 0; index + 1 < bounds.length && end === -1; index++) {
    const found = value.scan(bytes, bounds[index]!, bounds[index + 1]!);
    if (found !== -1) end = found;
  }
  if (end === -1 && !value.finish()) return null;
  const parsed = value.parse();
  return parsed && { value: parsed.value, end: end === -1 ? bytes.length : end };
}

describe("JsonValue", () => {
  it("keeps every number as the text the file wrote, so long ids keep their digits", () => {
    const text = '{"cid": 12345678901234567890, "score": 4.50, "lat": -0.5e-3, "big": 1E+21, "list": [0, -7], "id": "9"}';
    expect(valueOf(text)?.value).toEqual({
      cid: "12345678901234567890", score: "4.50", lat: "-0.5e-3", big: "1E+21", list: ["0", "-7"], id: "9",
    });
  });

  it("finds where a value ends wherever the file's pieces are cut, escapes and numbers included", () => {
    const text = '{"text": "a \\"quoted\\" \\\\ back, [not a list]", "n": [10, -2.5], "ok": true, "é": null}, {"next": 1}';
    const whole = valueOf(text);
    expect(whole).toEqual({
      value: { text: 'a "quoted" \\ back, [not a list]', n: ["10", "-2.5"], ok: true, "é": null },
      end: Buffer.byteLength(text.slice(0, text.indexOf(", {"))),
    });
    for (let cut = 1; cut < Buffer.byteLength(text); cut++) expect(valueOf(text, [cut])).toEqual(whole);
  });

  it("ends a bare value at what follows it, or at the end of the input", () => {
    expect(valueOf("-12.5, 3")).toEqual({ value: "-12.5", end: 5 });
    expect(valueOf("true]")).toEqual({ value: true, end: 4 });
    expect(valueOf('"text" ,')).toEqual({ value: "text", end: 6 });
    expect(valueOf("42")).toEqual({ value: "42", end: 2 });
  });

  it("refuses text that quoting the numbers would make valid", () => {
    const keys = ['{1: "a"}', '{"a": "b", 2: "c"}', "[1 2]", '["a" 1]'];
    const numbers = ['{"a": 01}', '{"a": 1.}', '{"a": -}', '{"a": 1e}', '{"a": .5}', '{"a": +1}', "[1.5.5]"];
    for (const text of [...keys, ...numbers]) expect(valueOf(text), text).toBeNull();
  });
});

describe("LineCutter", () => {
  const itemsOf = (text: string, maxLineBytes = 1024 * 1024) => {
    const lines = new LineCutter(maxLineBytes);
    return [...lines.feed(Buffer.from(text)), ...lines.end()].map(({ item }) => item);
  };

  it("tells where each line ends in the file", () => {
    const lines = new LineCutter(1024);
    expect(lines.feed(Buffer.from('{"a": 1}\n\n{"b": 2}\n{"c"'))).toEqual([
      { item: { rowNumber: 1, value: { a: "1" } }, end: 9 },
      { item: { rowNumber: 3, value: { b: "2" } }, end: 19 },
    ]);
    expect(lines.feed(Buffer.from(": 3}"))).toEqual([]);
    expect(lines.end()).toEqual([{ item: { rowNumber: 4, value: { c: "3" } }, end: 27 }]);
  });

  it("reads one value per line, skipping blank lines and a byte order mark", () => {
    expect(itemsOf('\uFEFF{"a": 1}\r\n\n  \t\n{"b": [2]}')).toEqual([
      { rowNumber: 1, value: { a: "1" } },
      { rowNumber: 4, value: { b: ["2"] } },
    ]);
  });

  it("refuses a line longer than the limit without keeping it, and reads the next one", () => {
    const long = JSON.stringify({ text: "x".repeat(1024 * 1024) });
    expect(itemsOf(`${long}\n{"c": 3}`)).toEqual([
      { rowNumber: 1, error: "Line 1 is longer than 1 MB; it was skipped" },
      { rowNumber: 2, value: { c: "3" } },
    ]);
  });

  it("describes a damaged line as stream-json reads it", () => {
    expect(itemsOf('{"a": 1.}\n{"b": "cut\n{"c": 1} x')).toEqual([
      { rowNumber: 1, error: "Line 1 is not valid JSON (expected a fractional part of a number); it was skipped" },
      { rowNumber: 2, error: "Line 2 is cut off; it was skipped" },
      { rowNumber: 3, error: "Line 3 is not valid JSON (unexpected characters); it was skipped" },
    ]);
  });
});
