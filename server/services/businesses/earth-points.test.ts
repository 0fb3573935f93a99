import { describe, expect, it } from "vitest";
import { radiusCube, unitVector } from "./earth-points";
import { EARTH_RADIUS_KM } from "./great-circle";

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** The point `km` away from (lat, lng) in direction `bearing` (degrees from north). */
function destination(lat: number, lng: number, km: number, bearing: number): [number, number] {
  const angle = km / EARTH_RADIUS_KM;
  const [phi, lambda, theta] = [toRadians(lat), toRadians(lng), toRadians(bearing)];
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta));
  const lambda2 = lambda + Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(phi), Math.cos(angle) - Math.sin(phi) * Math.sin(phi2));
  return [toDegrees(phi2), ((toDegrees(lambda2) + 540) % 360) - 180];
}

const inside = (cube: { lower: number[]; upper: number[] }, point: number[]) =>
  point.every((value, i) => value >= cube.lower[i]! && value <= cube.upper[i]!);

describe("earth points", () => {
  it("are unit vectors", () => {
    for (const [lat, lng] of [[0, 0], [41, 29], [-33.9, 151.2], [89.99, -170], [0, 180]] as const) {
      expect(Math.hypot(...unitVector(lat, lng))).toBeCloseTo(1, 12);
    }
    expect(unitVector(0, 0)).toEqual([1, 0, 0]);
    expect(unitVector(90, 0)[2]).toBeCloseTo(1, 12);
  });

  it("bound every point on the circle of a radius, near the poles and across the antimeridian too", () => {
    for (const [lat, lng, km] of [[35.7, 139.7, 5], [0, 179.99, 20], [89.9, 10, 30], [-45, -70, 200], [41, 29, 0.01]] as const) {
      const cube = radiusCube(lat, lng, km);
      for (let bearing = 0; bearing < 360; bearing += 7.5) {
        expect(inside(cube, unitVector(...destination(lat, lng, km, bearing))), `${lat},${lng} ${km} km, ${bearing}°`).toBe(true);
      }
    }
  });

  it("are no wider than the chord of the radius", () => {
    const cube = radiusCube(41, 29, 10);
    const chord = 2 * Math.sin(10 / EARTH_RADIUS_KM / 2);
    cube.upper.forEach((upper, i) => expect(upper - cube.lower[i]!).toBeCloseTo(2 * chord, 8));
    // Twice the radius away: outside (the box is loose by up to √3 along a diagonal).
    expect(inside(cube, unitVector(...destination(41, 29, 20, 45)))).toBe(false);
  });
});
