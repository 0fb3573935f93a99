import { createElement } from "react";
// React's Node renderer, as the page server uses it.
import { renderToStaticMarkup } from "react-dom/server.node";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_SETTINGS, type MapProvider } from "~/lib/map-settings";
import { LocationCard } from "./map-card";

const business: Parameters<typeof LocationCard>[0]["business"] = {
  id: 1, slug: "blue-door-cafe", name: "Blue Door Café", latitude: 41.0082, longitude: 28.9784,
  rating: "4.5", category: null, locationLink: null,
};
const nearby = [{ ...business, id: 2, slug: "corner-bakery", name: "Corner Bakery", latitude: 41.01 }];

/** The card as the server renders it, in a router as on a page. */
function card(provider: MapProvider, place = business): string {
  const settings = { ...DEFAULT_MAP_SETTINGS, provider };
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(LocationCard, { business: place, nearby, settings })),
  );
}

describe("the business page's Location & Map card", () => {
  it("embeds Google's map at zoom 15 by default", () => {
    const html = card("google");
    expect(html).toContain('<iframe title="Map showing the location of Blue Door Café"');
    expect(html).toContain("https://maps.google.com/maps?q=41.0082,28.9784&amp;z=15&amp;output=embed");
    expect(html).not.toContain("Map showing the location of Blue Door Café and nearby businesses");
  });

  it("with MAP_PROVIDER=osm has a box for the tile map instead, and a note for visitors without JavaScript", () => {
    const html = card("osm");
    expect(html).not.toContain("<iframe");
    const region = 'role="region" aria-label="Map showing the location of Blue Door Café and nearby businesses"';
    expect(html).toContain(region);
    expect(html).toContain("<noscript>");
    expect(html).toContain("Open in Google Maps");
  });

  it("shows no map without coordinates, and no card without a place or a link", () => {
    expect(card("osm", { ...business, latitude: null, longitude: null })).toBe("");
    const unplaced = { ...business, latitude: null, longitude: null };
    const linked = card("osm", { ...unplaced, locationLink: "https://maps.example.com/x" });
    expect(linked).toContain("Open in Google Maps");
    expect(linked).not.toContain('role="region" aria-label="Map');
  });
});
