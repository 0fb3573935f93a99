import { describe, expect, it } from "vitest";
import { bboxCenter, bboxParam, normalizeBbox, parseBbox, parseLatLng, parseZoom } from "./map-area";

const box = (west: number, south: number, east: number, north: number) => ({ west, south, east, north });

describe("normalizeBbox", () => {
  it("keeps an area inside the world as it is", () => {
    expect(normalizeBbox(box(2.2, 48.8, 2.5, 48.9))).toEqual(box(2.2, 48.8, 2.5, 48.9));
  });

  it("wraps longitudes of a map scrolled round the world, west then greater than east", () => {
    expect(normalizeBbox(box(170, -50, 190, -30))).toEqual(box(170, -50, -170, -30));
    expect(normalizeBbox(box(-200, 0, -170, 10))).toEqual(box(160, 0, -170, 10));
    expect(normalizeBbox(box(370, 0, 380, 10))).toEqual(box(10, 0, 20, 10));
  });

  it("ends an area at the antimeridian at 180, not -180", () => {
    expect(normalizeBbox(box(100, 0, 180, 10))).toEqual(box(100, 0, 180, 10));
    expect(normalizeBbox(box(-180, 0, -100, 10))).toEqual(box(-180, 0, -100, 10));
  });

  it("is the whole width of the world when the map shows all of it, and clamps latitudes", () => {
    expect(normalizeBbox(box(-300, -120, 250, 95))).toEqual(box(-180, -90, 180, 90));
  });
});

describe("reading an area back", () => {
  it("writes W,S,E,N rounded to about a metre and reads it again", () => {
    const text = bboxParam(box(28.9123456, 41.0, 29.1, 41.1987654));
    expect(text).toBe("28.91235,41,29.1,41.19877");
    expect(parseBbox(text)).toEqual(box(28.91235, 41, 29.1, 41.19877));
  });

  it("reads a bad area as none", () => {
    for (const bad of [null, "", "1,2,3", "a,b,c,d", "0,50,10,40", "0,-91,10,0", "-181,0,0,10", "1e3,0,2,3"]) {
      expect(parseBbox(bad)).toBeNull();
    }
    expect(parseBbox("170,-50,-170,-30")).toEqual(box(170, -50, -170, -30));
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
    expect(bboxCenter(box(10, 40, 20, 50))).toEqual({ lat: 45, lng: 15 });
    expect(bboxCenter(box(170, -50, -170, -30))).toEqual({ lat: -40, lng: -180 });
    expect(bboxCenter(box(160, 0, -170, 10)).lng).toBeCloseTo(175);
  });
});
