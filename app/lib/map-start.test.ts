import { describe, expect, it } from "vitest";
import { CITY_ZOOM, DEFAULT_NEAR_RADIUS_KM, mapStart, PLACE_ZOOM } from "./map-start";

const params = (query: string) => new URLSearchParams(query);
const at = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });

describe("mapStart", () => {
  it("opens on the area the visitor last searched", () => {
    expect(mapStart(params("bbox=10,40,20,50&zoom=7"), params("near=1,2"), at(0, 0), [])).toEqual({
      kind: "view", center: { lat: 45, lng: 15 }, zoom: 7,
    });
  });

  it("opens on a distance search's circle among the map's filters, with the default radius when none is given", () => {
    expect(mapStart(params(""), params("near=41.01,28.97&radius=3"), at(0, 0), [])).toEqual({
      kind: "circle", center: { lat: 41.01, lng: 28.97 }, radiusKm: 3,
    });
    const tooWide = mapStart(params(""), params("near=41.01,28.97&radius=999"), null, []);
    expect(tooWide).toMatchObject({ radiusKm: DEFAULT_NEAR_RADIUS_KM });
  });

  it("opens on the page's city", () => {
    expect(mapStart(params(""), params(""), at(48.85, 2.35), [at(1, 1)])).toEqual({
      kind: "view", center: { lat: 48.85, lng: 2.35 }, zoom: CITY_ZOOM,
    });
  });

  it("else on the bounds of the listed results that have coordinates", () => {
    expect(mapStart(params(""), params(""), at(null, null), [at(10, 20), at(null, 5), at(-5, 30)])).toEqual({
      kind: "bounds", south: -5, west: 20, north: 10, east: 30,
    });
    expect(mapStart(params(""), params(""), null, [at(10, 20)])).toEqual({
      kind: "view", center: { lat: 10, lng: 20 }, zoom: PLACE_ZOOM,
    });
  });

  it("else on the world, and a bad area or zoom in the address is ignored", () => {
    const none = params("");
    expect(mapStart(params("bbox=bad&zoom=3"), none, null, [at(null, null)])).toMatchObject({ kind: "view", zoom: 2 });
    expect(mapStart(params("bbox=10,40,20,50&zoom=99"), none, null, [])).toMatchObject({ kind: "view", zoom: 2 });
  });
});
