import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { cellText, isBlank } from "./cell-value";
import { toBoolean, toCount, toRating } from "./field-values";
import { toCid, toTextId } from "./google-ids";
import { normalizeRow } from "./normalize-row";
import { toPhone } from "./phone";
import { toPostalCode } from "./postal-code";

// Values as spreadsheets leave them: pandas floats, Excel's scientific notation, number
// cells of an .xlsx, and the words data tools write for "nothing".

describe("the words for 'empty' mean empty", () => {
  it.each(["None", "none", "null", "NULL", "nan", "NaN", "[]", "{}", " None ", "#N/A", "#VALUE!", "#REF!", "#DIV/0!"])(
    "%j is blank and has no text",
    (word) => {
      expect(isBlank(word)).toBe(true);
      expect(cellText(word)).toBeNull();
    },
  );

  it.each(["Nonesuch Bakery", "Nan's Diner", "N/A Studio", "0", "[1]", "{\"a\":1}"])("%j is a value", (text) => {
    expect(isBlank(text)).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ["a text field", { city: "None" }],
    ["a list field", { subtypes: "[]" }],
    ["an object field", { about: "{}" }],
    ["an hours field", { working_hours: "null" }],
    ["a link field", { reservation_links: "NaN" }],
    ["a number field", { rating: "nan" }],
  ])("in %s, with no error and nothing kept raw", (_kind, cells) => {
    const row = { name: "Mario's Pizza", ...cells };
    const { record, errors } = normalizeRow(row, detectFormat(Object.keys(row)).columns, 2);
    expect(errors).toEqual([]);
    expect(record).toMatchObject({ city: null, about: null, workingHours: null, reservationLink: null, rating: null });
    expect(record?.raw).toEqual({});
  });
});

describe("ids stay text and are never rounded", () => {
  it.each<[unknown, string]>([
    ["17322658833831739742", "17322658833831739742"],
    ["2893127450862518682", "2893127450862518682"],
    [" 18446744073709551615 ", "18446744073709551615"],
    [4_503_599_627_370_495, "4503599627370495"],
  ])("cid %j is kept as %j", (cell, digits) => {
    expect(toCid(cell)).toEqual({ value: digits });
  });

  it.each<[string, unknown]>([
    ["scientific text from pandas", "2.8931274508625183e+18"],
    ["scientific text from Excel", "1.23457E+19"],
    ["scientific text with a decimal comma", "5,89E+18"],
    ["a short scientific text", "5.89e+18"],
    ["an xlsx number cell beyond 2^53", Number("17322658833831739742")],
    ["a float's text beyond 2^53", "17322658833831739742.0"],
    ["a number with a fraction", 12.5],
  ])("%s is refused", (_case, cell) => {
    expect(toCid(cell)).toEqual({ error: expect.stringContaining("lost digits") });
  });

  it.each(["abc", "0x3397b7207d4a0087:0x282674168e97819a", "-2488900000", "18446744073709551616"])(
    "cid %j is no cid",
    (cell) => {
      expect(toCid(cell)).toEqual({ error: expect.stringContaining("CID must be") });
    },
  );

  it("repairs a small cid written as a float", () => {
    expect(toCid("987654321.0")).toEqual({ value: "987654321", repaired: expect.stringContaining('read as "987654321"') });
  });

  it.each<[unknown, Record<string, unknown>]>([
    ["ChIJhwBKfSC3lzMRmoGXjhZ0Jig", { value: "ChIJhwBKfSC3lzMRmoGXjhZ0Jig" }],
    ["0x3397b7207d4a0087:0x282674168e97819a", { value: "0x3397b7207d4a0087:0x282674168e97819a" }],
    [3.5e18, { error: expect.stringContaining("lost digits") }],
    ["3.5E+18", { error: expect.stringContaining("lost digits") }],
  ])("place, feature and data id %j", (cell, expected) => {
    expect(toTextId(cell, "Google ID")).toEqual(expected);
  });
});

describe("pandas floats are read back as the digits they were", () => {
  it.each<[unknown, string, boolean]>([
    ["90744.0", "90744", true],
    ["1114.0", "1114", true],
    ["90744", "90744", false],
    [90744, "90744", false],
    ["01225", "01225", false],
    ["SW1A 1AA", "SW1A 1AA", false],
    ["8001", "8001", false],
  ])("postal code %j -> %j", (cell, code, repaired) => {
    const parsed = toPostalCode(cell);
    expect(parsed).toEqual(repaired ? { value: code, repaired: expect.stringContaining("decimal number") } : { value: code });
  });

  it.each<[unknown]>([["0"], ["00000"], ["0.0"], ["9.0744E+4"], [90744.5]])("postal code %j is left out", (cell) => {
    expect(toPostalCode(cell)).toEqual({ error: expect.stringContaining("left out") });
  });

  it.each<[unknown, number]>([
    ["56.0", 56], ["37.0", 37], ["0.0", 0], ["1272.0", 1272], ["56.000000", 56], [56, 56], ["1,234", 1234],
  ])("count %j -> %d", (cell, count) => {
    expect(toCount(cell, "Review count")).toEqual({ value: count });
  });

  it.each<[unknown, number]>([
    ["4.5999999999999996", 4.6], [4.5999999999999996, 4.6], ["4.400000", 4.4], ["3.000000", 3], ["5.0", 5],
    ["4,6", 4.6], ["4.65", 4.7], ["0", 0],
  ])("rating %j -> %d", (cell, rating) => {
    expect(toRating(cell)).toEqual({ value: rating });
  });

  it.each<[unknown]>([["5.1"], ["-1"], ["4.6e+1"]])("rating %j is out of range and left out", (cell) => {
    expect(toRating(cell)).toEqual({ error: expect.stringContaining("from 0 to 5") });
  });
});

describe("pandas booleans", () => {
  it.each<[unknown, boolean]>([["True", true], ["False", false], ["1.0", true], ["0.0", false], [1, true], [0, false]])(
    "%j -> %j",
    (cell, flag) => {
      expect(toBoolean(cell, "Verified")).toEqual({ value: flag });
    },
  );
});

describe("phones in scientific notation are dropped, not invented", () => {
  it.each<[unknown]>([["5,51194E+12"], ["5.51194E+12"], ["5.51194e12"], ["+5.5E+12"], [5.5e30], [12.5]])(
    "%j is left out",
    (cell) => {
      expect(toPhone(cell)).toEqual({ error: expect.stringContaining("left out") });
    },
  );

  it.each<[unknown, Record<string, unknown>]>([
    ["+55 11 94245-4686", { value: "+55 11 94245-4686" }],
    ["099376 21642", { value: "099376 21642" }],
    ["5511968944668", { value: "5511968944668" }],
    [5_511_968_944_668, { value: "5511968944668" }],
    ["6328422338.0", { value: "6328422338", repaired: expect.stringContaining('read as "6328422338"') }],
  ])("%j is kept", (cell, expected) => {
    expect(toPhone(cell)).toEqual(expected);
  });
});

describe("normalizeRow reports what it repaired and what it dropped", () => {
  const normalize = (row: Record<string, unknown>) => normalizeRow(row, detectFormat(Object.keys(row)).columns, 4);

  it("repairs pandas floats with a 'repaired' warning and reads counts and ratings quietly", () => {
    const { record, errors } = normalize({
      name: "Esmeralda Kitchen", postal_code: "1114.0", reviews: "395.0", rating: "4.5999999999999996",
      phone: "6328422338.0", cid: "2893127450862518682", google_id: "0x3397b7207d4a0087:0x282674168e97819a",
    });
    expect(record).toMatchObject({
      postalCode: "1114", reviewCount: 395, rating: 4.6, phone: "6328422338",
      cid: "2893127450862518682", googleId: "0x3397b7207d4a0087:0x282674168e97819a",
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: "phone", message: expect.stringContaining("decimal number"), outcome: "repaired" },
        { row: 4, column: "postal_code", message: expect.stringContaining("decimal number"), outcome: "repaired" },
      ]),
    );
    expect(errors).toHaveLength(2);
  });

  it("drops a scientific phone and an xlsx number cid with a 'dropped' warning, keeping the row", () => {
    const { record, errors } = normalize({
      name: "Gih modas", phone: "5,51194E+12", cid: Number("17322658833831739742"), city: "São Paulo",
    });
    expect(record).toMatchObject({ name: "Gih modas", phone: null, cid: null, city: "São Paulo" });
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: "phone", message: expect.stringContaining("scientific notation"), outcome: "dropped" },
        { row: 4, column: "cid", message: expect.stringContaining("lost digits"), outcome: "dropped" },
      ]),
    );
    expect(errors).toHaveLength(2);
  });

  it("takes the phone from the next phone column when the preferred one is damaged", () => {
    const { record, errors } = normalize({ title: "Gih modas", phone: "5,51194E+12", phoneUnformatted: "5511942454686" });
    expect(record?.phone).toBe("5511942454686");
    expect(errors).toEqual([
      { row: 4, column: "phone", message: expect.stringContaining("scientific notation"), outcome: "dropped" },
    ]);
  });

  it("does not look at a damaged second phone column when the first is good", () => {
    const { record, errors } = normalize({ title: "Gih modas", phone: "+55 11 94245-4686", phoneUnformatted: "5,51194E+12" });
    expect(record?.phone).toBe("+55 11 94245-4686");
    expect(errors).toEqual([]);
  });

  it("keeps a damaged column Locus has no field for as written (nothing is invented in raw)", () => {
    const { record } = normalize({ name: "Esmeralda Kitchen", reviews_id: "2.8931274508625183e+18", owner_id: "None" });
    expect(record?.raw).toEqual({ reviews_id: "2.8931274508625183e+18" });
  });
});

describe("a header line repeated inside the file", () => {
  const header = ["title", "totalScore", "reviewsCount", "city", "phone"];
  const columns = detectFormat(header).columns;

  it("is skipped with one 'skipped' warning instead of becoming a business", () => {
    const row = Object.fromEntries(header.map((name) => [name, name]));
    expect(normalizeRow(row, columns, 191)).toEqual({
      record: null,
      errors: [{ row: 191, column: "title", outcome: "skipped", message: expect.stringContaining("repeats the header") }],
    });
  });

  it("is told apart from a business that happens to be called like the column", () => {
    const row = { title: "title", totalScore: "4.5", reviewsCount: "12", city: "Sydney", phone: "+61 2 9601 4000" };
    expect(normalizeRow(row, columns, 7).record).toMatchObject({ name: "title", rating: 4.5, city: "Sydney" });
  });
});
