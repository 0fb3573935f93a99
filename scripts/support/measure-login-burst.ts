// The login part of `npm run bench`: a compressed page and a static file, timed one request
// after another while nothing else happens, then during bursts of wrong logins from many
// addresses. Login hashing is bounded per process (server/services/auth/hash-gate.ts), so
// the pages should not notice the bursts. Each burst is matched by one of as many plain
// requests, each on a new connection as the logins are: what the connections alone cost.
import { setTimeout as sleep } from "node:timers/promises";
import { mark, ms } from "./bench-format";
import { GZIP, largestAsset, timeUntil, type Timed } from "./login-burst";
import { startBurstSender, type BurstKind } from "./login-burst-process";
import { printTable } from "./print-table";

/**
 * Both targets are fetched for a while first, uncounted: a server just started answers its
 * first requests slowly (code not yet compiled, caches empty), which would inflate the idle
 * p99 that the bursts are held against.
 */
const WARM_UP_MS = 3000;
/** Long enough for a p99 that is not just the slowest of a few dozen requests. */
const IDLE_MS = 6000;
const BURSTS = [150, 300];
/** Goal: during a burst, each target's p99 stays within this factor of its idle p99 (+5 ms for timer noise). */
export const BURST_P99_FACTOR = 2;

function percentile(timings: Timed[], fraction: number): number {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!);
}

function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count}×${status}`).join(" ");
}

export async function measureLoginBurst(base: string, pagePath: string): Promise<void> {
  const targets = [
    { name: `page ${pagePath} (gzip)`, url: `${base}${pagePath}` },
    { name: "static file (gzip)", url: `${base}${largestAsset()}` },
  ];
  const sender = await startBurstSender();
  try {
    await measureAgainstBursts(targets, (size, kind) => sender.send(base, size, kind));
  } finally {
    sender.stop();
  }
}

async function measureAgainstBursts(
  targets: { name: string; url: string }[],
  sendBurst: (size: number, kind: BurstKind) => Promise<{ statuses: number[]; ms: number }>,
): Promise<void> {
  await Promise.all(targets.map((target) => timeUntil(target.url, GZIP, sleep(WARM_UP_MS))));
  const idle = await Promise.all(targets.map((target) => timeUntil(target.url, GZIP, sleep(IDLE_MS))));
  const rows: string[][] = targets.map((target, index) => {
    const timings = idle[index]!;
    return [target.name, "idle", String(timings.length), ms(percentile(timings, 0.5)), ms(percentile(timings, 0.99)), "", "", ""];
  });
  for (const size of BURSTS) {
    for (const kind of ["plain", "logins"] as const) {
      const burst = sendBurst(size, kind);
      const during = await Promise.all(targets.map((target) => timeUntil(target.url, GZIP, burst)));
      const { statuses, ms: burstMs } = await burst;
      targets.forEach((target, index) => {
        const timings = during[index]!;
        const p99 = percentile(timings, 0.99);
        // The plain requests are the yardstick, not held to the goal.
        const met = kind === "plain" ? "" : mark(p99 <= BURST_P99_FACTOR * percentile(idle[index]!, 0.99) + 5);
        const label = kind === "plain" ? `${size} plain requests` : `${size} logins`;
        rows.push([target.name, label, String(timings.length), ms(percentile(timings, 0.5)), ms(p99), met, ms(Math.round(burstMs)), statusCounts(statuses)]);
      });
    }
  }
  console.log(`\nPages during a burst of wrong logins from many addresses, two workers (goal: p99 within ${BURST_P99_FACTOR}× idle)`);
  console.log("Beside each, a burst of as many plain requests (/healthz), each on a new connection as the logins are\n");
  printTable(["target", "while", "requests", "p50", "p99", "goal", "burst took", "answers"], rows);
}
