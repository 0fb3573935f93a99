import { describe, expect, it } from "vitest";
import { mapApiUrl, mapFilters, nearFilters } from "./map-query";

const params = (query: string) => new URLSearchParams(query);

describe("mapFilters", () => {
  it("keeps the list filters of the address and drops sort, page, view and the map's own area", () => {
    const filters = mapFilters(
      params("search=pizza&city=Istanbul&sortBy=rating&sortOrder=desc&page=3&view=map&bbox=1,2,3,4&zoom=5&minRating=4"),
    );
    expect(filters.toString()).toBe("search=pizza&city=Istanbul&minRating=4");
  });

  it("keeps repeated filters and leaves out empty ones and the search page's 'all' categories", () => {
    const filters = mapFilters(params("feature=Wi-Fi&feature=Parking&priceRange=%24&category=all&near=&search=%20"));
    expect(filters.getAll("feature")).toEqual(["Wi-Fi", "Parking"]);
    expect(filters.get("priceRange")).toBe("$");
    expect(filters.has("category")).toBe(false);
    expect(filters.has("near")).toBe(false);
    expect(filters.has("search")).toBe(false);
  });

  it("puts the page's own filters in place of the address's", () => {
    const fixed = { city: "paris", countryCode: "FR" };
    const filters = mapFilters(params("city=Elsewhere&countryCode=US&search=tea"), fixed);
    expect(filters.toString()).toBe("search=tea&city=paris&countryCode=FR");
    expect(mapFilters(params("category=hotel"), { category: "" }).toString()).toBe("");
  });
});

describe("nearFilters", () => {
  it("gives the map the page's distance search, a city's included, as near and radius", () => {
    const istanbul = { lat: 41.00823, lng: 28.978359, radiusKm: 5 };
    expect(nearFilters(istanbul)).toEqual({ near: "41.00823,28.978359", radius: "5" });
    expect(mapFilters(params("nearCity=istanbul&view=map"), nearFilters({ lat: 41, lng: 29, radiusKm: 10 })).toString())
      .toBe("near=41%2C29&radius=10");
    expect(nearFilters(null)).toEqual({});
  });
});

describe("mapApiUrl", () => {
  it("asks for the filters in the area at a whole zoom level", () => {
    const url = mapApiUrl(params("search=tea"), { west: 170, south: -50, east: -170, north: -30 }, 4);
    expect(url).toBe("/api/map?search=tea&bbox=170%2C-50%2C-170%2C-30&zoom=4");
  });
});
