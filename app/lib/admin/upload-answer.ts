// Reads the server's answer to POST /api/upload-excel: a queued import, the
// column-mapping step (a file whose name column Locus does not recognise), or
// the message the screen shows in its 'Hata!' toast.
import type { ColumnsStep } from "./columns-step";
import type { ImportJob } from "./import-job";

export const UPLOAD_NETWORK_ERROR = "Dosya yüklenirken hata oluştu";

export type UploadAnswer =
  | { ok: true; job: ImportJob }
  | { ok: true; columns: ColumnsStep }
  | { ok: false; description: string };

/** `status` 0 means no answer at all (network down, request aborted by the browser). */
export function readUploadAnswer(status: number, body: string): UploadAnswer {
  if (status === 0) return { ok: false, description: UPLOAD_NETWORK_ERROR };
  const parsed = parseJson(body);
  const columns = columnsStepIn(status, parsed);
  if (columns) return { ok: true, columns };
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

/** The mapping step: 200 `columns` when asked for, or 422 `details.columns` for a file without a recognised name column. */
function columnsStepIn(status: number, parsed: unknown): ColumnsStep | null {
  if (!parsed || typeof parsed !== "object") return null;
  const holder = status === 422 && "details" in parsed ? parsed.details : status === 200 ? parsed : null;
  if (!holder || typeof holder !== "object" || !("columns" in holder)) return null;
  const columns = holder.columns as ColumnsStep | null;
  return columns && Array.isArray(columns.headers) && Array.isArray(columns.preview) ? columns : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
