// The results map: clusters and points of /api/map for the visible area, with
// the page's filters. Loaded lazily by results-map.tsx (see leaflet-base.ts).
import { describeError } from "~/lib/api-error";
import { fetchMapAnswer } from "~/lib/fetch-map-answer";
import type { MapAnswer } from "~/lib/map-answer";
import { normalizeBbox, type Bbox } from "~/lib/map-area";
import { mapApiUrl } from "~/lib/map-query";
import type { MapStart } from "~/lib/map-start";
import type { MapSettings } from "~/lib/map-settings";
import { createBaseMap, L } from "./leaflet-base";
import { businessCard, clusterMarker, pointMarker } from "./map-markers";

export interface ResultsMapState {
  status: "loading" | "ready" | "error";
  /** businesses in the area last searched */
  total: number | null;
  error: string | null;
  /** the visitor moved the map since the last search: "Search this area" is offered */
  moved: boolean;
  zoom: number | null;
}

export interface ResultsMapOptions {
  settings: MapSettings;
  /** the page's list filters as /api/map parameters */
  filters: URLSearchParams;
  start: MapStart;
  onChange(change: Partial<ResultsMapState>): void;
  /** an area the visitor asked for (a search of the area, a cluster opened), for the address */
  onArea(area: Bbox, zoom: number): void;
  navigate(path: string): void;
}

export interface ResultsMapHandle {
  searchArea(): void;
  destroy(): void;
}

/** Moves come in bursts (a wheel zoom, a drag's inertia): the map acts once they have settled. */
const MOVE_SETTLE_MS = 250;
const CLUSTER_ZOOM_STEP = 2;
const FIT_PADDING: L.PointExpression = [24, 24];

function showStart(map: L.Map, start: MapStart): void {
  if (start.kind === "view") {
    map.setView([start.center.lat, start.center.lng], start.zoom, { animate: false });
  } else if (start.kind === "circle") {
    const { lat, lng } = start.center;
    const style = { color: "#2563eb", weight: 2, fillOpacity: 0.06 };
    L.circle([lat, lng], { radius: start.radiusKm * 1000, interactive: false, ...style }).addTo(map);
    map.fitBounds(L.latLng(lat, lng).toBounds(start.radiusKm * 2000), { padding: FIT_PADDING, animate: false });
  } else {
    const bounds = L.latLngBounds([start.south, start.west], [start.north, start.east]);
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 15, animate: false });
  }
}

function visibleArea(map: L.Map): Bbox {
  const shown = map.getBounds();
  const [west, east] = [shown.getWest(), shown.getEast()];
  return normalizeBbox({ west, south: shown.getSouth(), east, north: shown.getNorth() });
}

export function createResultsMap(element: HTMLElement, options: ResultsMapOptions): ResultsMapHandle {
  const map = createBaseMap(element, options.settings);
  const markers = L.layerGroup().addTo(map);
  let request: AbortController | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The next settled move is the map's own (a cluster opened): it loads rather than offering a search. */
  let ownMove = false;
  /** A popup panned the map to fit: nothing to search again. */
  let popupMove = false;

  function draw(answer: MapAnswer): void {
    markers.clearLayers();
    const centerLng = map.getCenter().lng;
    for (const cluster of answer.clusters) {
      clusterMarker(cluster, centerLng, (where) => {
        ownMove = true;
        map.setView(where, Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, map.getMaxZoom()));
      }).addTo(markers);
    }
    for (const point of answer.points) {
      pointMarker(point, centerLng, () => businessCard(point, options.navigate)).addTo(markers);
    }
  }

  async function load(asked: boolean): Promise<void> {
    // Only the newest area counts: an older answer still on its way is dropped.
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const area = visibleArea(map);
    const zoom = map.getZoom();
    options.onChange({ status: "loading", moved: false, zoom });
    try {
      const answer = await fetchMapAnswer(mapApiUrl(options.filters, area, zoom), controller.signal);
      if (controller.signal.aborted) return;
      draw(answer);
      options.onChange({ status: "ready", total: answer.total, error: null });
      if (asked) options.onArea(area, zoom);
    } catch (error) {
      if (controller.signal.aborted) return;
      options.onChange({ status: "error", error: `The map could not load the businesses (${describeError(error)}).` });
    }
  }

  function settled(): void {
    options.onChange({ zoom: map.getZoom() });
    if (ownMove) {
      ownMove = false;
      void load(true);
    } else if (popupMove) {
      popupMove = false;
    } else {
      options.onChange({ moved: true });
    }
  }

  showStart(map, options.start);
  void load(false);
  // After the first view, so that its own move is not taken for the visitor's.
  map.on("moveend", () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settled, MOVE_SETTLE_MS);
  });
  map.on("autopanstart", () => {
    popupMove = true;
  });

  return {
    searchArea: () => void load(true),
    destroy: () => {
      clearTimeout(settleTimer);
      request?.abort();
      map.remove();
    },
  };
}
