import { describe, expect, it } from "vitest";
import { priorityPageWindow } from "./priority-page-window";

describe("priorityPageWindow", () => {
  it("puts the priority businesses on page 1 and fills it from the normal order", () => {
    expect(priorityPageWindow(2, 0, 12)).toEqual({ headStart: 0, headEnd: 2, restOffset: 0, restLimit: 10 });
  });

  it("continues the normal order on later pages where page 1 stopped", () => {
    expect(priorityPageWindow(2, 12, 12)).toEqual({ headStart: 2, headEnd: 2, restOffset: 10, restLimit: 12 });
    expect(priorityPageWindow(2, 24, 12)).toEqual({ headStart: 2, headEnd: 2, restOffset: 22, restLimit: 12 });
  });

  it("lets more priority businesses than a page spill onto the next", () => {
    expect(priorityPageWindow(5, 0, 2)).toEqual({ headStart: 0, headEnd: 2, restOffset: 0, restLimit: 0 });
    expect(priorityPageWindow(5, 4, 2)).toEqual({ headStart: 4, headEnd: 5, restOffset: 0, restLimit: 1 });
    expect(priorityPageWindow(5, 6, 2)).toEqual({ headStart: 5, headEnd: 5, restOffset: 1, restLimit: 2 });
  });

  it("covers every position exactly once, page after page", () => {
    const priority = 3;
    const limit = 4;
    const seen: string[] = [];
    for (let offset = 0; offset < 20; offset += limit) {
      const window = priorityPageWindow(priority, offset, limit);
      for (let i = window.headStart; i < window.headEnd; i++) seen.push(`p${i}`);
      for (let i = 0; i < window.restLimit; i++) seen.push(`r${window.restOffset + i}`);
    }
    expect(seen).toEqual([...["p0", "p1", "p2"], ...Array.from({ length: 17 }, (_, i) => `r${i}`)]);
  });
});
