import { describe, expect, it } from "vitest";
import { EXPORT_RANGE_MESSAGE, EXPORT_TOO_MANY_MESSAGE, exportQuerySchema } from "./export-query";

const parse = (query: Record<string, unknown>) => exportQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe("exportQuerySchema", () => {
  it("defaults to everything as xlsx", () => {
    expect(parse({}).data).toEqual({ range: null, format: "xlsx" });
    expect(parse({ startIndex: "", endIndex: "" }).data).toEqual({ range: null, format: "xlsx" });
  });

  it("reads a range, the filters and the format", () => {
    expect(parse({ startIndex: "500", endIndex: "10000", categoryId: "3", countryCode: "tr", format: "csv" }).data).toEqual({
      range: { start: 500, end: 10000 },
      categoryId: 3,
      countryCode: "TR",
      format: "csv",
    });
    expect(parse({ startIndex: "7", endIndex: "7" }).data?.range).toEqual({ start: 7, end: 7 });
  });

  it.each([
    ["start after end", { startIndex: "10", endIndex: "5" }],
    ["zero", { startIndex: "0", endIndex: "5" }],
    ["negative", { startIndex: "-1", endIndex: "5" }],
    ["only a start", { startIndex: "5" }],
    ["only an end", { endIndex: "5" }],
    ["not a number", { startIndex: "abc", endIndex: "5" }],
    ["a fraction", { startIndex: "1.5", endIndex: "5" }],
    ["exponent notation", { startIndex: "1e3", endIndex: "5000" }],
    ["a repeated parameter", { startIndex: ["1", "2"], endIndex: "5" }],
    ["beyond safe integers", { startIndex: "1", endIndex: "99999999999999999999" }],
  ])("refuses %s with the range message", (_name, query) => {
    expect(firstMessage(query)).toBe(EXPORT_RANGE_MESSAGE);
  });

  it("refuses more than 1,000,000 rows and accepts exactly that many", () => {
    expect(firstMessage({ startIndex: "1", endIndex: "1000001" })).toBe(EXPORT_TOO_MANY_MESSAGE);
    expect(parse({ startIndex: "1", endIndex: "1000000" }).success).toBe(true);
    expect(parse({ startIndex: "500001", endIndex: "1500000" }).success).toBe(true);
  });

  it("refuses a bad country code, category id or format", () => {
    expect(parse({ countryCode: "TUR" }).success).toBe(false);
    expect(parse({ countryCode: "1A" }).success).toBe(false);
    expect(parse({ categoryId: "0" }).success).toBe(false);
    expect(parse({ categoryId: "x" }).success).toBe(false);
    expect(parse({ format: "pdf" }).success).toBe(false);
  });
});
