import { describe, expect, it } from "vitest";
import { FORMAT_ALIASES, FORMAT_SIGNATURES } from "./alias-map";
import { detectFormat, FIELD_ALIASES, IMPORT_FIELDS, NoNameColumnError, type ColumnPlan } from "./aliases";
import { headerKey } from "./header-key";

const LOCUS_HEADERS = [
  "globalRowNumber", "name", "slug", "category", "categoryIcon", "type", "rating", "reviewCount", "address", "street",
  "city", "state", "postalCode", "country", "countryCode", "latitude", "longitude", "timeZone", "phone", "email",
  "website", "photoUrl", "imageUrl", "locationLink", "orderLink", "menuLink", "reservationLink", "reviewsLink",
  "description", "about", "workingHours", "isVerified", "isOpen", "businessStatus", "priceRange", "placeId", "googleId", "cid",
];
const OUTSCRAPER_OLD_HEADERS = [
  "query", "name", "site", "type", "subtypes", "phone", "full_address", "borough", "street", "city", "postal_code",
  "us_state", "country", "country_code", "latitude", "longitude", "time_zone", "rating", "reviews", "reviews_link",
  "photo", "working_hours", "working_hours_old_format", "business_status", "about", "range", "verified",
  "reservation_links", "order_links", "menu_link", "location_link", "place_id", "google_id", "cid", "owner_title",
];
const OUTSCRAPER_NEW_HEADERS = [
  "name", "website", "category", "subtypes", "phone", "address", "county", "state_code", "email", "reserving_table_link",
  "booking_appointment_link", "working_hours", "verified", "reviews", "place_id",
];
const APIFY_HEADERS = [
  "title", "categoryName", "categories/0", "categories/1", "address", "street", "city", "postalCode", "state",
  "countryCode", "website", "phone", "totalScore", "reviewsCount", "location/lat", "location/lng",
  "openingHours/0/day", "openingHours/0/hours", "openingHours/1/day", "openingHours/1/hours",
  "additionalInfo/Service options/0/Delivery", "additionalInfo/Service options/1/Dine-in", "placeId", "cid",
  "imageUrl", "url", "permanentlyClosed", "temporarilyClosed", "searchString", "reviewsDistribution/fiveStar",
];

const fieldOf = (columns: ColumnPlan[], header: string) => {
  const target = columns.find((column) => column.header === header)?.target;
  return target?.kind === "field" ? target.field : target?.kind;
};

describe("the alias map", () => {
  it("is written in header-key form, so every spelling of a header can find it", () => {
    for (const field of IMPORT_FIELDS) for (const key of FIELD_ALIASES[field]) expect(headerKey(key)).toBe(key);
    for (const keys of Object.values(FORMAT_SIGNATURES)) for (const key of keys) expect(headerKey(key)).toBe(key);
    for (const keys of Object.values(FORMAT_ALIASES)) for (const key of Object.keys(keys)) expect(headerKey(key)).toBe(key);
  });

  it("sends each header key to one field only", () => {
    const keys = IMPORT_FIELDS.flatMap((field) => FIELD_ALIASES[field]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("detectFormat", () => {
  it("recognises Locus's own export and maps every column of it", () => {
    const { format, columns, unknown } = detectFormat(LOCUS_HEADERS);
    expect(format).toBe("locus");
    expect(unknown).toEqual([]);
    expect(fieldOf(columns, "slug")).toBe("slug");
    expect(fieldOf(columns, "globalRowNumber")).toBe("globalRowNumber");
    expect(fieldOf(columns, "category")).toBe("categoryName");
    expect(fieldOf(columns, "reviewCount")).toBe("reviewCount");
  });

  it("recognises both generations of Outscraper's names", () => {
    const old = detectFormat(OUTSCRAPER_OLD_HEADERS);
    expect(old.format).toBe("outscraper");
    expect(old.unknown).toEqual(["query", "owner_title"]);
    expect(fieldOf(old.columns, "site")).toBe("website");
    expect(fieldOf(old.columns, "full_address")).toBe("address");
    expect(fieldOf(old.columns, "reviews")).toBe("reviewCount");
    expect(fieldOf(old.columns, "range")).toBe("priceRange");
    expect(fieldOf(old.columns, "us_state")).toBe("state");

    const fresh = detectFormat(OUTSCRAPER_NEW_HEADERS);
    expect(fresh.format).toBe("outscraper");
    expect(fresh.unknown).toEqual([]);
    expect(fieldOf(fresh.columns, "county")).toBe("borough");
    expect(fieldOf(fresh.columns, "state_code")).toBe("state");
    expect(fieldOf(fresh.columns, "reserving_table_link")).toBe("reservationLink");
    expect(fieldOf(fresh.columns, "booking_appointment_link")).toBe("reservationLink");
  });

  it("recognises Apify and plans its flattened columns", () => {
    const { format, columns, unknown } = detectFormat(APIFY_HEADERS);
    expect(format).toBe("apify");
    expect(unknown).toEqual(["searchString", "reviewsDistribution/fiveStar"]);
    expect(fieldOf(columns, "title")).toBe("name");
    expect(fieldOf(columns, "location/lat")).toBe("latitude");
    expect(fieldOf(columns, "url")).toBe("locationLink");
    const targets = columns.map((column) => column.target);
    expect(targets).toContainEqual({ kind: "category", index: 1 });
    expect(targets).toContainEqual({ kind: "openingHours", index: 1, part: "hours" });
    expect(targets).toContainEqual({ kind: "additionalInfo", section: "Service options", feature: "Dine-in" });
  });

  it("ignores case, spaces and punctuation in headers", () => {
    const { format, columns } = detectFormat(["NAME", "Full Address", "SUB-TYPES", "Working Hours Old Format"]);
    expect(format).toBe("outscraper");
    expect(columns.map((column) => fieldOf(columns, column.header))).toEqual([
      "name", "address", "subtypes", "workingHoursOldFormat",
    ]);
  });

  it("reads a file of plain names as generic, without Locus-only fields", () => {
    const { format, columns, unknown } = detectFormat(["Name", "City", "URL", "slug", "Notes"]);
    expect(format).toBe("generic");
    expect(fieldOf(columns, "URL")).toBe("website");
    // Another tool's slug or row number is no Locus address; it stays in raw.
    expect(unknown).toEqual(["slug", "Notes"]);
  });

  it("keeps a section or feature name with a slash whole", () => {
    const { columns } = detectFormat(["title", "additionalInfo/Amenities/3/Wi-Fi/Internet"]);
    expect(columns[1]?.target).toEqual({ kind: "additionalInfo", section: "Amenities", feature: "Wi-Fi/Internet" });
  });

  it("throws NoNameColumnError with the Turkish message when no column holds the name", () => {
    expect(() => detectFormat(["address", "city", "phone"])).toThrow(NoNameColumnError);
    expect(() => detectFormat([])).toThrow("Dosyada işletme adı sütunu bulunamadı (name / title).");
  });
});
