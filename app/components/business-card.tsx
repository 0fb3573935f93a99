import { Link } from "react-router";
import type { Business } from "~/lib/business";

/** Compact card for lists; the full card with images and badges grows from here. */
export function BusinessCard({ business }: { business: Business }) {
  const firstAddressPart = business.address?.split(",")[0]?.trim();
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-tight">
          <Link to={`/business/${business.slug}`} className="hover:text-brand-600">
            {business.name}
          </Link>
        </h3>
        {business.openNow !== null ? (
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
              business.openNow ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
            }`}
          >
            {business.openNow ? "Open Now" : "Closed"}
          </span>
        ) : null}
      </div>
      {business.category ? (
        <p className="mt-1 text-sm text-slate-600">
          <span aria-hidden="true">{business.category.icon} </span>
          {business.category.name}
        </p>
      ) : null}
      {business.rating ? (
        <p className="mt-1 text-sm">
          <span aria-hidden="true" className="text-amber-500">★</span> {business.rating}{" "}
          <span className="text-slate-500">({business.reviewCount})</span>
        </p>
      ) : null}
      {firstAddressPart ? <p className="mt-1 text-sm text-slate-500">{firstAddressPart}</p> : null}
    </article>
  );
}
