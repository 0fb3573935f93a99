import { describe, expect, it } from "vitest";
import { flattenJson, isJsonObject, JsonFlattener } from "./flatten-json";

describe("flattenJson", () => {
  it("names nested values by their path, as Apify's CSV export does", () => {
    expect(
      flattenJson({
        title: "Köşe",
        location: { lat: "41.0", lng: "29.0" },
        categories: ["Cafe", "Bakery"],
        additionalInfo: { "Service options": [{ "Dine-in": true }] },
        phone: { phones_enricher: { carrier_name: "Türk Telekom" } },
      }),
    ).toEqual({
      title: "Köşe",
      "location/lat": "41.0",
      "location/lng": "29.0",
      "categories/0": "Cafe",
      "categories/1": "Bakery",
      "additionalInfo/Service options/0/Dine-in": true,
      "phone/phones_enricher/carrier_name": "Türk Telekom",
    });
  });

  it("leaves nothing for null, empty objects and empty lists", () => {
    expect(flattenJson({ a: null, b: {}, c: [], d: [null, {}], e: "", f: false })).toEqual({ e: "", f: false });
  });

  it("keeps keys such as __proto__ as plain data", () => {
    const flat = flattenJson(JSON.parse('{"__proto__": {"polluted": "yes"}, "name": "X"}') as Record<string, unknown>);
    expect(flat).toEqual({ "__proto__/polluted": "yes", name: "X" });
    const top = flattenJson(JSON.parse('{"__proto__": "value"}') as Record<string, unknown>);
    expect(Object.hasOwn(top, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(top)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("JsonFlattener", () => {
  it("says whether an object brought a path not yet settled, and whether it holds a value", () => {
    const flattener = new JsonFlattener();
    const first = flattener.flatten({ title: "A", location: { lat: "1" } });
    expect([flattener.newPaths, flattener.hasValue]).toEqual([true, true]);
    flattener.settle();
    // A blank object is no row: its new path stays unsettled for the next object to bring.
    expect(flattener.flatten({ title: " ", phone: "null" })).toEqual({ title: " ", phone: "null" });
    expect([flattener.newPaths, flattener.hasValue]).toEqual([true, false]);
    const third = flattener.flatten({ location: { lat: "2" }, title: "B" });
    expect(third).toEqual({ "location/lat": "2", title: "B" });
    expect(flattener.newPaths).toBe(false);
    expect(flattener.flatten({ title: "C", phone: "1" })).toEqual({ title: "C", phone: "1" });
    expect(flattener.newPaths).toBe(true);
    expect(Object.keys(first)).toEqual(["title", "location/lat"]);
  });

  it("names values under an empty key as the single-object flattening always has", () => {
    expect(flattenJson({ "": { a: "1", list: ["x"] }, b: [["y"]] })).toEqual({ a: "1", "list/0": "x", "b/0/0": "y" });
    expect(flattenJson({ "": ["z"] })).toEqual({ "/0": "z" });
  });
});

describe("isJsonObject", () => {
  it("is true only for plain objects", () => {
    expect([{}, [], null, "x", 1].map(isJsonObject)).toEqual([true, false, false, false, false]);
  });
});
