import { describe, expect, it } from "vitest";
import { cellsInBox, chooseLevel, MAX_CELLS } from "./choose-level";
import { boxParts } from "./map-box";

const world = boxParts({ west: -180, south: -90, east: 180, north: 90 });

describe("chooseLevel", () => {
  it("clusters in cells two levels below the zoom: a quarter of a tile, 64 px", () => {
    expect(chooseLevel(2, world)).toBe(4);
    expect(chooseLevel(0, world)).toBe(2);
    const city = boxParts({ west: 28.87, south: 40.96, east: 29.09, north: 41.06 });
    expect(chooseLevel(13, city)).toBe(15);
    const street = boxParts({ west: 28.97, south: 41.006, east: 28.977, north: 41.01 });
    expect(chooseLevel(17, street)).toBe(19);
  });

  it("takes coarser cells for a box far larger than a screen at its zoom", () => {
    for (const zoom of [3, 6, 10, 22]) {
      const level = chooseLevel(zoom, world);
      expect(cellsInBox(world, level)).toBeLessThanOrEqual(MAX_CELLS);
      expect(level).toBe(5);
    }
  });

  it("counts the cells of both sides of the antimeridian", () => {
    const pacific = boxParts({ west: 170, south: -50, east: -170, north: -10 });
    expect(cellsInBox(pacific, 2)).toBe(2);
    expect(cellsInBox(pacific, 3)).toBe(4);
  });
});
