import { useEffect, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { toast } from "~/components/ui/use-toast";
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT,
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
} from "./contact-fields";
import { sendContactMessage } from "./send-contact-message";

export interface ContactFormState {
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
  /** Why the whole form was refused (shown above the button), e.g. too many messages. */
  error: string | null;
}

const FAILED = "Failed to send message. Please try again.";

/**
 * Posts to the page's action when JavaScript is off; with JavaScript the submit
 * is sent to the JSON API instead, so the page stays put and nothing typed is
 * lost on an error. The browser checks required fields and the email format first.
 */
export function ContactForm({ initial }: { initial?: ContactFormState }) {
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>(initial?.fieldErrors ?? {});
  const [error, setError] = useState<string | null>(initial?.error ?? null);
  const [sending, setSending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setSending(true);
    setFieldErrors({});
    setError(null);
    // Read from the form itself: what was typed before the page finished loading counts too.
    const outcome = await sendContactMessage(readValues(form));
    setSending(false);
    if (outcome.ok) {
      for (const field of CONTACT_FIELDS) {
        const element = fieldElement(form, field);
        if (element) element.value = "";
      }
      toast({ title: "Message Sent Successfully", description: "We'll get back to you within 24 hours." });
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    if (Object.keys(outcome.fieldErrors).length === 0) setError(outcome.reason);
    toast({ title: "Error", description: outcome.reason ? `${FAILED} ${outcome.reason}` : FAILED, variant: "destructive" });
    const firstInvalid = CONTACT_FIELDS.find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) fieldElement(form, firstInvalid)?.focus();
  }

  // Uncontrolled on purpose: React never overwrites what the visitor typed, even before hydration.
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: initial?.values[field] ?? "",
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
    readOnly: sending,
    "aria-invalid": fieldErrors[field] ? true : undefined,
    "aria-describedby": fieldErrors[field] ? `contact-${field}-error` : undefined,
    className:
      "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600",
  });

  return (
    <Form
      method="post"
      onSubmit={handleSubmit}
      aria-busy={sending}
      // Marks that submits now go through the API (the page has finished loading its scripts).
      data-enhanced={enhanced ? "" : undefined}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" error={fieldErrors.name}>
          <input type="text" autoComplete="name" {...fieldProps("name")} />
        </Field>
        <Field field="email" error={fieldErrors.email}>
          <input type="email" autoComplete="email" {...fieldProps("email")} />
        </Field>
      </div>
      <Field field="subject" error={fieldErrors.subject}>
        <input type="text" {...fieldProps("subject")} />
      </Field>
      <Field field="message" error={fieldErrors.message}>
        <textarea rows={6} {...fieldProps("message")} />
      </Field>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? "Sending Message..." : "Send Message"}
      </button>
    </Form>
  );
}

function fieldElement(form: HTMLFormElement, field: ContactField) {
  return form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
}

function readValues(form: HTMLFormElement): ContactValues {
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) values[field] = fieldElement(form, field)?.value ?? "";
  return values;
}

function Field({ field, error, children }: { field: ContactField; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`contact-${field}`} className="block text-sm font-medium text-slate-700">
        {CONTACT_LABELS[field]}
      </label>
      {children}
      {error ? (
        <p id={`contact-${field}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
