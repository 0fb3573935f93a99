// Reads the server's answer to POST /api/upload-excel: a queued import, or
// the message the screen shows in its 'Hata!' toast.
import type { ImportJob } from "./import-job";

export const UPLOAD_NETWORK_ERROR = "Dosya yüklenirken hata oluştu";

export type UploadAnswer = { ok: true; job: ImportJob } | { ok: false; description: string };

/** `status` 0 means no answer at all (network down, request aborted by the browser). */
export function readUploadAnswer(status: number, body: string): UploadAnswer {
  if (status === 0) return { ok: false, description: UPLOAD_NETWORK_ERROR };
  const parsed = parseJson(body);
  if (status >= 200 && status < 300) {
    const job = parsed && typeof parsed === "object" && "job" in parsed ? (parsed as { job: ImportJob }).job : null;
    return job && typeof job.id === "number" ? { ok: true, job } : { ok: false, description: UPLOAD_NETWORK_ERROR };
  }
  return { ok: false, description: uploadFailedDescription(status, errorText(parsed, body)) };
}

/** The spec's 'Upload failed: {status} - {body}', with the server's error message as the body. */
export function uploadFailedDescription(status: number | null, error: string | null): string {
  if (status === null) return error ?? UPLOAD_NETWORK_ERROR;
  return error ? `Upload failed: ${status} - ${error}` : `Upload failed: ${status}`;
}

function errorText(parsed: unknown, body: string): string | null {
  if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") return parsed.error;
  const text = body.trim();
  // An HTML error page from a proxy says nothing useful in a toast.
  return text && !text.startsWith("<") ? text.slice(0, 300) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
