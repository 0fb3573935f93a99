import { describe, expect, it } from "vitest";
import { headerKey } from "./header-key";

describe("headerKey", () => {
  it.each([
    ["Full Address", "fulladdress"],
    ["full_address", "fulladdress"],
    ["FULL-ADDRESS", "fulladdress"],
    ["fullAddress", "fulladdress"],
    ["  Postal Code  ", "postalcode"],
    ["location/lat", "location/lat"],
    ["openingHours/0/day", "openinghours/0/day"],
    ["additionalInfo/Service options/0/Delivery", "additionalinfo/serviceoptions/0/delivery"],
    ["categories/12", "categories/12"],
    ["\ufeffname", "name"], // byte-order mark left by Excel's CSV export
    ["Kategori Adı", "kategoriadi"],
    ["İşletme Adı", "isletmeadi"],
    ["Café (€)", "cafe"],
    ["email_1", "email1"],
    ["", ""],
    // Dotted paths are the same fields as slash paths (and as a JSON file's nested objects).
    ["phone.phones_enricher.carrier_name", "phone/phonesenricher/carriername"],
    ["phone/phones_enricher/carrier_name", "phone/phonesenricher/carriername"],
    ["location.lat", "location/lat"],
    ["openingHours.0.day", "openinghours/0/day"],
    // A dot that ends a word or sits beside a space is punctuation.
    ["Tel. No.", "telno"],
    ["St. Name", "stname"],
  ])("%j -> %j", (header, expected) => {
    expect(headerKey(header)).toBe(expected);
  });
});
