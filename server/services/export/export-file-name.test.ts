import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";

const now = new Date("2026-03-07T23:30:00Z");

describe("exportFileName", () => {
  it("names an export without parameters by its date alone", () => {
    expect(exportFileName({ range: null, format: "xlsx", now })).toBe("isletmeler_export_2026-03-07.xlsx");
  });

  it("puts the range first, then the category slug and the lower-case country code", () => {
    expect(exportFileName({ range: { start: 500, end: 10000 }, format: "xlsx", now })).toBe("isletmeler_export_500-10000_2026-03-07.xlsx");
    expect(
      exportFileName({ range: { start: 1, end: 20 }, categorySlug: "pizza-restaurant", countryCode: "TR", format: "xlsx", now }),
    ).toBe("isletmeler_export_1-20_kat-pizza-restaurant_ulke-tr_2026-03-07.xlsx");
  });

  it("keeps the filters when there is no range", () => {
    expect(exportFileName({ range: null, countryCode: "US", format: "xlsx", now })).toBe("isletmeler_export_ulke-us_2026-03-07.xlsx");
  });

  it("ends a CSV export in .csv", () => {
    expect(exportFileName({ range: { start: 2, end: 5 }, format: "csv", now })).toBe("isletmeler_export_2-5_2026-03-07.csv");
  });

  it("uses the UTC day", () => {
    expect(exportFileName({ range: null, format: "csv", now: new Date("2026-12-31T23:59:59.999Z") })).toBe("isletmeler_export_2026-12-31.csv");
  });

  it("never lets a quote or a path reach the Content-Disposition header", () => {
    expect(exportFileName({ range: null, categorySlug: 'a"b/../c', format: "xlsx", now })).toBe("isletmeler_export_kat-a-b-..-c_2026-03-07.xlsx");
  });
});
