import { describe, expect, it } from "vitest";
import {
  FEATURE_CHOICES, clearFiltersQuery, featureChoices, filtersQuery, hasListFilters, minRatingChoices, toggled,
} from "./list-filters";

const params = (query: string) => new URLSearchParams(query);

describe("list filters in the URL", () => {
  it("sees any filter with a value", () => {
    expect(hasListFilters(params("openNow=true"))).toBe(true);
    expect(hasListFilters(params("priceRange=&priceRange=%24"))).toBe(true);
    expect(hasListFilters(params("feature=Delivery"))).toBe(true);
    expect(hasListFilters(params("minRating=&openNow=&search=pizza&near=1,2"))).toBe(false);
  });

  it("clears every filter and the page, keeping the rest", () => {
    const query =
      "search=pizza&openNow=true&minRating=4&priceRange=%24&priceRange=%24%24&feature=Delivery&near=1,2&page=3";
    expect(clearFiltersQuery(params(query))).toBe("?search=pizza&near=1%2C2");
    expect(clearFiltersQuery(params("minRating=4"))).toBe("");
  });
});

describe("choices", () => {
  it("offers the fixed features, then the URL's own", () => {
    expect(featureChoices([])).toEqual([...FEATURE_CHOICES]);
    expect(featureChoices(["Delivery", "Pool"])).toEqual([...FEATURE_CHOICES, "Pool"]);
  });

  it("offers the fixed ratings, plus the URL's own in order", () => {
    expect(minRatingChoices(null)).toEqual([3, 4, 4.5]);
    expect(minRatingChoices(4)).toEqual([3, 4, 4.5]);
    expect(minRatingChoices(3.7)).toEqual([3, 3.7, 4, 4.5]);
  });
});

describe("filter links", () => {
  it("writes the filters after the page's other parameters, as the form sends them", () => {
    const state = { openNow: true, minRating: 4.5, priceRange: ["$", "$$"], feature: ["Delivery"] };
    expect(filtersQuery([["search", "pizza"]], state)).toBe(
      "?search=pizza&openNow=true&minRating=4.5&priceRange=%24&priceRange=%24%24&feature=Delivery",
    );
    expect(filtersQuery([], { openNow: false, minRating: null, priceRange: [], feature: [] })).toBe("");
  });

  it("toggles a value, keeping the choices' order", () => {
    expect(toggled(["$$$"], "$", true, ["$", "$$", "$$$"])).toEqual(["$", "$$$"]);
    expect(toggled(["$", "$$$"], "$", false, ["$", "$$", "$$$"])).toEqual(["$$$"]);
  });
});
