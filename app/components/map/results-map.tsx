import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/components/business/use-hydrated";
import { readView, RESULTS_VIEWS } from "~/lib/directory";
import { thousands } from "~/lib/format";
import { bboxParam, type Bbox } from "~/lib/map-area";
import { mapFilters, type FixedFilters } from "~/lib/map-query";
import { mapStart, type MapStart } from "~/lib/map-start";
import type { ResultsMapHandle, ResultsMapState } from "./leaflet-results-map";
import { MapNeedsScript } from "./map-needs-script";
import { useMapSettings } from "./use-map-settings";

interface Located {
  latitude: number | null;
  longitude: number | null;
}

interface ResultsMapViewProps {
  /** filters the page sets itself rather than its address (a city page's city) */
  fixed?: FixedFilters;
  /** the page's place (a city), where the map opens */
  place?: Located | null;
  /** the listed page of results: the map opens on them when there is no place */
  results: readonly Located[];
}

/**
 * The business lists' map, shown when the address says `view=map`; the
 * server-rendered list stays below it for search engines and visitors without
 * JavaScript.
 */
export function ResultsMapView({ fixed, place = null, results }: ResultsMapViewProps) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (readView(params, RESULTS_VIEWS) !== "map") return null;
  const filters = mapFilters(params, fixed);
  // Other filters are another map, which opens fitted to its own results.
  return <ResultsMap key={filters.toString()} filters={filters} start={mapStart(params, filters, place, results)} />;
}

/**
 * The area the visitor searched goes into the address, so a reload or a shared
 * link opens the same map. Past the router on purpose: the page's data does not
 * depend on the area, so no loader has to run again.
 */
function rememberArea(area: Bbox, zoom: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set("bbox", bboxParam(area));
  url.searchParams.set("zoom", String(zoom));
  window.history.replaceState(window.history.state, "", url);
}

function statusText(state: ResultsMapState, hydrated: boolean): string {
  if (!hydrated) return "";
  if (state.status === "error") return state.error ?? "The map could not be loaded.";
  if (state.status === "loading" || state.total === null) return "Loading the map...";
  return `${thousands(state.total)} ${state.total === 1 ? "business" : "businesses"} in this area`;
}

// Above Leaflet's panes and controls (z-index up to 1000), inside the map's own stacking context.
const SEARCH_AREA_BUTTON =
  "absolute left-1/2 top-3 z-[1001] -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold " +
  "text-slate-800 shadow-md ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 " +
  "focus-visible:ring-brand-600";

const INITIAL: ResultsMapState = { status: "loading", total: null, error: null, moved: false, zoom: null };

function ResultsMap({ filters, start }: { filters: URLSearchParams; start: MapStart }) {
  const hydrated = useHydrated();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ResultsMapHandle | null>(null);
  const [state, setState] = useState(INITIAL);
  const settings = useMapSettings();
  const navigate = useNavigate();
  // The map is made once; later renders (a revalidated list) must not move it.
  const initial = useRef({ filters, start, settings, navigate });

  useEffect(() => {
    let closed = false;
    const { navigate, ...options } = initial.current;
    const onChange = (change: Partial<ResultsMapState>) => setState((current) => ({ ...current, ...change }));
    import("./leaflet-results-map")
      .then(({ createResultsMap }) => {
        if (closed || !container.current) return;
        const go = (to: string) => void navigate(to);
        const callbacks = { onChange, onArea: rememberArea, navigate: go };
        handle.current = createResultsMap(container.current, { ...options, ...callbacks });
      })
      .catch(() => onChange({ status: "error", error: "The map could not be loaded." }));
    return () => {
      closed = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  return (
    <div className="space-y-2">
      <p role="status" className="min-h-5 text-sm font-medium text-slate-700">{statusText(state, hydrated)}</p>
      <div className="relative isolate overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {state.moved && state.status !== "loading" ? (
          <button
            type="button"
            onClick={() => handle.current?.searchArea()}
            className={SEARCH_AREA_BUTTON}
          >
            Search this area
          </button>
        ) : null}
        <div
          ref={container}
          role="region"
          aria-label="Map of the results"
          data-zoom={state.zoom ?? undefined}
          className="h-[26rem] w-full md:h-[32rem]"
        />
        <MapNeedsScript>The map needs JavaScript; the businesses are listed below.</MapNeedsScript>
      </div>
    </div>
  );
}
