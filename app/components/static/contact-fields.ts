// The contact form's fields, shared by the form (labels, maxLength) and the
// server schema (limits), so the browser never lets through what the server refuses.

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: "Full Name",
  email: "Email Address",
  subject: "Subject",
  message: "Message",
};

/** Characters; an email address is at most 320 by RFC 5321 (64 local + @ + 255 domain). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 200,
  email: 320,
  subject: 300,
  message: 5000,
};

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/** The server's `details` ([{ path, message }]) as one message per field; the first per field wins. */
export function fieldErrorsFrom(details: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const item of details) {
    const path = (item as { path?: unknown })?.path;
    const message = (item as { message?: unknown })?.message;
    if (isContactField(path) && typeof message === "string" && errors[path] === undefined) errors[path] = message;
  }
  return errors;
}

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (CONTACT_FIELDS as readonly string[]).includes(value);
}
