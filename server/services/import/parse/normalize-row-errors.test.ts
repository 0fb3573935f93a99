import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { MISSING_NAME_MESSAGE, normalizeRow } from "./normalize-row";

const GOOD_ROW = {
  name: "Mario's Pizza",
  rating: "4.6",
  latitude: "40.7193",
  longitude: "-73.9973",
  email: "info@marios.example",
  site: "https://mariospizza.example.com",
  subtypes: "Pizza restaurant, Italian restaurant",
  city: "New York",
};

function normalize(row: Record<string, unknown>, rowNumber = 5) {
  return normalizeRow(row, detectFormat(Object.keys(row)).columns, rowNumber);
}

describe("normalizeRow: invalid values", () => {
  it.each<[string, unknown, string, string]>([
    ["rating", "abc", "rating", "Rating must be a number from 0 to 5"],
    ["latitude", 123, "latitude", "Latitude must be a number between -90 and 90"],
    ["email", "x@", "email", "Not a valid email address"],
    ["site", "javascript:alert(1)", "website", "Website must be a web address starting with http:// or https://"],
  ])("%s = %j is dropped with one error, the rest of the row kept", (column, value, field, message) => {
    const { record, errors } = normalize({ ...GOOD_ROW, [column]: value });
    expect(errors).toEqual([{ row: 5, column, message: expect.stringContaining(message), outcome: "dropped" }]);
    expect(record).not.toBeNull();
    expect(record?.[field as keyof typeof record]).toBeNull();
    expect(record).toMatchObject({ name: "Mario's Pizza", city: "New York", categoryName: "Pizza restaurant" });
  });

  it("reports each bad value of one row, naming the column as the file spells it", () => {
    const { errors } = normalize({
      ...GOOD_ROW,
      "Country Code": "USA",
      Reviews: "lots",
      verified: "perhaps",
      working_hours: "{'Monday': '9AM",
      about: "great place",
      cid: "1.23457E+19",
    });
    expect(errors.map((error) => error.column).sort()).toEqual(
      ["Country Code", "Reviews", "about", "cid", "verified", "working_hours"].sort(),
    );
    expect(errors.every((error) => error.row === 5 && error.message.length > 0)).toBe(true);
  });

  it("reports unknown day names, keeps the known days and the whole text raw", () => {
    const text = "{'Feiertag': '9–17', 'Monday': '9AM–5PM'}";
    const { record, errors } = normalize({ ...GOOD_ROW, working_hours: text });
    expect(record?.workingHours).toEqual({ Monday: "9AM–5PM" });
    expect(record?.raw).toMatchObject({ working_hours: text });
    expect(errors).toEqual([
      { row: 5, column: "working_hours", message: expect.stringContaining('"Feiertag"'), outcome: "dropped" },
    ]);
  });

  it("keeps hours in no known format raw", () => {
    const { record, errors } = normalize({ ...GOOD_ROW, working_hours: "nach Vereinbarung" });
    expect(record?.workingHours).toBeNull();
    expect(record?.raw).toMatchObject({ working_hours: "nach Vereinbarung" });
    expect(errors).toEqual([
      { row: 5, column: "working_hours", message: expect.stringContaining("kept raw"), outcome: "dropped" },
    ]);
  });

  it("keeps an about cell in no known format raw", () => {
    const { record, errors } = normalize({ ...GOOD_ROW, about: "Family-owned since 1962" });
    expect(record?.about).toBeNull();
    expect(record?.raw).toMatchObject({ about: "Family-owned since 1962" });
    expect(errors).toEqual([{ row: 5, column: "about", message: expect.stringContaining("kept raw"), outcome: "dropped" }]);
  });

  it("reports a cid that lost digits as a number and leaves it out", () => {
    const { record, errors } = normalize({ ...GOOD_ROW, cid: 12_345_678_901_234_567_000 });
    expect(record?.cid).toBeNull();
    expect(errors).toEqual([{ row: 5, column: "cid", message: expect.stringContaining("lost digits"), outcome: "dropped" }]);
  });
});

describe("normalizeRow: blank and missing values", () => {
  it("skips a row without a name with one error", () => {
    expect(normalize({ ...GOOD_ROW, name: "   " }, 9)).toEqual({
      record: null,
      errors: [{ row: 9, column: "name", message: MISSING_NAME_MESSAGE, outcome: "skipped" }],
    });
  });

  it("names Apify's title column when the title is missing", () => {
    const { columns } = detectFormat(["title", "totalScore", "location/lat"]);
    expect(normalizeRow({ title: null, totalScore: 4 }, columns, 3).errors[0]?.column).toBe("title");
  });

  it("trims text and turns blank cells into null", () => {
    const { record } = normalize({ ...GOOD_ROW, name: "  Mario's Pizza ", city: "  ", phone: "", street: null });
    expect(record).toMatchObject({ name: "Mario's Pizza", city: null, phone: null, street: null });
  });

  it("prefers the full state name over the code when a file has both", () => {
    const { record } = normalize({ ...GOOD_ROW, state_code: "NY", us_state: "New York" });
    expect(record?.state).toBe("New York");
  });

  it("keeps a __proto__ column as data in raw", () => {
    const { record } = normalize({ ...GOOD_ROW, ["__proto__"]: "x" } as Record<string, unknown>);
    expect(Object.hasOwn(record!.raw, "__proto__")).toBe(true);
  });
});
