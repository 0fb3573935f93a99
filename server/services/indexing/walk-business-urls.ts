import { setTimeout as sleep } from "node:timers/promises";
import { INDEXNOW_BATCH_LIMIT, type EngineOutcome } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { AppError } from "../app-error";
import { logSubmissions, type SubmissionRecord } from "./log-submissions";
import type { ActiveEngines } from "./resolve-engines";
import { submitToGoogle } from "./submit-to-google";
import { submitToIndexNow } from "./submit-to-indexnow";
import type { WalkTally } from "./walk-job-view";

/** The spec's pause between two automatic requests, kept between engine calls of the walk. */
export const PAUSE_BETWEEN_REQUESTS_MS = 300;

export const WALK_NOTES = {
  quotaWithIndexNow: "Google günlük kotası doldu; kalan URL'ler yalnızca IndexNow'a gönderildi.",
  quotaOnly: "Google günlük kotası doldu; kalan URL'ler gönderilmedi. Yarın tekrar başlatın veya IndexNow'u etkinleştirin.",
} as const;

export interface WalkRun {
  jobId: number;
  signal: AbortSignal;
  /** Counted in place, so the runner can show it while the walk goes on. */
  tally: WalkTally;
}

/**
 * Every business page, in id order, 10,000 at a time (one IndexNow request
 * each); Google gets them one by one until its daily quota is used up. Each
 * page counts once: successful when an engine accepted it.
 */
export async function walkBusinessUrls(ctx: Pick<AppContext, "db" | "config">, engines: ActiveEngines, run: WalkRun): Promise<void> {
  const { tally, signal } = run;
  let google = engines.google;
  let afterId = 0;
  let requests = 0;
  const pause = async () => {
    if (requests++ > 0) await sleep(PAUSE_BETWEEN_REQUESTS_MS, undefined, { signal });
  };
  for (;;) {
    signal.throwIfAborted();
    const rows = await ctx.db.selectFrom("businesses").select(["id", "slug"]).where("id", ">", afterId).orderBy("id").limit(INDEXNOW_BATCH_LIMIT).execute();
    if (rows.length === 0) return;
    afterId = rows.at(-1)!.id;
    const urls = rows.map((row) => `${ctx.config.siteUrl}/business/${encodeURIComponent(row.slug)}`);
    const records: SubmissionRecord[] = [];
    try {
      google = await sendBatch(ctx, { ...engines, google }, urls, run, records, pause);
    } finally {
      // Also when the walk is stopped mid-batch: what was sent counts towards Google's quota.
      await logSubmissions(ctx, records, run.jobId);
    }
    if (!engines.indexNow && !google) {
      // Nothing left to send with: the rest of the directory is skipped, not walked.
      tally.skipped += Math.max(0, tally.total - tally.done);
      tally.done = Math.max(tally.done, tally.total);
      return;
    }
  }
}

/** One batch to every engine still in use; answers which Google account remains usable for the next. */
async function sendBatch(
  ctx: Pick<AppContext, "db" | "config">,
  engines: ActiveEngines,
  urls: string[],
  run: WalkRun,
  records: SubmissionRecord[],
  pause: () => Promise<void>,
): Promise<ActiveEngines["google"]> {
  const { tally, signal } = run;
  const indexNowAccepted = new Set<string>();
  if (engines.indexNow) {
    await pause();
    const [batch] = await submitToIndexNow(engines.indexNow, ctx.config.siteUrl, urls, signal);
    for (const url of urls) records.push({ url, outcome: batch!.outcome });
    if (batch!.outcome.status === "success") for (const url of urls) indexNowAccepted.add(url);
  }
  const count = (url: string, googleOutcome: EngineOutcome | null) => {
    const tried = engines.indexNow !== null || (googleOutcome !== null && googleOutcome.status !== "skipped");
    if (indexNowAccepted.has(url) || googleOutcome?.status === "success") tally.successful++;
    else if (tried) tally.failed++;
    else tally.skipped++;
    tally.done++;
  };
  if (!engines.google) {
    for (const url of urls) count(url, null);
    return null;
  }
  const googleRun = await submitToGoogle(ctx, engines.google, urls, {
    signal,
    pauseMs: PAUSE_BETWEEN_REQUESTS_MS,
    onOutcome: (url, outcome) => {
      // Skipped pages are counted, not logged: a quota-bound walk would log the whole directory for nothing.
      if (outcome.status !== "skipped") records.push({ url, outcome });
      count(url, outcome);
    },
  });
  // Google refused the account itself (no token) and no other engine is on: nothing else can be sent.
  if (googleRun.tokenError && !engines.indexNow) throw AppError.badGateway(googleRun.tokenError);
  if (googleRun.tokenError) tally.note = `${googleRun.tokenError} Kalan URL'ler yalnızca IndexNow'a gönderildi.`;
  else if (googleRun.quotaReached) tally.note = engines.indexNow ? WALK_NOTES.quotaWithIndexNow : WALK_NOTES.quotaOnly;
  return googleRun.quotaReached || googleRun.tokenError ? null : engines.google;
}
