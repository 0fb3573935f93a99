import { describe, expect, it } from "vitest";
import { readListFilters } from "./read-list-filters";

const read = (query: string) => readListFilters(new URLSearchParams(query));

describe("readListFilters", () => {
  it("reads every filter with the list API's schemas", () => {
    const query = "openNow=true&minRating=4.5&priceRange=%24&priceRange=%24%24%24&feature=Delivery&feature=Dine-in";
    expect(read(query).state).toEqual({
      openNow: true,
      minRating: 4.5,
      priceRange: ["$", "$$$"],
      feature: ["Delivery", "Dine-in"],
    });
  });

  it("shows nothing set for no, empty or repeated values", () => {
    const none = { openNow: false, minRating: null, priceRange: [], feature: [] };
    expect(read("").state).toEqual(none);
    expect(read("openNow=&minRating=&priceRange=&feature=").state).toEqual(none);
    expect(read("priceRange=%24&priceRange=%24").state.priceRange).toEqual(["$"]);
  });

  it("shows a refused value as unset, and still hands it to the list query to refuse", () => {
    const refused = read("openNow=yes&minRating=9&priceRange=cheap&priceRange=%24");
    expect(refused.state).toEqual({ openNow: false, minRating: null, priceRange: [], feature: [] });
    expect(refused.query).toEqual({ openNow: "yes", minRating: "9", priceRange: ["cheap", "$"], feature: [] });
  });
});
