import { describe, expect, it } from "vitest";
import {
  CATEGORY_SORT_FIELDS,
  CITY_SORT_FIELDS,
  MAX_PAGE,
  SEARCH_MAX_LENGTH,
  canonicalPath,
  carriedParams,
  formQuery,
  isPastLastPage,
  nextSort,
  pagedTitle,
  readPage,
  readSearch,
  readSort,
  readView,
  RESULTS_VIEWS,
  searchHeading,
  searchQuery,
  sortQuery,
  viewQuery,
} from "./directory";

const params = (query: string) => new URLSearchParams(query);

describe("nextSort", () => {
  it("starts a field ascending when nothing is sorted", () => {
    expect(nextSort(null, "rating")).toEqual({ sortBy: "rating", sortOrder: "asc" });
  });

  it("flips the order of the active field, both ways", () => {
    expect(nextSort({ sortBy: "rating", sortOrder: "asc" }, "rating")).toEqual({ sortBy: "rating", sortOrder: "desc" });
    expect(nextSort({ sortBy: "rating", sortOrder: "desc" }, "rating")).toEqual({ sortBy: "rating", sortOrder: "asc" });
  });

  it("starts another field ascending, whatever the current order", () => {
    expect(nextSort({ sortBy: "rating", sortOrder: "desc" }, "name")).toEqual({ sortBy: "name", sortOrder: "asc" });
  });
});

describe("reading the URL", () => {
  it("reads a known sort field and order", () => {
    expect(readSort(params("sortBy=city&sortOrder=desc"), CATEGORY_SORT_FIELDS)).toEqual({ sortBy: "city", sortOrder: "desc" });
    expect(readSort(params("sortBy=name"), CATEGORY_SORT_FIELDS)).toEqual({ sortBy: "name", sortOrder: "asc" });
    expect(readSort(params("sortBy=name&sortOrder=sideways"), CATEGORY_SORT_FIELDS)).toEqual({ sortBy: "name", sortOrder: "asc" });
  });

  it("falls back to the default order for unknown or foreign fields", () => {
    expect(readSort(params(""), CITY_SORT_FIELDS)).toBeNull();
    expect(readSort(params("sortBy=bogus&sortOrder=desc"), CITY_SORT_FIELDS)).toBeNull();
    // city is a sort field of category pages, not of city pages
    expect(readSort(params("sortBy=city"), CITY_SORT_FIELDS)).toBeNull();
    expect(readSort(params("sortOrder=desc"), CITY_SORT_FIELDS)).toBeNull();
  });

  it("reads the page forgivingly and caps it", () => {
    expect(readPage(params("page=3"))).toBe(3);
    expect(readPage(params("page=abc"))).toBe(1);
    expect(readPage(params("page=-2"))).toBe(1);
    expect(readPage(params("page=1.5"))).toBe(1);
    expect(readPage(params("page=99999999999"))).toBe(MAX_PAGE);
  });

  it("trims the search and cuts it to the services' limit", () => {
    expect(readSearch(params("search=%20pizza%20"))).toBe("pizza");
    expect(readSearch(params(""))).toBe("");
    expect(readSearch(params(`search=${"x".repeat(500)}`))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("reads the view, grid by default", () => {
    expect(readView(params("view=list"))).toBe("list");
    expect(readView(params("view=table"))).toBe("grid");
    expect(readView(params(""))).toBe("grid");
    expect(readView(params("view=map"))).toBe("grid");
  });

  it("reads the business lists' view, list by default", () => {
    expect(readView(params("view=map"), RESULTS_VIEWS)).toBe("map");
    expect(readView(params("view=grid"), RESULTS_VIEWS)).toBe("list");
    expect(readView(params(""), RESULTS_VIEWS)).toBe("list");
  });
});

describe("building links", () => {
  it("a sort change keeps the search, sets the next sort and drops the page", () => {
    const current = params("search=pizza&sortBy=rating&sortOrder=asc&page=3");
    const sort = readSort(current, CATEGORY_SORT_FIELDS);
    expect(sortQuery(current, sort, "rating")).toBe("?search=pizza&sortBy=rating&sortOrder=desc");
    expect(sortQuery(current, sort, "name")).toBe("?search=pizza&sortBy=name&sortOrder=asc");
    expect(sortQuery(params("page=2"), null, "city")).toBe("?sortBy=city&sortOrder=asc");
  });

  it("a search change keeps the sort, drops the page, and leaves an empty search out", () => {
    const current = params("sortBy=name&sortOrder=desc&page=4&search=old");
    expect(searchQuery(current, " new ")).toBe("?sortBy=name&sortOrder=desc&search=new");
    expect(searchQuery(current, "")).toBe("?sortBy=name&sortOrder=desc");
    expect(searchQuery(params("page=2"), "")).toBe("");
  });

  it("a view change keeps everything else, grid being the default", () => {
    expect(viewQuery(params("search=a&page=2"), "list")).toBe("?search=a&page=2&view=list");
    expect(viewQuery(params("view=list&page=2"), "grid")).toBe("?page=2");
    expect(viewQuery(params("search=a"), "map", RESULTS_VIEWS)).toBe("?search=a&view=map");
    expect(viewQuery(params("view=map&search=a"), "list", RESULTS_VIEWS)).toBe("?search=a");
  });

  it("a submitted form leaves out empty fields and any page", () => {
    expect(formQuery([["search", " kebab "], ["city", ""], ["sortBy", "name"], ["page", "3"]])).toBe("?search=kebab&sortBy=name");
    expect(formQuery([["search", "   "]])).toBe("");
  });

  it("a search form carries the other parameters but not its own fields or the page", () => {
    expect(carriedParams(params("search=a&sortBy=name&sortOrder=asc&page=2&view=list&city="), ["search"])).toEqual([
      ["sortBy", "name"],
      ["sortOrder", "asc"],
      ["view", "list"],
    ]);
  });
});

describe("paging and metadata", () => {
  it("knows when a page lies past the last one", () => {
    expect(isPastLastPage(3, 24, 12)).toBe(true);
    expect(isPastLastPage(2, 24, 12)).toBe(false);
    expect(isPastLastPage(5, 0, 12)).toBe(false);
  });

  it("numbers titles after the first page", () => {
    expect(pagedTitle("Hotels", 1)).toBe("Hotels");
    expect(pagedTitle("Hotels", 2)).toBe("Hotels - Page 2");
  });

  it("builds canonical paths with the defining filters and the page only", () => {
    expect(canonicalPath("/city/paris", 1)).toBe("/city/paris");
    expect(canonicalPath("/city/paris", 3)).toBe("/city/paris?page=3");
    expect(canonicalPath("/businesses", 2, { city: "Istanbul", category: "" })).toBe("/businesses?city=Istanbul&page=2");
  });
});

describe("searchHeading", () => {
  it("names the filters in use", () => {
    expect(searchHeading(null, "Istanbul")).toBe("Businesses in Istanbul");
    expect(searchHeading("Hotel", "Istanbul")).toBe("Hotel businesses in Istanbul");
    expect(searchHeading("Hotel", null)).toBe("Hotel businesses");
    expect(searchHeading(null, null)).toBe("All Businesses");
  });
});
