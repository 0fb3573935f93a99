import { Link } from "react-router";
import type { RankedPlace } from "~/lib/admin/analytics";
import { formatCount } from "../format";

interface TopListProps {
  title: string;
  places: RankedPlace[];
  /** public page of one entry */
  hrefFor: (slug: string) => string;
}

/** The five categories or cities with the most businesses, with bars relative to the first. */
export function TopList({ title, places, hrefFor }: TopListProps) {
  const first = places[0]?.businessCount ?? 1;
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {places.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Henüz işletme yok.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {places.map((place, index) => (
            <li key={place.slug}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">
                  <span className="mr-2 text-slate-500">{index + 1}.</span>
                  <Link to={hrefFor(place.slug)} className="font-medium text-slate-900 hover:text-blue-700 hover:underline">
                    {place.name}
                  </Link>
                  {place.detail ? <span className="text-slate-500">, {place.detail}</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">{formatCount(place.businessCount)} işletme</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                <div className="h-1.5 rounded-full bg-blue-500" style={{ width: `${Math.max(2, (place.businessCount / first) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
