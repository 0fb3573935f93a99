import { describe, expect, it } from "vitest";
import { flattenJson, isJsonObject } from "./flatten-json";

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

describe("isJsonObject", () => {
  it("is true only for plain objects", () => {
    expect([{}, [], null, "x", 1].map(isJsonObject)).toEqual([true, false, false, false, false]);
  });
});
