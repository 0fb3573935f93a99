import { setTimeout as sleep } from "node:timers/promises";
import { INDEXING_MESSAGES, type EngineOutcome } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { countGoogleQuota } from "./count-google-quota";
import { fetchGoogleToken, GoogleTokenError } from "./fetch-google-token";
import { publishToGoogle } from "./publish-to-google";
import type { ActiveEngines } from "./resolve-engines";

export interface GoogleRunOptions {
  signal?: AbortSignal;
  /** Pause between two notifications (the automatic walk spaces its requests). */
  pauseMs?: number;
  /** Called after each URL, so a walk can count it at once. */
  onOutcome?: (url: string, outcome: EngineOutcome) => void;
}

export interface GoogleRun {
  /** One per URL, in order. */
  outcomes: EngineOutcome[];
  /** Some URLs were skipped: the day's quota is used up. */
  quotaReached: boolean;
  /** Google refused the account itself (token exchange); nothing more can be sent with it. */
  tokenError: string | null;
}

const skipped = (): EngineOutcome => ({ engine: "google", status: "skipped", httpStatus: null, message: INDEXING_MESSAGES.googleQuota });

/**
 * One notification per URL while the day's quota lasts; the rest are
 * skipped, not sent. The quota is read from the log once: the caller logs
 * what was sent before the next run reads it.
 */
export async function submitToGoogle(
  ctx: Pick<AppContext, "db">,
  google: NonNullable<ActiveEngines["google"]>,
  urls: string[],
  options: GoogleRunOptions = {},
): Promise<GoogleRun> {
  const { remaining } = await countGoogleQuota(ctx);
  const outcomes: EngineOutcome[] = [];
  let tokenError: string | null = null;
  const record = (url: string, outcome: EngineOutcome) => {
    outcomes.push(outcome);
    options.onOutcome?.(url, outcome);
  };
  let token: string | null = null;
  for (const [index, url] of urls.entries()) {
    if (index >= remaining) {
      record(url, skipped());
      continue;
    }
    if (index > 0 && options.pauseMs) await sleep(options.pauseMs, undefined, { signal: options.signal });
    try {
      token ??= await fetchGoogleToken(google.serviceAccount, google.access, options.signal);
    } catch (error) {
      if (!(error instanceof GoogleTokenError)) throw error;
      // Without a token nothing reaches Google: every URL fails with the same reason, none uses quota.
      tokenError = error.message;
      for (const rest of urls.slice(index)) record(rest, { engine: "google", status: "failed", httpStatus: null, message: error.message });
      break;
    }
    record(url, await publishToGoogle(google, token, url, options.signal));
  }
  return { outcomes, quotaReached: outcomes.some((outcome) => outcome.status === "skipped"), tokenError };
}
