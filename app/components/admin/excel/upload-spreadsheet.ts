// POST /api/upload-excel through XMLHttpRequest: fetch cannot report how much
// of a 500MB body has been sent, and the screen shows exactly that.
import { readUploadAnswer, type UploadAnswer } from "~/lib/admin/upload-answer";

export const UPLOAD_URL = "/api/upload-excel";

export interface UploadHandle {
  /** Settles with the server's answer; never rejects. */
  answer: Promise<UploadAnswer | { ok: false; aborted: true }>;
  abort: () => void;
}

/**
 * Sends `file` as multipart field `file`, after the text `fields` (`columnMapping`, `reviewColumns`);
 * `onProgress` gets whole percentages of the bytes sent.
 */
export function uploadSpreadsheet(file: File, onProgress: (percent: number) => void, fields: Record<string, string> = {}): UploadHandle {
  const xhr = new XMLHttpRequest();
  const answer = new Promise<UploadAnswer | { ok: false; aborted: true }>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener("load", () => resolve(readUploadAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener("error", () => resolve(readUploadAnswer(0, "")));
    xhr.addEventListener("timeout", () => resolve(readUploadAnswer(0, "")));
    xhr.addEventListener("abort", () => resolve({ ok: false, aborted: true }));
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file, file.name);
  xhr.open("POST", UPLOAD_URL);
  xhr.withCredentials = true;
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(form);
  return { answer, abort: () => xhr.abort() };
}
