import type { EngineOutcome } from "../../../app/lib/admin/indexing";
import type { StoredGoogle, ServiceAccount } from "./indexing-settings-schema";
import { EngineUnreachableError, postToEngine } from "./post-to-engine";

const ANSWERS: Record<number, string> = {
  200: "kabul edildi (200)",
  401: "erişim anahtarı reddedildi (401)",
  403: "izin yok: hizmet hesabı Search Console'da sitenin sahibi olarak eklenmeli (403)",
  429: "Google kotası aşıldı (429)",
};

/** One URL_UPDATED notification to the Indexing API with an access token of the account. */
export async function publishToGoogle(
  settings: StoredGoogle & { serviceAccount: ServiceAccount },
  accessToken: string,
  url: string,
  signal?: AbortSignal,
): Promise<EngineOutcome> {
  const body = JSON.stringify({ url, type: "URL_UPDATED" });
  const headers = { "Content-Type": "application/json; charset=utf-8", Authorization: `Bearer ${accessToken}` };
  try {
    const answer = await postToEngine(settings.endpoint, headers, body, signal);
    const known = ANSWERS[answer.status];
    const message = answer.status === 200 || !googleMessage(answer.body) ? known ?? `beklenmeyen yanıt (${answer.status})` : `${known ?? "hata"}: ${googleMessage(answer.body)}`;
    return { engine: "google", status: answer.status === 200 ? "success" : "failed", httpStatus: answer.status, message };
  } catch (error) {
    if (!(error instanceof EngineUnreachableError)) throw error;
    return { engine: "google", status: "failed", httpStatus: null, message: `Google'a ulaşılamadı: ${error.message}` };
  }
}

/** Google's errors are `{ error: { code, message, status } }`. */
function googleMessage(body: string): string | null {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    return typeof message === "string" ? message.slice(0, 300) : null;
  } catch {
    return null;
  }
}
