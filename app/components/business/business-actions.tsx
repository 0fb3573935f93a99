import type { ReactNode } from "react";
import type { Business } from "~/lib/business";
import { businessPath } from "~/lib/business-meta";
import { EXTERNAL_LINK, FOCUS_RING, mapsUrl, telHref } from "./links";

interface Action {
  label: string;
  icon: string;
  href: string;
  external?: boolean;
}

/** The buttons the listing has data for, in the spec's order; none is drawn without its data. */
export function businessActions(business: Business): Action[] {
  const maps = mapsUrl(business);
  const actions: (Action | null)[] = [
    business.phone ? { label: "Call Now", icon: "📞", href: telHref(business.phone) } : null,
    // A real link to the page itself: it reloads the page, with or without JavaScript.
    { label: "Detailed Info", icon: "ℹ️", href: businessPath(business) },
    maps ? { label: "Maps", icon: "🗺️", href: maps, external: true } : null,
    business.website ? { label: "Website", icon: "🌐", href: business.website, external: true } : null,
    business.email ? { label: "Email", icon: "✉️", href: `mailto:${business.email}` } : null,
    business.orderLink ? { label: "Order", icon: "🛒", href: business.orderLink, external: true } : null,
    business.menuLink ? { label: "Menu", icon: "📋", href: business.menuLink, external: true } : null,
    business.reservationLink ? { label: "Reserve", icon: "📅", href: business.reservationLink, external: true } : null,
  ];
  return actions.filter((action): action is Action => action !== null);
}

export function BusinessActions({ business }: { business: Business }) {
  const actions = businessActions(business);
  return (
    <div role="group" aria-label="Business actions" className="flex flex-wrap gap-2">
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} primary={index === 0} />
      ))}
    </div>
  );
}

function ActionLink({ action, primary }: { action: Action; primary: boolean }): ReactNode {
  const look = primary
    ? "bg-brand-600 text-white hover:bg-brand-700"
    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
  return (
    <a
      href={action.href}
      {...(action.external ? EXTERNAL_LINK : {})}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 text-sm font-medium ${look} ${FOCUS_RING}`}
    >
      <span aria-hidden="true">{action.icon}</span>
      {action.label}
      {action.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
