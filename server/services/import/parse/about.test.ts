import { describe, expect, it } from "vitest";
import { aboutFromColumns, mergeAbout, readAboutCell } from "./about";

describe("readAboutCell", () => {
  it("reads Outscraper's Python repr with True and False", () => {
    const repr = "{'Service options': {'Dine-in': True, 'Takeout': True, 'Delivery': False}, 'Planning': {'Accepts reservations': True}, 'Payments': {}}";
    expect(readAboutCell(repr)).toEqual({
      about: {
        "Service options": { "Dine-in": true, Takeout: true, Delivery: false },
        Planning: { "Accepts reservations": true },
      },
      unreadable: false,
    });
  });

  it("reads Locus's JSON, keeping short text values", () => {
    const json = JSON.stringify({ Highlights: { "Live music": true }, Other: { "Wi-Fi": "Free" } });
    expect(readAboutCell(json).about).toEqual({ Highlights: { "Live music": true }, Other: { "Wi-Fi": "Free" } });
  });

  it("reads Apify's sections as lists of one-feature objects, and lists of names", () => {
    const json = '{"Service options":[{"Delivery":true},{"Takeout":false}],"Offerings":["Coffee","Beer"]}';
    expect(readAboutCell(json).about).toEqual({
      "Service options": { Delivery: true, Takeout: false },
      Offerings: { Coffee: true, Beer: true },
    });
  });

  it("reads 'true'/'false' text as booleans and drops empty values", () => {
    expect(readAboutCell({ Amenities: { "Wi-Fi": "TRUE", Pool: "false", Bar: null, Gym: "" } }).about).toEqual({
      Amenities: { "Wi-Fi": true, Pool: false },
    });
  });

  it("reads gosom's list of sections: enabled options true, the others false", () => {
    const cell =
      '[{"id":"service_options","name":"Service options","options":[{"name":"Outdoor seating","enabled":true},' +
      '{"name":"Delivery","enabled":false}]},{"id":"highlights","name":"Highlights","options":[{"name":"Great cocktails","enabled":true}]}]';
    expect(readAboutCell(cell)).toEqual({
      about: { "Service options": { "Outdoor seating": true, Delivery: false }, Highlights: { "Great cocktails": true } },
      unreadable: false,
    });
    expect(readAboutCell('[{"name":"Service options"}]').unreadable).toBe(true);
  });

  it("calls text that is no dict unreadable and a blank cell empty", () => {
    expect(readAboutCell("Family-owned bakery")).toEqual({ about: null, unreadable: true });
    expect(readAboutCell("['Dine-in']")).toEqual({ about: null, unreadable: true });
    expect(readAboutCell(" ")).toEqual({ about: null, unreadable: false });
    expect(readAboutCell("{}")).toEqual({ about: null, unreadable: false });
  });

  it("keeps __proto__ and constructor as plain names", () => {
    const about = readAboutCell('{"__proto__": {"constructor": true}}').about!;
    expect(Object.keys(about)).toEqual(["__proto__"]);
    expect(Object.hasOwn(about["__proto__"]!, "constructor")).toBe(true);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});

describe("aboutFromColumns", () => {
  it("builds sections from Apify's additionalInfo columns", () => {
    expect(
      aboutFromColumns([
        { section: "Service options", feature: "Delivery", value: true },
        { section: "Service options", feature: "Dine-in", value: "true" },
        { section: "Service options", feature: "Takeout", value: "FALSE" },
        { section: "Amenities", feature: "Restroom", value: "" },
      ]),
    ).toEqual({ "Service options": { Delivery: true, "Dine-in": true, Takeout: false } });
  });

  it("answers null when no column has a value", () => {
    expect(aboutFromColumns([])).toBeNull();
    expect(aboutFromColumns([{ section: "A", feature: "B", value: null }])).toBeNull();
  });
});

describe("mergeAbout", () => {
  it("merges sections, keeping the first value of a feature both have", () => {
    expect(
      mergeAbout(
        { "Service options": { Delivery: true }, Payments: { Cash: true } },
        { "Service options": { Delivery: false, Takeout: true }, Parking: { Valet: false } },
      ),
    ).toEqual({
      "Service options": { Delivery: true, Takeout: true },
      Payments: { Cash: true },
      Parking: { Valet: false },
    });
  });

  it("returns the other side when one is null", () => {
    expect(mergeAbout(null, { A: { b: true } })).toEqual({ A: { b: true } });
    expect(mergeAbout(null, null)).toBeNull();
  });
});
