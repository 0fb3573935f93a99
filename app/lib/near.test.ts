import { describe, expect, it } from "vitest";
import { anywhereQuery, hasNear, nearCarriedParams, nearHeading, nearMeHref, nearValue } from "./near";

const params = (query: string) => new URLSearchParams(query);

describe("nearValue", () => {
  it("rounds to four decimals and drops trailing zeros", () => {
    expect(nearValue(41.008237, 28.978358)).toBe("41.0082,28.9784");
    expect(nearValue(48.85, 2.3)).toBe("48.85,2.3");
    expect(nearValue(-33.868820, 151.209296)).toBe("-33.8688,151.2093");
  });

  it("never writes -0", () => {
    expect(nearValue(-0.00001, 0.00004)).toBe("0,0");
  });
});

describe("nearMeHref", () => {
  it("opens the search page nearest first", () => {
    expect(nearMeHref(params(""), 41.008237, 28.978358)).toBe("/businesses?near=41.0082,28.9784&sortBy=distance");
  });

  it("keeps the search, category, filters and radius, and drops the city, other point, order and page", () => {
    const from = params(
      "search=pizza&city=Paris&category=cafe&minRating=4&feature=Delivery&nearCity=lyon&radius=5&sortBy=name&page=3",
    );
    expect(nearMeHref(from, 1, 2)).toBe(
      "/businesses?search=pizza&category=cafe&minRating=4&feature=Delivery&radius=5&near=1,2&sortBy=distance",
    );
  });
});

describe("nearCarriedParams", () => {
  it("carries what a near-a-city form keeps", () => {
    const from = params("near=1,2&nearCity=x&city=y&sortBy=distance&sortOrder=asc&page=2&priceRange=$&radius=3");
    expect(nearCarriedParams(from)).toEqual([
      ["priceRange", "$"],
      ["radius", "3"],
    ]);
  });
});

describe("anywhereQuery", () => {
  it("drops the point, the radius and the distance order", () => {
    const from = params("near=1,2&radius=5&sortBy=distance&sortOrder=desc&minRating=4&page=2");
    expect(anywhereQuery(from)).toBe("?minRating=4");
    expect(anywhereQuery(params("nearCity=istanbul"))).toBe("");
  });

  it("keeps another order", () => {
    expect(anywhereQuery(params("near=1,2&sortBy=rating&sortOrder=desc"))).toBe("?sortBy=rating&sortOrder=desc");
  });
});

describe("hasNear and nearHeading", () => {
  it("sees a point or a city, not empty values", () => {
    expect(hasNear(params("near=1,2"))).toBe(true);
    expect(hasNear(params("nearCity=Paris"))).toBe(true);
    expect(hasNear(params("near=&nearCity=%20&radius=5"))).toBe(false);
  });

  it("names the place", () => {
    expect(nearHeading(null, null)).toBe("Businesses near you");
    expect(nearHeading("Hotel", "Istanbul")).toBe("Hotel businesses near Istanbul");
  });
});
