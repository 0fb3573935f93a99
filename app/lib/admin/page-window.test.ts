import { describe, expect, it } from "vitest";
import { adminPageWindow } from "./page-window";

describe("adminPageWindow", () => {
  it("shows two pages either side of the current one, with the first and last page and gaps", () => {
    expect(adminPageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("does not widen the window near the edges", () => {
    expect(adminPageWindow(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(adminPageWindow(2, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(adminPageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(adminPageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
    expect(adminPageWindow(17, 20)).toEqual([1, "gap", 15, 16, 17, 18, 19, 20]);
  });

  it("lists every page of a short list and clamps a page past the end", () => {
    expect(adminPageWindow(1, 1)).toEqual([1]);
    expect(adminPageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow(1, 0)).toEqual([1]);
  });
});
