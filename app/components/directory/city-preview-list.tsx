import { Link } from "react-router";
import { CITY_PREVIEW_SHOWN } from "~/lib/directory";
import type { CityPreview } from "./use-city-preview";

/** The expanded part of a city card: its best businesses, or the loading and failure states. */
export function CityPreviewList({ preview, retry }: { preview: CityPreview; retry: () => void }) {
  if (preview.status === "error") {
    return (
      <div className="text-sm text-red-700">
        Failed to fetch businesses{" "}
        <button type="button" onClick={retry} className="ml-2 font-medium text-brand-700 underline">
          Try again
        </button>
      </div>
    );
  }
  if (preview.status !== "done") {
    return (
      <div>
        <p className="text-sm text-slate-500">Loading businesses...</p>
        <ul aria-hidden="true" className="mt-2 space-y-2">
          {Array.from({ length: CITY_PREVIEW_SHOWN }, (_, index) => (
            <li key={index} className="h-9 animate-pulse rounded bg-slate-100" />
          ))}
        </ul>
      </div>
    );
  }
  if (preview.businesses.length === 0) {
    return <p className="text-sm text-slate-500">No businesses found in this city yet</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {preview.businesses.map((business) => (
        <li key={business.id}>
          <Link
            to={`/business/${business.slug}`}
            className="flex items-center gap-2 rounded px-1 py-2 text-sm hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span aria-hidden="true">{business.category?.icon ?? "🏢"}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{business.name}</span>
              {business.category ? <span className="block truncate text-xs text-slate-500">{business.category.name}</span> : null}
            </span>
            {business.rating ? (
              <span className="shrink-0 text-xs text-amber-600">
                <span aria-hidden="true">★ </span>
                <span className="sr-only">Rated </span>
                {business.rating}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
