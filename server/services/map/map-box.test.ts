import { describe, expect, it } from "vitest";
import { bboxSchema, boxParts } from "./map-box";
import { MAX_LATITUDE } from "./tile-math";

describe("bboxSchema", () => {
  it("reads W,S,E,N, spaces and signs allowed", () => {
    expect(bboxSchema.parse(" 26.5, 36 ,45,+42.1")).toEqual({ west: 26.5, south: 36, east: 45, north: 42.1 });
    expect(bboxSchema.parse("170,-50,-170,-10")).toEqual({ west: 170, south: -50, east: -170, north: -10 });
  });

  it.each([
    ["1,2,3", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["1,2,3,4,5", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["1e1,2,3,4", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["0,10,1,5", "south (S) must not be greater than north (N)"],
    ["0,-90.1,1,5", "latitudes must be between -90 and 90"],
    ["-180.5,0,1,5", "longitudes must be between -180 and 180"],
  ])("refuses %s", (text, message) => {
    const result = bboxSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe("boxParts", () => {
  it("keeps a box that does not cross the antimeridian whole", () => {
    const box = { west: 26, south: 36, east: 45, north: 42 };
    expect(boxParts(box)).toEqual([box]);
  });

  it("splits a box crossing the antimeridian at ±180", () => {
    expect(boxParts({ west: 170, south: -50, east: -170, north: -10 })).toEqual([
      { west: 170, south: -50, east: 180, north: -10 },
      { west: -180, south: -50, east: -170, north: -10 },
    ]);
  });

  it("clamps latitudes to Web Mercator's, an edge at the limit reaching the pole", () => {
    const whole = { west: 0, south: -90, east: 1, north: 90 };
    expect(boxParts(whole)).toEqual([whole]);
    expect(boxParts({ west: 0, south: -85.06, east: 1, north: 85.06 })[0]).toMatchObject({ south: -90, north: 90 });
    expect(boxParts({ west: 0, south: -85, east: 1, north: 85 })[0]).toMatchObject({ south: -85, north: 85 });
    expect(boxParts({ west: 0, south: 86, east: 1, north: 89 })[0]).toMatchObject({ south: MAX_LATITUDE, north: 90 });
  });
});
