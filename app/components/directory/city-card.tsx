import { useId, useState } from "react";
import { Link } from "react-router";
import type { City } from "~/lib/catalog";
import { MAJOR_CITY_THRESHOLD, type DirectoryView } from "~/lib/directory";
import { flagEmoji } from "~/lib/flag";
import { thousands } from "~/lib/format";
import { CityPreviewList } from "./city-preview-list";
import { useCityPreview } from "./use-city-preview";

/** Grid mode leads to the city's page; list mode to the search page filtered by the city's name. */
export function cityViewAllHref(city: Pick<City, "slug" | "name">, view: DirectoryView): string {
  return view === "grid" ? `/city/${city.slug}` : `/businesses?${new URLSearchParams({ city: city.name })}`;
}

/**
 * A city of the directory. The header is a disclosure button (accordion
 * pattern: a button inside a heading) that shows the city's best businesses
 * below; 'View All' is a plain link, so the card leads somewhere without
 * JavaScript too.
 */
export function CityCard({ city, view }: { city: City; view: DirectoryView }) {
  const [open, setOpen] = useState(false);
  const { preview, retry } = useCityPreview(city, open);
  const regionId = useId();
  const major = city.businessCount > MAJOR_CITY_THRESHOLD;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center gap-3 rounded-t-xl p-4 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${view === "list" ? "sm:py-3" : ""}`}
        >
          <span aria-hidden="true" className="text-3xl">{flagEmoji(city.countryCode)}</span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-lg font-semibold text-slate-900">{city.name}</span>
            <span className="block truncate text-sm text-slate-500">{city.country ?? city.countryCode}</span>
            <span className="block text-sm text-slate-700">
              {thousands(city.businessCount)} {city.businessCount === 1 ? "business" : "businesses"}
            </span>
          </span>
          {major ? (
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Major City</span>
          ) : null}
          <span aria-hidden="true" className={`shrink-0 text-slate-400 transition-transform ${open ? "rotate-180" : ""}`}>▾</span>
        </button>
      </h2>
      <div id={regionId} role="region" aria-label={`Businesses in ${city.name}`} hidden={!open} className="border-t border-slate-100 px-4 py-3">
        {open ? <CityPreviewList preview={preview} retry={retry} /> : null}
      </div>
      <div className="mt-auto border-t border-slate-100 px-4 py-2 text-right">
        <Link
          to={cityViewAllHref(city, view)}
          aria-label={`View All businesses in ${city.name}`}
          className="text-sm font-medium text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          View All <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
