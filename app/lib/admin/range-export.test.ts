import { describe, expect, it } from "vitest";
import { checkExportRange, EXPORT_RANGE_MESSAGE, EXPORT_TOO_MANY_MESSAGE, exportUrl } from "./range-export";

describe("checkExportRange", () => {
  it("accepts a range and counts its rows", () => {
    expect(checkExportRange("500", "10000")).toEqual({ ok: true, start: 500, end: 10000, rows: 9501, needsConfirmation: false });
  });

  it("refuses missing, zero, reversed and non-numeric bounds with the spec's message", () => {
    for (const [start, end] of [["", "10"], ["0", "10"], ["20", "10"], ["a", "10"], ["1.5", "3"]]) {
      expect(checkExportRange(start!, end!)).toEqual({ ok: false, error: EXPORT_RANGE_MESSAGE });
    }
  });

  it("asks for confirmation above 100,000 rows and refuses above 1,000,000", () => {
    expect(checkExportRange("1", "100000")).toMatchObject({ ok: true, needsConfirmation: false });
    expect(checkExportRange("1", "100001")).toMatchObject({ ok: true, needsConfirmation: true });
    expect(checkExportRange("1", "1000000")).toMatchObject({ ok: true, rows: 1_000_000 });
    expect(checkExportRange("1", "1000001")).toEqual({ ok: false, error: EXPORT_TOO_MANY_MESSAGE });
  });
});

describe("exportUrl", () => {
  it("carries the range, the filters and a non-default format", () => {
    expect(exportUrl({ start: 2, end: 5, categoryId: 3, countryCode: "TR", format: "csv" })).toBe(
      "/api/export-businesses?startIndex=2&endIndex=5&categoryId=3&countryCode=TR&format=csv",
    );
    expect(exportUrl({ format: "xlsx" })).toBe("/api/export-businesses");
  });
});
