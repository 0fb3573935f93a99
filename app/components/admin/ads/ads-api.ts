// The ads screen's JSON calls. Same-origin, with the admin's session cookie.
import type { AdSetting } from "~/lib/ads";

export interface StoredAdSetting extends AdSetting {
  updatedAt: string | null;
}

/** A setting as the form holds it: the style is the text of its field. */
export type AdSettingDraft = Omit<AdSetting, "adStyle"> & { adStyle: string };

export interface FieldProblem {
  path: string;
  message: string;
}

/** A refused call, with the server's status, its `error` text and any field details. */
export class AdsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

async function send<T>(method: "POST" | "PUT", path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
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
    throw new AdsApiError(res.status, typeof answer.error === "string" ? answer.error : `${res.status}: ${res.statusText}`, answer.details);
  }
  return parsed as T;
}

export function saveAdSettings(drafts: AdSettingDraft[]): Promise<StoredAdSetting[]> {
  return send<StoredAdSetting[]>("POST", "/api/admin/ad-settings", drafts);
}

export function saveAdsTxt(content: string): Promise<{ content: string; updatedAt: string | null }> {
  return send("PUT", "/api/admin/ads-txt", { content });
}

export function toDraft(setting: AdSetting): AdSettingDraft {
  return { ...setting, adStyle: JSON.stringify(setting.adStyle) };
}
