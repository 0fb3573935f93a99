import { describe, expect, it } from "vitest";
import { businessListQuerySchema } from "./business-query";

const parse = (query: Record<string, unknown>) => businessListQuerySchema.safeParse(query);
const problems = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the list query: distance search", () => {
  it("reads near as latitude and longitude, with a 10 km radius unless given", () => {
    expect(parse({ near: "41.0082,28.9784" }).data).toMatchObject({ near: { lat: 41.0082, lng: 28.9784 }, radius: 10 });
    expect(parse({ near: " -33.9 , 151.2 ", radius: "2.5" }).data).toMatchObject({ near: { lat: -33.9, lng: 151.2 }, radius: 2.5 });
    expect(parse({ near: "90,-180", radius: "200", sortBy: "distance" }).data).toMatchObject({ near: { lat: 90, lng: -180 }, radius: 200 });
    expect(parse({ near: "", radius: "" }).data).toMatchObject({ near: undefined, radius: 10 });
  });

  it.each([
    [{ near: "41.0" }, "near: must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784"],
    [{ near: "41,29,3" }, "near: must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784"],
    [{ near: "north,east" }, "near: must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784"],
    [{ near: "1e2,3" }, "near: must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784"],
    [{ near: "90.01,0" }, "near: latitude must be between -90 and 90"],
    [{ near: "-91,0" }, "near: latitude must be between -90 and 90"],
    [{ near: "0,180.5" }, "near: longitude must be between -180 and 180"],
    [{ near: "0,-181" }, "near: longitude must be between -180 and 180"],
    [{ near: "0,0", radius: "0" }, "radius: must be more than 0 km"],
    [{ near: "0,0", radius: "-3" }, "radius: must be more than 0 km"],
    [{ near: "0,0", radius: "200.1" }, "radius: must be at most 200 km"],
    [{ sortBy: "distance" }, "sortBy: distance sorting needs near=LAT,LNG"],
  ])("refuses %j", (query, problem) => {
    expect(problems(query)).toEqual([problem]);
  });

  it("refuses a radius that is not a number", () => {
    expect(problems({ near: "0,0", radius: "far" })).toHaveLength(1);
  });
});

describe("the list query: filters", () => {
  it("reads minRating from 0 to 5", () => {
    expect(parse({ minRating: "4.5" }).data?.minRating).toBe(4.5);
    expect(parse({ minRating: "" }).data?.minRating).toBeUndefined();
    expect(problems({ minRating: "5.5" })).toHaveLength(1);
    expect(problems({ minRating: "-1" })).toHaveLength(1);
    expect(problems({ minRating: "good" })).toHaveLength(1);
  });

  it("reads price ranges and features given once or repeated, without repeats or blanks", () => {
    expect(parse({ priceRange: "$$" }).data?.priceRange).toEqual(["$$"]);
    expect(parse({ priceRange: ["$", "$$$$", "$"] }).data?.priceRange).toEqual(["$", "$$$$"]);
    expect(parse({ priceRange: "" }).data?.priceRange).toBeUndefined();
    expect(parse({ feature: " Delivery " }).data?.feature).toEqual(["Delivery"]);
    expect(parse({ feature: ["Delivery", "Wheelchair accessible entrance", ""] }).data?.feature).toEqual([
      "Delivery",
      "Wheelchair accessible entrance",
    ]);
    expect(parse({}).data).toEqual({ radius: 10, limit: 12, offset: 0 });
  });

  it("reads openNow as true or false, blank as no filter, and nothing else", () => {
    expect(parse({ openNow: "true" }).data?.openNow).toBe(true);
    expect(parse({ openNow: "false" }).data?.openNow).toBe(false);
    expect(parse({ openNow: "" }).data?.openNow).toBeUndefined();
    expect(problems({ openNow: "maybe" })).toEqual(['openNow: must be "true" or "false"']);
    expect(problems({ openNow: "1" })).toHaveLength(1);
    expect(problems({ openNow: ["true", "false"] })).toHaveLength(1);
  });

  it("refuses an unknown price range and too many features", () => {
    expect(problems({ priceRange: "cheap" })).toHaveLength(1);
    expect(problems({ priceRange: ["$", "€€"] })).toHaveLength(1);
    expect(problems({ feature: Array.from({ length: 21 }, (_, i) => `F${i}`) })).toHaveLength(1);
    expect(problems({ feature: "x".repeat(121) })).toHaveLength(1);
  });
});
