import { describe, expect, it } from "vitest";
import { businessSlugBase, citySlugBase, MAX_SLUG_LENGTH, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lower-cases, strips accents and joins words with single dashes", () => {
    expect(slugify("Café São Paulo")).toBe("cafe-sao-paulo");
    expect(slugify("  Mario's   Pizzeria!! ")).toBe("marios-pizzeria");
    expect(slugify("Kapalı Çarşı")).toBe("kapali-carsi");
    expect(slugify("Müller & Söhne")).toBe("muller-and-sohne");
    expect(slugify("Straße Øresund Łódź")).toBe("strasse-oresund-lodz");
    expect(slugify("Crêperie — Le Café")).toBe("creperie-le-cafe");
  });

  it("keeps digits and drops other symbols", () => {
    expect(slugify("7-Eleven #123")).toBe("7-eleven-123");
    expect(slugify("24/7 Pharmacy")).toBe("24-7-pharmacy");
  });

  it("returns an empty string for names with no Latin letters", () => {
    expect(slugify("東京ラーメン")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("cuts long names at a word boundary", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.endsWith("word")).toBe(true);
    expect(slugify("a".repeat(100)).length).toBe(MAX_SLUG_LENGTH);
  });
});

describe("uniqueSlug", () => {
  it("appends the first free number", () => {
    const taken = new Set(["cafe", "cafe-2"]);
    expect(uniqueSlug("cafe", (slug) => taken.has(slug))).toBe("cafe-3");
    expect(uniqueSlug("bar", (slug) => taken.has(slug))).toBe("bar");
  });
});

describe("page slugs", () => {
  it("names a business by name and city, with a fallback", () => {
    expect(businessSlugBase("Starbucks", "New York")).toBe("starbucks-new-york");
    expect(businessSlugBase("Starbucks", null)).toBe("starbucks");
    expect(businessSlugBase("東京", "")).toBe("business");
  });

  it("adds the country code to a city only when asked to tell two apart", () => {
    expect(citySlugBase("Paris", "FR")).toBe("paris");
    expect(citySlugBase("Paris", "US", true)).toBe("paris-us");
    expect(citySlugBase("北京", "CN")).toBe("city");
  });
});
