import { describe, expect, it } from "vitest";
import { SPREADSHEET_MESSAGES } from "../read/spreadsheet-error";
import { kindOf } from "./inspect-upload";

const text = (value: string) => Buffer.from(value, "utf8");

describe("kindOf", () => {
  it("tells a JSON array and JSON Lines from CSV by the first character, after a BOM and blanks", () => {
    expect(kindOf(text('[{"title": "A"}]'), "apify.json")).toBe("json");
    expect(kindOf(text('\uFEFF\n  [\n  {"title": "A"}'), "dataset.txt")).toBe("json");
    expect(kindOf(text('{"title": "A"}\n{"title": "B"}\n'), "gosom.json")).toBe("jsonl");
    expect(kindOf(text("title,city\nA,B\n"), "places.json")).toBe("csv");
  });

  it("keeps a .csv as CSV whatever it starts with", () => {
    expect(kindOf(text("[Name],[City]\nA,B\n"), "export.csv")).toBe("csv");
  });

  it("reads a zip as xlsx, refuses the binary .xls and binary or HTML text", () => {
    expect(kindOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]), "a.xls")).toBe("xlsx");
    expect(() => kindOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]), "old.xls")).toThrow(SPREADSHEET_MESSAGES.legacyXls);
    expect(() => kindOf(text("<html><body>"), "page.json")).toThrow(SPREADSHEET_MESSAGES.notSpreadsheet);
    expect(() => kindOf(Buffer.from([1, 0, 2]), "data.jsonl")).toThrow(SPREADSHEET_MESSAGES.notSpreadsheet);
  });
});
