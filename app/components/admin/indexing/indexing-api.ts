// The URL indexing calls of the dashboard card and the URL İndeksleme screen.
// Same-origin, with the admin's session cookie.
import type { BulkSubmitAnswer, IndexingSettingsView, IndexingWalk, SingleSubmitAnswer, SubmissionLogEntry } from "~/lib/admin/indexing";

/** A refused call: the server's status, its `error` text and any details. */
export class IndexingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

async function call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!res.ok) {
    const answer = (parsed ?? {}) as { error?: unknown; details?: unknown };
    // The spec's '{status}: {body text or status text}'.
    throw new IndexingApiError(res.status, `${res.status}: ${typeof answer.error === "string" ? answer.error : text || res.statusText}`, answer.details);
  }
  return parsed as T;
}

export const submitUrl = (url: string) => call<SingleSubmitAnswer>("POST", "/api/submit-url", { url, type: "URL_UPDATED" });
export const submitUrlsBulk = (urls: string[]) => call<BulkSubmitAnswer>("POST", "/api/submit-urls-bulk", { urls });

export const fetchIndexingSettings = () => call<IndexingSettingsView>("GET", "/api/admin/url-indexing/settings");
export const saveIndexingSettings = (input: object) => call<IndexingSettingsView>("PUT", "/api/admin/url-indexing/settings", input);
export const regenerateIndexNowKey = () => call<IndexingSettingsView>("POST", "/api/admin/url-indexing/indexnow-key");
export const fetchSubmissions = () => call<SubmissionLogEntry[]>("GET", "/api/admin/url-indexing/submissions");

export const startWalk = () => call<IndexingWalk>("POST", "/api/admin/url-indexing/jobs");
export const fetchWalk = (id: number) => call<IndexingWalk>("GET", `/api/admin/url-indexing/jobs/${id}`);
export const stopWalk = (id: number) => call<IndexingWalk>("DELETE", `/api/admin/url-indexing/jobs/${id}`);
export async function fetchCurrentWalk(): Promise<IndexingWalk | null> {
  return (await call<{ job: IndexingWalk | null }>("GET", "/api/admin/url-indexing/jobs/current")).job;
}

/** A refused call's '{status}: {error}' text; the fallback when no answer came. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof IndexingApiError ? error.message : fallback;
}
