import type { EngineOutcome } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { logSubmissions, type SubmissionRecord } from "./log-submissions";
import type { ActiveEngines } from "./resolve-engines";
import { submitToGoogle } from "./submit-to-google";
import { submitToIndexNow } from "./submit-to-indexnow";

export interface UrlOutcome {
  url: string;
  /** At least one engine accepted it. */
  ok: boolean;
  engines: EngineOutcome[];
}

/** Sends checked URLs to every engine that is on, logs each answer and tells, per URL, who accepted it. */
export async function submitSiteUrls(ctx: Pick<AppContext, "db" | "config">, engines: ActiveEngines, urls: string[]): Promise<UrlOutcome[]> {
  const byUrl = new Map<string, EngineOutcome[]>(urls.map((url) => [url, []]));
  const records: SubmissionRecord[] = [];
  const add = (url: string, outcome: EngineOutcome) => {
    byUrl.get(url)?.push(outcome);
    records.push({ url, outcome });
  };
  if (engines.indexNow) {
    for (const batch of await submitToIndexNow(engines.indexNow, ctx.config.siteUrl, urls)) {
      for (const url of batch.urls) add(url, batch.outcome);
    }
  }
  if (engines.google) {
    const { outcomes } = await submitToGoogle(ctx, engines.google, urls);
    outcomes.forEach((outcome, index) => add(urls[index]!, outcome));
  }
  await logSubmissions(ctx, records);
  return urls.map((url) => {
    const outcomes = byUrl.get(url) ?? [];
    return { url, ok: outcomes.some((outcome) => outcome.status === "success"), engines: outcomes };
  });
}
