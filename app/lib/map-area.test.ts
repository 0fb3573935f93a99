import { describe, expect, it } from "vitest";
import { bboxCenter, bboxParam, normalizeBbox, parseBbox, parseLatLng, parseZoom } from "./map-area";

describe("normalizeBbox", () => {
  it("keeps an area inside the world as it is", () => {
    expect(normalizeBbox({ west: 2.2, south: 48.8, east: 2.5, north: 48.9 })).toEqual({ west: 2.2, south: 48.8, east: 2.5, north: 48.9 });
  });

  it("wraps longitudes of a map scrolled round the world, west then greater than east", () => {
    expect(normalizeBbox({ west: 170, south: -50, east: 190, north: -30 })).toEqual({ west: 170, south: -50, east: -170, north: -30 });
    expect(normalizeBbox({ west: -200, south: 0, east: -170, north: 10 })).toEqual({ west: 160, south: 0, east: -170, north: 10 });
    expect(normalizeBbox({ west: 370, south: 0, east: 380, north: 10 })).toEqual({ west: 10, south: 0, east: 20, north: 10 });
  });

  it("ends an area at the antimeridian at 180, not -180", () => {
    expect(normalizeBbox({ west: 100, south: 0, east: 180, north: 10 })).toEqual({ west: 100, south: 0, east: 180, north: 10 });
    expect(normalizeBbox({ west: -180, south: 0, east: -100, north: 10 })).toEqual({ west: -180, south: 0, east: -100, north: 10 });
  });

  it("is the whole width of the world when the map shows all of it, and clamps latitudes", () => {
    expect(normalizeBbox({ west: -300, south: -120, east: 250, north: 95 })).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });
});

describe("reading an area back", () => {
  it("writes W,S,E,N rounded to about a metre and reads it again", () => {
    const text = bboxParam({ west: 28.9123456, south: 41.0, east: 29.1, north: 41.1987654 });
    expect(text).toBe("28.91235,41,29.1,41.19877");
    expect(parseBbox(text)).toEqual({ west: 28.91235, south: 41, east: 29.1, north: 41.19877 });
  });

  it("reads a bad area as none", () => {
    for (const bad of [null, "", "1,2,3", "a,b,c,d", "0,50,10,40", "0,-91,10,0", "-181,0,0,10", "1e3,0,2,3"]) {
      expect(parseBbox(bad)).toBeNull();
    }
    expect(parseBbox("170,-50,-170,-30")).toEqual({ west: 170, south: -50, east: -170, north: -30 });
  });

  it("reads a point and a zoom level", () => {
    expect(parseLatLng(" 41.0082, 28.9784 ")).toEqual({ lat: 41.0082, lng: 28.9784 });
    expect(parseLatLng("91,0")).toBeNull();
    expect(parseLatLng("41")).toBeNull();
    expect(parseZoom("12")).toBe(12);
    expect(parseZoom("20")).toBeNull();
    expect(parseZoom("1.5")).toBeNull();
    expect(parseZoom(null)).toBeNull();
  });

  it("finds the middle of an area, across the antimeridian too", () => {
    expect(bboxCenter({ west: 10, south: 40, east: 20, north: 50 })).toEqual({ lat: 45, lng: 15 });
    expect(bboxCenter({ west: 170, south: -50, east: -170, north: -30 })).toEqual({ lat: -40, lng: -180 });
    expect(bboxCenter({ west: 160, south: 0, east: -170, north: 10 }).lng).toBeCloseTo(175);
  });
});
