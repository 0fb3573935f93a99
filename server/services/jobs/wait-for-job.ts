// Waiting for a job's row to end, wherever the job runs: the row is the one record every
// process shares, so it is read again, quickly at first and then twice a second. A job
// this process runs wakes the wait as soon as it has ended.
import { setTimeout as sleep } from "node:timers/promises";
import type { AppContext } from "../../context";
import { isFinishedRow, type JobRow } from "./job-rows";

const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 500;

export interface WaitOptions {
  /** Gives up after this long and answers the row as it then is (default: no limit). */
  timeoutMs?: number;
  /** Stops waiting (a request whose client went away). */
  signal?: AbortSignal;
}

/** The job's row once it has ended, or as it is when the wait gives up; null when there is no such row. */
export async function waitForJobEnd(
  ctx: Pick<AppContext, "db" | "jobs">,
  id: number,
  options: WaitOptions = {},
): Promise<JobRow | null> {
  const deadline = Date.now() + (options.timeoutMs ?? Number.POSITIVE_INFINITY);
  let pause = FIRST_PAUSE_MS;
  let wake = new AbortController();
  const onEnded = (endedId: number) => {
    if (endedId === id) wake.abort();
  };
  ctx.jobs.ended.on("ended", onEnded);
  try {
    for (;;) {
      const row = (await ctx.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
      const left = deadline - Date.now();
      if (!row || isFinishedRow(row) || left <= 0 || options.signal?.aborted) return row;
      const signal = options.signal ? AbortSignal.any([wake.signal, options.signal]) : wake.signal;
      await sleep(Math.min(pause, left), undefined, { signal }).catch(() => undefined);
      // One early wake per end: a row not yet written back is then polled as usual.
      if (wake.signal.aborted) wake = new AbortController();
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  } finally {
    ctx.jobs.ended.off("ended", onEnded);
  }
}
