/** A worker that lived this long crashed for a reason of its own, not at start: it is replaced at once. */
const STEADY_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a crashed worker. A worker that ran for a
 * while is replaced at once; one that keeps dying at start (the database is
 * gone, a bad deploy) is retried with a doubling delay, so a crash loop does
 * not spin the machine's cores.
 */
export function createRestartBackoff(now: () => number = Date.now) {
  let quickCrashes = 0;
  return {
    delayAfterExit(startedAt: number): number {
      if (now() - startedAt >= STEADY_MS) {
        quickCrashes = 0;
        return 0;
      }
      quickCrashes += 1;
      return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickCrashes - 1));
    },
  };
}
