import { describe, expect, it } from "vitest";
import { pageFromParams, pageHref, pageWindow, totalPages } from "./pagination";

describe("pagination", () => {
  it("rounds the page count up", () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });

  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps a window of five with first, last and gaps", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 8)).toEqual([1, "gap", 3, 4, 5, 6, 7, 8]);
  });

  it("reads and writes the page parameter", () => {
    expect(pageFromParams(new URLSearchParams("page=3"))).toBe(3);
    expect(pageFromParams(new URLSearchParams("page=-1"))).toBe(1);
    expect(pageFromParams(new URLSearchParams("page=x"))).toBe(1);
    expect(pageHref(new URLSearchParams("search=a&page=3"), 1)).toBe("?search=a");
    expect(pageHref(new URLSearchParams("search=a"), 4)).toBe("?search=a&page=4");
  });
});
