import { IconDetail } from "~/components/icon-detail";
import { CONTACT } from "~/lib/site";

/** The team's email, phone and country, and how fast it answers. */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details-heading" className="text-lg font-semibold">Contact Information</h2>
      <dl className="mt-4 space-y-4 text-sm">
        <IconDetail size="lg" icon="✉️" label="Email">
          <a href={`mailto:${CONTACT.email}`} className="break-all font-medium text-brand-700 underline-offset-2 hover:underline">
            {CONTACT.email}
          </a>
        </IconDetail>
        <IconDetail size="lg" icon="📞" label="Phone">
          <a href={`tel:${CONTACT.phone.replace(/\s/g, "")}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {CONTACT.phone}
          </a>
        </IconDetail>
        <IconDetail size="lg" icon="📍" label="Location">
          <span className="font-medium">{CONTACT.country}</span>
        </IconDetail>
      </dl>
      <p className="mt-6 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700">
        <span aria-hidden="true">⚡ </span>
        We typically reply within 2-4 hours during business hours.
      </p>
    </section>
  );
}
