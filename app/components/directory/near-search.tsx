import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { useHydrated } from "~/components/business/use-hydrated";
import { anywhereQuery, nearCarriedParams, type NearPoint } from "~/lib/near";
import { useNearMe } from "./use-near-me";

interface NearSearchProps {
  /** the distance search the page shows, if any */
  point?: NearPoint | null;
  /** carry the page's own search, category and filters into the distance search (the search page) */
  keepState?: boolean;
  /** on the home page's coloured hero */
  onDark?: boolean;
}

const FOCUS = "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

const STYLES = {
  light: {
    button: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    label: "text-slate-700",
    input: "border border-slate-300 focus:border-brand-600",
    go: "bg-slate-800 text-white hover:bg-slate-700",
    message: "text-slate-700",
  },
  dark: {
    button: "bg-white/15 text-white hover:bg-white/25",
    label: "text-white/90",
    input: "border border-transparent",
    go: "bg-white/15 text-white hover:bg-white/25",
    message: "text-white",
  },
};

/**
 * "Near me" (the browser's location, so only once the page runs its script)
 * and "Near a city", a GET form that works without it or without the
 * visitor's permission: both open the search page nearest first.
 */
export function NearSearch({ point = null, keepState = false, onDark = false }: NearSearchProps) {
  const hydrated = useHydrated();
  const { locate, locating, message } = useNearMe(keepState);
  const { pathname, search } = useLocation();
  const id = useId();
  const style = STYLES[onDark ? "dark" : "light"];
  const carried = keepState ? nearCarriedParams(new URLSearchParams(search)) : [];
  const control = "rounded-md px-3 py-2 text-sm font-medium " + FOCUS;
  return (
    <div className="space-y-2 text-sm">
      {point ? (
        <p className={style.label}>
          Within {point.radiusKm} km of {point.cityName ?? "your location"}, nearest first.{" "}
          <Link to={`${pathname}${anywhereQuery(new URLSearchParams(search))}`} className="font-medium underline">
            Search everywhere
          </Link>
        </p>
      ) : null}
      <div className={`flex flex-wrap items-center gap-2 ${onDark ? "justify-center" : ""}`}>
        {hydrated ? (
          <>
            <button
              type="button"
              onClick={locating ? undefined : locate}
              aria-busy={locating}
              className={`${control} ${style.button}`}
            >
              <span aria-hidden="true">📍 </span>
              {locating ? "Finding you..." : "Near me"}
            </button>
            <span aria-hidden="true" className={style.label}>or</span>
          </>
        ) : null}
        <Form method="get" action="/businesses" className="flex flex-wrap items-center gap-2">
          {carried.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="sortBy" value="distance" />
          <label htmlFor={id} className={style.label}>Near a city</label>
          <input
            key={point?.cityName ?? ""}
            id={id}
            type="text"
            name="nearCity"
            required
            maxLength={120}
            defaultValue={point?.cityName ?? ""}
            placeholder="e.g. Lisbon"
            className={`w-36 rounded-md bg-white px-3 py-2 text-slate-900 ${FOCUS} ${style.input}`}
          />
          <button type="submit" className={`${control} ${style.go}`}>Go</button>
        </Form>
      </div>
      <p role="status" aria-live="polite" className={style.message}>{message}</p>
    </div>
  );
}
