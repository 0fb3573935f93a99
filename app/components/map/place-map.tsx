import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { MapPoint } from "~/lib/map-answer";
import type { MapSettings } from "~/lib/map-settings";
import { MapNeedsScript } from "./map-needs-script";

interface PlaceMapProps {
  settings: MapSettings;
  place: MapPoint;
  nearby: readonly MapPoint[];
}

/** A business on the configured tile map with its nearby businesses; Leaflet loads once the page runs. */
export function PlaceMap({ settings, place, nearby }: PlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  // Made once: the business page remounts this card for another business.
  const initial = useRef({ settings, place, nearby, navigate });

  useEffect(() => {
    let closed = false;
    let map: { destroy(): void } | undefined;
    const { navigate, ...options } = initial.current;
    import("./leaflet-place-map")
      .then(({ createPlaceMap }) => {
        if (closed || !container.current) return;
        map = createPlaceMap(container.current, { ...options, navigate: (to) => void navigate(to) });
      })
      .catch(() => setFailed(true));
    return () => {
      closed = true;
      map?.destroy();
    };
  }, []);

  return (
    <div className="relative isolate overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <div
        ref={container}
        role="region"
        aria-label={`Map showing the location of ${place.name} and nearby businesses`}
        className="h-72 w-full md:h-80"
      />
      <MapNeedsScript>The map needs JavaScript.</MapNeedsScript>
      {failed ? (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-700">
          The map could not be loaded.
        </p>
      ) : null}
    </div>
  );
}
