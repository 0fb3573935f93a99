import { data, redirect } from "react-router";
import { createContactMessage } from "../../server/services/contact/create-contact-message";
import { ContactDetails } from "~/components/static/contact-details";
import { fieldErrorsFrom, type ContactValues } from "~/components/static/contact-fields";
import { ContactForm, type ContactFormState } from "~/components/static/contact-form";
import { isOfficeOpen, secondsUntilStatusMayChange } from "~/components/static/office-hours";
import { OfficeHours } from "~/components/static/office-status";
import { cacheControl, PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/contact";

const pageCache = pageHeaders(PAGE_FRESHNESS.static);

/** The page is cacheable; an answer to a post (the visitor's own input, a wait time) never is. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  if (!actionHeaders.has("Cache-Control")) return pageCache({ loaderHeaders });
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const sent = new URL(request.url).searchParams.has("sent");
  // The open/closed note is part of the HTML: no cache may keep it past the next change.
  const fresh = Math.min(PAGE_FRESHNESS.static, secondsUntilStatusMayChange(now));
  return data({ sent, openAtRender: isOfficeOpen(now) }, { headers: { "Cache-Control": cacheControl(fresh, fresh) } });
}

/** The form without JavaScript: the same service as the API, then back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form reads as an empty form: the visitor sees which fields are missing.
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactValues = { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
  // The address Express resolved (X-Forwarded-For believed only from TRUST_PROXY), as the API uses.
  const result = await createContactMessage(context.app, values, context.clientIp);
  // Redirect after success so reloading the page cannot send the message twice.
  if (result.ok) return redirect("/contact?sent=1", 303);
  const state: ContactFormState =
    result.status === 400
      ? { values, fieldErrors: fieldErrorsFrom(result.details), error: "Failed to send message. Please try again." }
      : { values, fieldErrors: {}, error: result.error };
  const responseHeaders = new Headers({ "Cache-Control": "no-store" });
  if (result.status === 429) responseHeaders.set("Retry-After", String(result.retryAfterSeconds));
  return data(state, { status: result.status, headers: responseHeaders });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Contact Us | ${SITE_NAME}`,
    description: `Questions about a listing, corrections or partnerships? Send the ${SITE_NAME} team a message; we typically reply within 2-4 hours during business hours.`,
    path: "/contact",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-slate-600">
          Questions about a listing, a correction to make or an idea to share? Write to us and the {SITE_NAME} team will answer.
        </p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
          <h2 id="contact-form-heading" className="text-xl font-semibold">Send Us a Message</h2>
          <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
          {loaderData.sent && !actionData ? (
            <div role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
              <p className="font-semibold">Message Sent Successfully</p>
              <p className="text-sm">We'll get back to you within 24 hours.</p>
            </div>
          ) : null}
          <div className="mt-6">
            <ContactForm initial={actionData} />
          </div>
        </section>
        <aside aria-label="Contact details" className="space-y-6">
          <ContactDetails />
          <OfficeHours openAtRender={loaderData.openAtRender} />
        </aside>
      </div>
    </div>
  );
}
