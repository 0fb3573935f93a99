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
  ])("%j -> %j", (header, expected) => {
    expect(headerKey(header)).toBe(expected);
  });
});
