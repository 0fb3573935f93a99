import { Link } from "react-router";
import type { Business } from "~/lib/business";
import { OPERATIONAL } from "~/lib/business-status";
import { DetailCard } from "./detail-card";
import { ExternalLink } from "./external-link";
import { FOCUS_RING } from "./links";

const BUTTON = `inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`;

type DetailsInput = Pick<Business, "category" | "type" | "businessStatus" | "priceRange" | "menuLink" | "orderLink" | "reservationLink">;

export function DetailsCard({ business }: { business: DetailsInput }) {
  const operational = business.businessStatus === OPERATIONAL;
  const links = [
    business.menuLink ? { label: "Menu", href: business.menuLink } : null,
    business.orderLink ? { label: "Order Online", href: business.orderLink } : null,
    business.reservationLink ? { label: "Book a Table", href: business.reservationLink } : null,
  ].filter((link): link is { label: string; href: string } => link !== null);
  return (
    <DetailCard id="details-title" title="Business Details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {business.category ? (
          <>
            <dt className="text-slate-500">Category</dt>
            <dd>
              <Link to={`/category/${business.category.slug}`} className={`rounded text-brand-700 hover:underline ${FOCUS_RING}`}>
                {business.category.name}
              </Link>
            </dd>
          </>
        ) : null}
        {business.type && business.type !== business.category?.name ? (
          <>
            <dt className="text-slate-500">Type</dt>
            <dd className="text-slate-800">{business.type}</dd>
          </>
        ) : null}
        <dt className="text-slate-500">Status</dt>
        <dd>
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
              operational ? "bg-green-100 text-green-800" : "bg-yellow-100 text-yellow-800"
            }`}
          >
            {business.businessStatus}
          </span>
        </dd>
        {business.priceRange ? (
          <>
            <dt className="text-slate-500">Price range</dt>
            <dd className="text-slate-800">{business.priceRange}</dd>
          </>
        ) : null}
      </dl>
      {links.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {links.map((link) => (
            <ExternalLink key={link.label} href={link.href} className={BUTTON}>
              {link.label}
            </ExternalLink>
          ))}
        </div>
      ) : null}
    </DetailCard>
  );
}
