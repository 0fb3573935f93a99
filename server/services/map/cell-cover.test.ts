import { describe, expect, it } from "vitest";
import { alignedCells, coverBox, interiorCells, type CellCover, type CellRange } from "./cell-cover";
import { boxParts, type BoxPart } from "./map-box";
import { cellOf, mapX, mapY } from "./tile-math";

/** A small top level keeps every top cell countable. */
const TOP = 7;

/** A deterministic sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/** Each top-level cell the cover's strips stand for, counted as often as it is covered. */
function coveredTopCells(cover: CellCover, top = TOP): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (level: number, x: number, y: number) => {
    const size = 2 ** (top - level);
    for (let tx = x * size; tx < (x + 1) * size; tx++) {
      for (let ty = y * size; ty < (y + 1) * size; ty++) {
        counts.set(`${tx},${ty}`, (counts.get(`${tx},${ty}`) ?? 0) + 1);
      }
    }
  };
  for (const s of cover.columns) for (let y = s.y0; y <= s.y1; y++) add(s.level, s.x, y);
  for (const s of cover.rows) for (let x = s.x0; x <= s.x1; x++) add(s.level, x, s.y);
  return counts;
}

function randomBox(next: () => number): BoxPart {
  const [a, b] = [next() * 360 - 180, next() * 360 - 180].sort((p, q) => p - q) as [number, number];
  const [c, d] = [next() * 170 - 85, next() * 170 - 85].sort((p, q) => p - q) as [number, number];
  // Mostly small boxes, as a map shows them, some large.
  const shrink = next() < 0.7 ? next() * 0.05 : 1;
  return { west: a, east: a + (b - a) * shrink, south: c, north: c + (d - c) * shrink };
}

const inRange = (range: CellRange, x: number, y: number) =>
  x >= range.x0 && x <= range.x1 && y >= range.y0 && y <= range.y1;

const inPart = (part: BoxPart, lat: number, lng: number) =>
  lng >= part.west && lng <= part.east && lat >= part.south && lat <= part.north;

describe("interiorCells", () => {
  it("is every cell for the whole Mercator square", () => {
    const [world] = boxParts({ west: -180, south: -90, east: 180, north: 90 });
    expect(interiorCells(world!, 16)).toEqual({ x0: 0, x1: 65535, y0: 0, y1: 65535 });
  });

  it("leaves out the cells the box's edges cut through", () => {
    // At level 4, 10°..46° east is cells 8.4 .. 10.04: only cell 9 lies wholly inside.
    const range = interiorCells({ west: 10, south: -40, east: 46, north: 40 }, 4)!;
    expect(range).toEqual({ x0: 9, x1: 9, y0: cellOf(mapY(40), 4) + 1, y1: cellOf(mapY(-40), 4) - 1 });
    expect(interiorCells({ west: 10, south: 0, east: 10.001, north: 0.001 }, 4)).toBeNull();
    // A cell whose edge is the box's edge is read as an edge: a margin keeps rounding out.
    expect(interiorCells({ west: 10, south: -40, east: 45, north: 40 }, 4)).toBeNull();
  });
});

describe("alignedCells", () => {
  it("keeps the coarser cells made only of the range's cells", () => {
    expect(alignedCells({ x0: 3, x1: 12, y0: 4, y1: 7 }, 1)).toEqual({ x0: 2, x1: 5, y0: 2, y1: 3 });
    expect(alignedCells({ x0: 3, x1: 12, y0: 4, y1: 7 }, 2)).toEqual({ x0: 1, x1: 2, y0: 1, y1: 1 });
    const none = alignedCells({ x0: 3, x1: 6, y0: 4, y1: 7 }, 3);
    expect(none.x0 > none.x1 && none.y0 > none.y1).toBe(true);
  });
});

describe("coverBox", () => {
  it("covers the interior exactly once, with coarse cells inside and a thin ring of finer ones", () => {
    const next = random(5);
    for (let i = 0; i < 200; i++) {
      const part = randomBox(next);
      const level = 2 + Math.floor(next() * (TOP - 2));
      const cover = coverBox(part, level, TOP);
      const counts = coveredTopCells(cover);
      const interior = cover.interior;
      if (!interior) {
        expect(counts.size).toBe(0);
        continue;
      }
      const area = (interior.x1 - interior.x0 + 1) * (interior.y1 - interior.y0 + 1);
      expect(counts.size).toBe(area);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const key of counts.keys()) {
        const [x, y] = key.split(",").map(Number) as [number, number];
        expect(inRange(interior, x, y)).toBe(true);
      }
      for (const strip of [...cover.columns, ...cover.rows]) expect(strip.level).toBeGreaterThanOrEqual(level);
    }
  });

  it("puts every place of the box either in an interior cell or in an edge strip", () => {
    const next = random(9);
    for (let i = 0; i < 200; i++) {
      const part = randomBox(next);
      const cover = coverBox(part, 4, TOP);
      for (let j = 0; j < 200; j++) {
        const lat = part.south + (part.north - part.south) * next();
        const lng = part.west + (part.east - part.west) * next();
        const [x, y] = [cellOf(mapX(lng), TOP), cellOf(mapY(lat), TOP)];
        const interior = cover.interior;
        const inside = interior !== null && inRange(interior, x, y);
        expect(inside || cover.edges.some((edge) => inPart(edge, lat, lng)), `${lat},${lng}`).toBe(true);
      }
      // An interior cell's corners lie in the box: none of its businesses can be outside.
      if (cover.interior) {
        const { x0, x1, y0, y1 } = cover.interior;
        const cells = 2 ** TOP;
        expect(x0 / cells).toBeGreaterThan(mapX(part.west));
        expect((x1 + 1) / cells).toBeLessThan(mapX(part.east));
        expect(y0 / cells).toBeGreaterThan(mapY(part.north));
        expect((y1 + 1) / cells).toBeLessThan(mapY(part.south));
      }
    }
  });

  it("reads no edge along the world's edges, and the whole box as an edge when no cell fits", () => {
    const [world] = boxParts({ west: -180, south: -89, east: 180, north: 89.5 });
    const cover = coverBox(world!, 4);
    expect(cover.edges).toEqual([]);
    expect(cover.rows.length + cover.columns.length).toBe(16);
    const street = { west: 28.97, south: 41.008, east: 28.9701, north: 41.0081 };
    expect(coverBox(street, 17)).toEqual({ columns: [], rows: [], interior: null, edges: [street] });
  });

  it("reads a few strips per level for a country at zoom 6", () => {
    const cover = coverBox({ west: 122.5, south: 23.5, east: 146.5, north: 46.5 }, 8);
    const levels = new Set([...cover.rows, ...cover.columns].map((strip) => strip.level));
    expect([...levels].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(cover.rows.length + cover.columns.length).toBeLessThan(100);
    expect(cover.edges).toHaveLength(4);
  });
});
