import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./csv-delimiter";

describe("detectDelimiter", () => {
  it("picks the separator used most on the header line", () => {
    expect(detectDelimiter("name;city;phone")).toBe(";");
    expect(detectDelimiter("name\tcity\tphone")).toBe("\t");
    expect(detectDelimiter("name,city,phone")).toBe(",");
  });

  it("ignores separators inside quoted header names", () => {
    expect(detectDelimiter('"a,b,c";"d,e";f')).toBe(";");
  });

  it("falls back to a comma for a single column", () => {
    expect(detectDelimiter("name")).toBe(",");
  });
});
