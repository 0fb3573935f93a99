// The dialog's calls to the business API, with credentials, as JSON.
import type { AdminBusiness } from "~/lib/admin/admin-business";
import type { BusinessFormValues, FieldIssue } from "~/lib/admin/business-form";

/** A refused call: the spec's '{status}: {message}' text, and the field messages of a 400. */
export class BusinessApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(`${status}: ${message}`);
  }
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return res;
  const text = await res.text();
  let message = text || res.statusText;
  let details: FieldIssue[] = [];
  try {
    const parsed = JSON.parse(text) as { error?: string; details?: unknown };
    if (parsed.error) message = parsed.error;
    if (Array.isArray(parsed.details)) details = parsed.details as FieldIssue[];
  } catch {
    // Not JSON (a proxy's error page): the text itself is the message.
  }
  throw new BusinessApiError(res.status, message, details);
}

/** PATCH /api/businesses/{id} for an edit, POST /api/businesses for a new one. */
export async function saveBusiness(id: number | null, values: BusinessFormValues): Promise<AdminBusiness> {
  const res = id === null ? await send("POST", "/api/businesses", values) : await send("PATCH", `/api/businesses/${id}`, values);
  return (await res.json()) as AdminBusiness;
}

export async function deleteBusinessById(id: number): Promise<void> {
  await send("DELETE", `/api/businesses/${id}`);
}
