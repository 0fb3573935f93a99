import { describe, expect, it } from "vitest";
import { cellText, isBlank, plainValue, unwrapCell } from "./cell-value";

describe("cell values", () => {
  it("unwraps exceljs's rich text, hyperlink and formula cells", () => {
    expect(unwrapCell({ richText: [{ text: "Mario's " }, { text: "Pizza" }] })).toBe("Mario's Pizza");
    expect(unwrapCell({ text: "Site", hyperlink: "https://x.example" })).toBe("Site");
    expect(unwrapCell({ text: "Site", hyperlink: "https://x.example" }, true)).toBe("https://x.example");
    expect(unwrapCell({ formula: "A1*2", result: 42 })).toBe(42);
  });

  it("gives trimmed text, whole numbers with every digit, null when blank", () => {
    expect(cellText("  Mario  ")).toBe("Mario");
    expect(cellText(905321234567)).toBe("905321234567");
    expect(cellText(1e21)).toBe("1000000000000000000000");
    expect(cellText(4.5)).toBe("4.5");
    expect(cellText(true)).toBe("true");
    expect(cellText(new Date("2024-01-02T03:04:05Z"))).toBe("2024-01-02T03:04:05.000Z");
    expect(cellText("   ")).toBeNull();
    expect(cellText(undefined)).toBeNull();
  });

  it("tells blank cells from values", () => {
    for (const blank of [null, undefined, "", "  ", Number.NaN, [], {}, { richText: [] }]) expect(isBlank(blank)).toBe(true);
    for (const value of [0, false, "x", ["a"], { a: 1 }]) expect(isBlank(value)).toBe(false);
  });

  it("passes structured values through", () => {
    expect(plainValue({ Monday: "Closed" })).toEqual({ Monday: "Closed" });
    expect(plainValue({ result: "x" })).toBe("x");
  });
});
