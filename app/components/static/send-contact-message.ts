// Sends the contact form to the API from the browser and turns any answer into
// what the form shows: success, or the reason it was refused (when known).
import { fieldErrorsFrom, type ContactFieldErrors, type ContactValues } from "./contact-fields";

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: string | null; fieldErrors: ContactFieldErrors };

export async function sendContactMessage(values: ContactValues): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, reason: "Check your internet connection.", fieldErrors: {} };
  }
  if (response.ok) return { ok: true };

  const body = (await response.json().catch(() => null)) as { error?: unknown; details?: unknown } | null;
  const fieldErrors = fieldErrorsFrom(body?.details);
  const fieldMessages = Object.values(fieldErrors);
  // Only refusals the visitor can act on carry a reason; a server failure stays generic.
  const reason =
    fieldMessages.length > 0
      ? fieldMessages.join(" ")
      : response.status < 500 && typeof body?.error === "string"
        ? body.error
        : null;
  return { ok: false, reason, fieldErrors };
}
