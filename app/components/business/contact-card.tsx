import { IconDetail } from "~/components/icon-detail";
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
            <IconDetail label="Phone" icon="📞">
              <a href={telHref(phone)} className={LINK}>{phone}</a>
            </IconDetail>
          ) : null}
          {email ? (
            <IconDetail label="Email" icon="✉️">
              <a href={`mailto:${email}`} className={LINK}>{email}</a>
            </IconDetail>
          ) : null}
          {website ? (
            <IconDetail label="Website" icon="🌐">
              <ExternalLink href={website} className={LINK}>{displayHost(website)}</ExternalLink>
            </IconDetail>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No contact information available.</p>
      )}
    </DetailCard>
  );
}
