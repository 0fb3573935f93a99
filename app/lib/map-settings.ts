// How pages draw maps, as the server is configured (MAP_PROVIDER, MAP_TILE_URL,
// MAP_ATTRIBUTION); the root loader hands these to every page. Browser-safe.

/** `google`: the business page embeds Google's map, as the spec has it; `osm`: Locus's own tile map. */
export const MAP_PROVIDERS = ["google", "osm"] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** HTML, as tile providers word their credit; OpenStreetMap asks for a link to its copyright page. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapSettings {
  provider: MapProvider;
  /** a raster tile template with {z}, {x} and {y} (and optionally {s}, {r}) */
  tileUrl: string;
  attribution: string;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  provider: "google",
  tileUrl: OSM_TILE_URL,
  attribution: OSM_ATTRIBUTION,
};
