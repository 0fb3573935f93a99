import type { ReactNode } from "react";
import type { Business } from "~/lib/business";
import { DetailCard } from "./detail-card";
import { ExternalLink } from "./external-link";
import { displayHost, FOCUS_RING, telHref } from "./links";

const LINK = `break-all rounded text-brand-700 hover:underline ${FOCUS_RING}`;

export function ContactCard({ business }: { business: Pick<Business, "phone" | "email" | "website"> }) {
  const { phone, email, website } = business;
  return (
    <DetailCard id="contact-title" title="Contact Information">
      {phone || email || website ? (
        <dl className="space-y-3 text-sm">
          {phone ? (
            <Row label="Phone" icon="📞">
              <a href={telHref(phone)} className={LINK}>{phone}</a>
            </Row>
          ) : null}
          {email ? (
            <Row label="Email" icon="✉️">
              <a href={`mailto:${email}`} className={LINK}>{email}</a>
            </Row>
          ) : null}
          {website ? (
            <Row label="Website" icon="🌐">
              <ExternalLink href={website} className={LINK}>{displayHost(website)}</ExternalLink>
            </Row>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No contact information available.</p>
      )}
    </DetailCard>
  );
}

function Row({ label, icon, children }: { label: string; icon: string; children: ReactNode }) {
  return (
    // dt and dd must be direct children of the row div; the icon sits in the dt's gutter.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="absolute left-0 top-0 text-base">{icon}</span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
