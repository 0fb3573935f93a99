import { describe, expect, it } from "vitest";
import { cidOfFeatureId, factsOfMapsLink } from "./maps-link";
import { unflatten } from "./nested-cells";

describe("factsOfMapsLink", () => {
  it("reads coordinates, feature id and place id from a place link (gosom, omkarcloud)", () => {
    const link =
      "https://www.google.com/maps/place/Island+Beach+Bar/data=!4m7!3m6!1s0x14e775b739165b35:0x7e80ca7641cd7953!8m2!3d35.0410728!4d32.3917503!16s%2Fg%2F11cp7q546b!19sChIJNVsWObd15xQRU3nNQXbKgH4?authuser=0&hl=en&rclk=1";
    expect(factsOfMapsLink(link)).toEqual({
      latitude: 35.0410728, longitude: 32.3917503, googleId: "0x14e775b739165b35:0x7e80ca7641cd7953",
      placeId: "ChIJNVsWObd15xQRU3nNQXbKgH4",
    });
  });

  it("reads the place id of Apify's search link, and nothing from other sites", () => {
    expect(factsOfMapsLink("https://www.google.com/maps/search/?api=1&query=Rome&query_place_id=ChIJDYZBemFgLxMRpVJ7P1GuPVw")).toEqual({
      placeId: "ChIJDYZBemFgLxMRpVJ7P1GuPVw",
    });
    expect(factsOfMapsLink("https://evil.example/maps/place/data=!3d1!4d2?query_place_id=ChIJDYZBemFgLxMRpVJ7P1GuPVw")).toEqual({});
    expect(factsOfMapsLink("not a link")).toEqual({});
  });

  it("turns a feature id's second half into the cid", () => {
    expect(cidOfFeatureId("0x14e775b739165b35:0x7e80ca7641cd7953")).toBe("9115508255056820563");
    expect(cidOfFeatureId("ChIJ")).toBeNull();
  });
});

describe("unflatten", () => {
  it("rebuilds objects and lists from flattened paths", () => {
    expect(unflatten([
      { path: ["0", "name"], value: "Service options" },
      { path: ["0", "options", "1", "name"], value: "Takeout" },
      { path: ["0", "options", "0", "name"], value: "Delivery" },
    ])).toEqual([{ name: "Service options", options: [{ name: "Delivery" }, { name: "Takeout" }] }]);
    expect(unflatten([{ path: ["Friday", "0"], value: "9–5" }, { path: ["__proto__"], value: 1 }])).toEqual(
      Object.defineProperty({ Friday: ["9–5"] }, "__proto__", { value: 1, enumerable: true }),
    );
  });
});
