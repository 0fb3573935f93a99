import { describe, expect, it } from "vitest";
import { cellOf, latAt, lngAt, mapX, mapY, MAX_LATITUDE } from "./tile-math";

/** A deterministic sequence in [0, 1). */
function fractions(count: number, seed = 11): number[] {
  let state = seed;
  return Array.from({ length: count }, () => (state = (state * 48271) % 2147483647) / 2147483647);
}

describe("Web Mercator fractions", () => {
  it("runs east from -180° and south from the Mercator edge", () => {
    expect([mapX(-180), mapX(0), mapX(180)]).toEqual([0, 0.5, 1]);
    expect(mapY(0)).toBeCloseTo(0.5, 15);
    expect(mapY(MAX_LATITUDE)).toBeCloseTo(0, 12);
    expect(mapY(-MAX_LATITUDE)).toBeCloseTo(1, 12);
  });

  it("clamps latitudes beyond ±85.0511° to the edge", () => {
    expect(mapY(89.9)).toBe(mapY(MAX_LATITUDE));
    expect(mapY(-90)).toBe(mapY(-MAX_LATITUDE));
  });

  it("is inverted by lngAt and latAt", () => {
    for (const f of fractions(200)) {
      expect(mapX(lngAt(f))).toBeCloseTo(f, 12);
      expect(mapY(latAt(f))).toBeCloseTo(f, 12);
    }
  });
});

describe("cellOf", () => {
  it("numbers the slippy-map tiles (Istanbul at zoom 10 is tile 594/383)", () => {
    expect(cellOf(mapX(28.9784), 10)).toBe(594);
    expect(cellOf(mapY(41.0082), 10)).toBe(383);
  });

  it("keeps the world's east and south edges in the last cell", () => {
    expect(cellOf(1, 2)).toBe(3);
    expect(cellOf(mapX(180), 16)).toBe(65535);
    expect(cellOf(mapY(-90), 16)).toBe(65535);
    expect(cellOf(0, 16)).toBe(0);
  });

  it("puts every cell inside its parent: a level's cell is the finer cell shifted", () => {
    for (const f of [...fractions(500), 0, 1, 0.5, 0.25 - 1e-17]) {
      for (let level = 2; level <= 16; level++) {
        for (const finer of [level + 1, level + 5, 24]) {
          expect(cellOf(f, finer) >> (finer - level)).toBe(cellOf(f, level));
        }
      }
    }
  });
});
