import { describe, expect, it } from "vitest";
import { listIndexing } from "./list-indexing";

const indexing = (query: string, indexable: Record<string, string> = {}) =>
  listIndexing("/businesses", new URLSearchParams(query), indexable);

describe("the canonical rule of list pages", () => {
  it("indexes the plain list, with its city, category and page", () => {
    expect(indexing("")).toEqual({ path: "/businesses", noindex: false });
    expect(indexing("city=Paris&category=cafe&page=2", { city: "Paris", category: "cafe" })).toEqual({
      path: "/businesses?city=Paris&category=cafe&page=2",
      noindex: false,
    });
  });

  it.each([
    ["openNow=true"],
    ["minRating=4"],
    ["priceRange=%24&priceRange=%24%24"],
    ["feature=Delivery"],
    ["openNow=false"],
    ["minRating=not-a-number"],
  ])("keeps a filtered page (%s) out of the index, canonical to the unfiltered one", (filter) => {
    expect(indexing(`city=Paris&${filter}&page=3`, { city: "Paris" })).toEqual({
      path: "/businesses?city=Paris&page=3",
      noindex: true,
    });
  });

  it("keeps distance searches out of the index, canonical to the list without the point", () => {
    expect(indexing("near=41.0082,28.9784&sortBy=distance&radius=5")).toEqual({ path: "/businesses", noindex: true });
    expect(indexing("nearCity=istanbul&category=hotel", { category: "hotel" })).toEqual({
      path: "/businesses?category=hotel",
      noindex: true,
    });
  });

  it("leaves search, sort, view and map state out of the canonical without changing the robots rule", () => {
    expect(indexing("search=pizza&sortBy=name&sortOrder=desc&view=map&zoom=12&bbox=1,2,3,4&page=2")).toEqual({
      path: "/businesses?page=2",
      noindex: false,
    });
  });

  it("treats empty filter values, as a form sends them for 'any', as no filter", () => {
    const empty = indexing("minRating=&priceRange=&feature=&openNow=&near=&nearCity=");
    expect(empty).toEqual({ path: "/businesses", noindex: false });
  });
});
