import { describe, expect, it } from "vitest";
import { parseLooseValue } from "./python-literal";

describe("parseLooseValue", () => {
  it("reads JSON", () => {
    expect(parseLooseValue('{"Monday": ["9AM–5PM"], "open": true, "n": -1.5e2, "x": null}')).toEqual({
      Monday: ["9AM–5PM"],
      open: true,
      n: -150,
      x: null,
    });
  });

  it("reads Outscraper's Python repr of working hours", () => {
    expect(parseLooseValue("{'Monday': ['11AM–3PM', '5–9:30PM'], 'Tuesday': 'Closed'}")).toEqual({
      Monday: ["11AM–3PM", "5–9:30PM"],
      Tuesday: "Closed",
    });
  });

  it("reads True, False and None, nested", () => {
    expect(
      parseLooseValue("{'Service options': {'Dine-in': True, 'Delivery': False}, 'Other': {'Note': None}}"),
    ).toEqual({ "Service options": { "Dine-in": true, Delivery: false }, Other: { Note: null } });
  });

  it("keeps apostrophes inside double-quoted strings and escaped quotes inside single-quoted ones", () => {
    expect(parseLooseValue(`["Mario's", 'Mario\\'s', 'say "hi"', "say \\"hi\\""]`)).toEqual([
      "Mario's",
      "Mario's",
      'say "hi"',
      'say "hi"',
    ]);
  });

  it("decodes escapes: unicode, hex, surrogate pairs, control characters and backslashes", () => {
    expect(parseLooseValue(String.raw`'Caf\u00e9 \xe9 \U0001F355 \ud83c\udf55 a\tb\\c\nd'`)).toBe(
      "Café é 🍕 🍕 a\tb\\c\nd",
    );
    expect(parseLooseValue(String.raw`"\/path"`)).toBe("/path");
    expect(parseLooseValue(String.raw`'\101\0'`)).toBe("A\0");
    expect(parseLooseValue(String.raw`'C:\dir'`)).toBe("C:\\dir"); // unknown escapes stay as written
  });

  it("keeps raw unicode text as is", () => {
    expect(parseLooseValue("{'Çalışma': 'Kapalı', '東京': 'ラーメン'}")).toEqual({ Çalışma: "Kapalı", 東京: "ラーメン" });
  });

  it("accepts trailing commas, tuples, empty containers and whitespace", () => {
    expect(parseLooseValue("[1, 2, ]")).toEqual([1, 2]);
    expect(parseLooseValue("{'a': 1,}")).toEqual({ a: 1 });
    expect(parseLooseValue("('a', 'b')")).toEqual(["a", "b"]);
    expect(parseLooseValue("('a',)")).toEqual(["a"]);
    expect(parseLooseValue("{}")).toEqual({});
    expect(parseLooseValue("[]")).toEqual([]);
    expect(parseLooseValue("()")).toEqual([]);
    expect(parseLooseValue("  {\n 'a' :\t[ ] \n}  ")).toEqual({ a: [] });
  });

  it("reads numbers and the special floats", () => {
    expect(parseLooseValue("42")).toBe(42);
    expect(parseLooseValue("-0.5")).toBe(-0.5);
    expect(parseLooseValue("1e-05")).toBe(0.00001);
    expect(parseLooseValue("nan")).toBeNull(); // pandas' empty cell
    expect(parseLooseValue("inf")).toBe(Infinity);
    expect(parseLooseValue("-inf")).toBe(-Infinity);
    expect(parseLooseValue("[nan, NaN]")).toEqual([null, null]);
  });

  it("reads Python 2's u'' strings and non-string keys", () => {
    expect(parseLooseValue("{u'name': u'Caf\\xe9', 1: True, None: 0}")).toEqual({ name: "Café", 1: true, null: 0 });
  });

  it("keeps a __proto__ key as data", () => {
    const value = parseLooseValue(`{"__proto__": {"polluted": true}}`) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("lets a later duplicate key win, like Python and JSON", () => {
    expect(parseLooseValue("{'a': 1, 'a': 2}")).toEqual({ a: 2 });
  });

  it.each([
    "",
    "   ",
    "Closed",
    "hello world",
    "{'a': 1",
    "{'a' 1}",
    "['a' 'b']",
    "'unterminated",
    "{1, 2}",
    "{('a', 'b'): 1}",
    "[1,, 2]",
    "[,]",
    "{'a': 1} trailing",
    "Decimal('1.5')",
    "__import__('os').system('x')",
    "-nope",
    String.raw`'\u12'`,
    String.raw`'\U00110000'`,
    "12abc",
  ])("returns undefined for %j", (text) => {
    expect(parseLooseValue(text)).toBeUndefined();
  });

  it("refuses absurd nesting instead of overflowing the stack", () => {
    expect(parseLooseValue("[".repeat(10_000) + "]".repeat(10_000))).toBeUndefined();
    expect(parseLooseValue("[".repeat(20) + "]".repeat(20))).toBeDefined();
  });

  it("returns undefined for a non-string input", () => {
    expect(parseLooseValue(42 as unknown as string)).toBeUndefined();
  });
});
