import { describe, expect, it } from "vitest";
import { businessCrumbs, businessDescription, businessTitle, cityPath } from "./business-meta";

const category = { id: 2, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" };
const marios = {
  name: "Mario's Pizzeria", slug: "marios-pizzeria-istanbul", city: "Istanbul", citySlug: "istanbul", country: "Türkiye",
  category, rating: "4.7", reviewCount: 120, description: null,
};

describe("businessTitle", () => {
  it("names the business, category and city and ends with the month", () => {
    expect(businessTitle(marios, "November 2026")).toBe("Mario's Pizzeria - Pizza restaurant in Istanbul | Updated November 2026");
    expect(businessTitle({ ...marios, category: null, city: null }, "May 2027")).toBe("Mario's Pizzeria | Updated May 2027");
  });
});

describe("businessDescription", () => {
  it("uses the listing's text without its markup", () => {
    expect(businessDescription({ ...marios, description: "<p>Wood-fired <strong>pizza</strong> &amp; more</p>" })).toBe(
      "Wood-fired pizza & more",
    );
  });

  it("builds a sentence from the facts otherwise", () => {
    expect(businessDescription(marios)).toBe(
      "Mario's Pizzeria is a pizza restaurant in Istanbul, Türkiye. Rated 4.7/5 from 120 reviews. Opening hours, contact details, map and reviews.",
    );
    expect(businessDescription({ ...marios, category: { ...category, name: "Hotel" }, rating: null, city: null, country: null })).toBe(
      "Mario's Pizzeria is a hotel. Opening hours, contact details, map and reviews.",
    );
    expect(businessDescription({ ...marios, category: { ...category, name: "Italian restaurant" } })).toMatch(/is an italian restaurant/);
  });
});

describe("businessCrumbs and cityPath", () => {
  it("links the city by its slug, else by the spec's lower-case dashed name", () => {
    expect(cityPath(marios)).toBe("/city/istanbul");
    expect(cityPath({ city: "New York", citySlug: null })).toBe("/city/new-york");
    expect(cityPath({ city: null, citySlug: null })).toBeNull();
  });

  it("lists Home, city, category and the business", () => {
    expect(businessCrumbs(marios)).toEqual([
      ["Home", "/"],
      ["Istanbul", "/city/istanbul"],
      ["Pizza restaurant", "/category/pizza-restaurant"],
      ["Mario's Pizzeria", "/business/marios-pizzeria-istanbul"],
    ]);
    expect(businessCrumbs({ ...marios, city: null, citySlug: null, category: null })).toEqual([
      ["Home", "/"],
      ["Mario's Pizzeria", "/business/marios-pizzeria-istanbul"],
    ]);
  });
});
