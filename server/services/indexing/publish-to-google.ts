import type { EngineOutcome } from "../../../app/lib/admin/indexing";
import { EngineUnreachableError, postToEngine } from "./post-to-engine";
import type { ActiveEngines } from "./resolve-engines";

/** What the Indexing API's answers mean, in the admin's words; Google's own text stays in the server log. */
const ANSWERS: Record<number, string> = {
  200: "kabul edildi (200)",
  401: "erişim anahtarı reddedildi (401)",
  403: "izin yok: hizmet hesabı Search Console'da sitenin sahibi olarak eklenmeli (403)",
  429: "Google kotası aşıldı (429)",
};

/** One URL_UPDATED notification to the Indexing API with an access token of the account. */
export async function publishToGoogle(
  settings: NonNullable<ActiveEngines["google"]>,
  accessToken: string,
  url: string,
  signal?: AbortSignal,
): Promise<EngineOutcome> {
  const body = JSON.stringify({ url, type: "URL_UPDATED" });
  const headers = { "Content-Type": "application/json; charset=utf-8", Authorization: `Bearer ${accessToken}` };
  try {
    const answer = await postToEngine(settings.endpoint, headers, body, settings.access, signal);
    const message = ANSWERS[answer.status] ?? `beklenmeyen yanıt (${answer.status})`;
    return { engine: "google", status: answer.status === 200 ? "success" : "failed", httpStatus: answer.status, message };
  } catch (error) {
    if (!(error instanceof EngineUnreachableError)) throw error;
    return { engine: "google", status: "failed", httpStatus: null, message: `Google'a ulaşılamadı: ${error.message}` };
  }
}
