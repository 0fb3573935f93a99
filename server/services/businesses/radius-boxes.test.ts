import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM } from "./great-circle";
import { radiusBoxes, type GeoBox } from "./radius-boxes";

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const inside = (boxes: GeoBox[], lat: number, lng: number) =>
  boxes.some((box) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east);

/** Points on the circle itself, all the way round: every one must lie in a box. */
function circle(lat: number, lng: number, km: number, steps = 720) {
  const d = km / EARTH_RADIUS_KM;
  const φ1 = (lat * Math.PI) / 180;
  return Array.from({ length: steps }, (_, i) => {
    const θ = (2 * Math.PI * i) / steps;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ = (lng * Math.PI) / 180 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
    const lngDeg = ((((λ * 180) / Math.PI + 540) % 360) + 360) % 360 - 180;
    return [(φ2 * 180) / Math.PI, lngDeg] as const;
  });
}

describe("radiusBoxes", () => {
  it("is one rectangle the radius tall, widened in longitude away from the equator", () => {
    const [box, ...rest] = radiusBoxes(60, 10, 100);
    expect(rest).toEqual([]);
    expect(box!.north - 60).toBeCloseTo(100 / KM_PER_DEGREE, 6);
    // At 60° a degree of longitude is half as long: the box is about twice as wide.
    expect((box!.east - 10) / (box!.north - 60)).toBeGreaterThan(2);
    expect((box!.east - 10) / (box!.north - 60)).toBeLessThan(2.05);
  });

  it.each([
    [41, 29, 10],
    [0, 0, 200],
    [-75, 120, 200],
    [85, 40, 150],
    [0, 179.95, 20],
    [-10, -179.99, 50],
  ])("holds every point of the circle around (%d, %d), %d km", (lat, lng, km) => {
    const boxes = radiusBoxes(lat, lng, km);
    for (const [pLat, pLng] of circle(lat, lng, km)) {
      expect(haversineKm(lat, lng, pLat, pLng)).toBeCloseTo(km, 6);
      expect(inside(boxes, pLat, pLng), `${pLat},${pLng}`).toBe(true);
    }
  });

  it("splits a rectangle crossing the antimeridian in two, one on each side", () => {
    const boxes = radiusBoxes(0, 179.95, 20);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.east).toBe(180);
    expect(boxes[1]!.west).toBe(-180);
    expect(inside(boxes, 0, -179.9)).toBe(true);
    expect(inside(boxes, 0, -179.5)).toBe(false);
    expect(inside(boxes, 0, 179.5)).toBe(false);
    expect(radiusBoxes(0, -179.95, 20).map((box) => [box.west, box.east])).toEqual([
      [expect.closeTo(179.87, 1), 180],
      [-180, expect.closeTo(-179.77, 1)],
    ]);
  });

  it("takes every longitude when the circle reaches a pole", () => {
    expect(radiusBoxes(89.95, 10, 30)).toEqual([{ south: expect.closeTo(89.68, 1), west: -180, north: 90, east: 180 }]);
    expect(radiusBoxes(-89.9, 0, 50)).toEqual([{ south: -90, west: -180, north: expect.closeTo(-89.45, 1), east: 180 }]);
  });

  it("stays tight: a point just outside the circle along a parallel is outside the box", () => {
    const [box] = radiusBoxes(41, 29, 10);
    expect(box!.east).toBeLessThan(29 + 10.1 / (KM_PER_DEGREE * Math.cos((41 * Math.PI) / 180)));
  });
});
