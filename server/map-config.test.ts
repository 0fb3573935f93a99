import { describe, expect, it } from "vitest";
import { OSM_ATTRIBUTION, OSM_TILE_URL } from "../app/lib/map-settings";
import { loadConfig } from "./config";

describe("map settings", () => {
  it("default to Google's map on business pages and OpenStreetMap's tiles with their credit", () => {
    const config = loadConfig({});
    expect(config.MAP_PROVIDER).toBe("google");
    expect(config.MAP_TILE_URL).toBe(OSM_TILE_URL);
    expect(config.MAP_ATTRIBUTION).toBe(OSM_ATTRIBUTION);
    const credit = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
    expect(OSM_ATTRIBUTION).toContain(credit);
  });

  it("take another provider, tile server and credit", () => {
    const config = loadConfig({
      MAP_PROVIDER: "osm",
      MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png",
      MAP_ATTRIBUTION: "© Example Maps",
    });
    expect(config.MAP_PROVIDER).toBe("osm");
    expect(config.MAP_TILE_URL).toBe("https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png");
    expect(config.MAP_ATTRIBUTION).toBe("© Example Maps");
    expect(loadConfig({ MAP_PROVIDER: " ", MAP_TILE_URL: "" }).MAP_TILE_URL).toBe(OSM_TILE_URL);
  });

  it("refuse a tile address that is not a tile template, and an unknown provider", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}.png" })).toThrow(
      "MAP_TILE_URL: must contain {z}, {x} and {y}",
    );
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)//{z}{x}{y}" })).toThrow(
      "MAP_TILE_URL: must be an http(s) address",
    );
    expect(() => loadConfig({ MAP_PROVIDER: "bing" })).toThrow("MAP_PROVIDER");
  });
});
