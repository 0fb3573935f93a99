import { INDEXNOW_BATCH_LIMIT, type EngineOutcome } from "../../../app/lib/admin/indexing";
import type { ActiveEngines } from "./resolve-engines";
import { EngineUnreachableError, postToEngine } from "./post-to-engine";

/** What IndexNow's documented answers mean, in the admin's words; the engine's own text stays in the server log. */
const ANSWERS: Record<number, string> = {
  200: "kabul edildi (200)",
  202: "kabul edildi, anahtar doğrulaması bekleniyor (202)",
  400: "istek geçersiz bulundu (400)",
  403: "anahtar geçersiz: anahtar dosyası bulunamadı veya eşleşmedi (403)",
  422: "URL'ler siteye ait değil veya anahtar eşleşmiyor (422)",
  429: "çok fazla istek, daha sonra tekrar deneyin (429)",
};

export interface IndexNowBatchOutcome {
  urls: string[];
  outcome: EngineOutcome;
}

/**
 * Sends the URLs to IndexNow, at most 10,000 per request as the protocol
 * allows; every URL of a request shares its answer. The key file at
 * keyLocation is how the engine checks the site is ours.
 */
export async function submitToIndexNow(
  settings: NonNullable<ActiveEngines["indexNow"]>,
  siteUrl: string,
  urls: string[],
  signal?: AbortSignal,
): Promise<IndexNowBatchOutcome[]> {
  const outcomes: IndexNowBatchOutcome[] = [];
  for (let start = 0; start < urls.length; start += INDEXNOW_BATCH_LIMIT) {
    const batch = urls.slice(start, start + INDEXNOW_BATCH_LIMIT);
    outcomes.push({ urls: batch, outcome: await submitBatch(settings, siteUrl, batch, signal) });
  }
  return outcomes;
}

async function submitBatch(settings: NonNullable<ActiveEngines["indexNow"]>, siteUrl: string, urlList: string[], signal?: AbortSignal): Promise<EngineOutcome> {
  const site = new URL(siteUrl);
  const body = JSON.stringify({ host: site.host, key: settings.key, keyLocation: `${site.origin}/${settings.key}.txt`, urlList });
  try {
    const answer = await postToEngine(settings.endpoint, { "Content-Type": "application/json; charset=utf-8" }, body, settings.access, signal);
    const ok = answer.status === 200 || answer.status === 202;
    return { engine: "indexnow", status: ok ? "success" : "failed", httpStatus: answer.status, message: ANSWERS[answer.status] ?? `beklenmeyen yanıt (${answer.status})` };
  } catch (error) {
    if (!(error instanceof EngineUnreachableError)) throw error;
    return { engine: "indexnow", status: "failed", httpStatus: null, message: `IndexNow'a ulaşılamadı: ${error.message}` };
  }
}
