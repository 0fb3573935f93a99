// Rounds of `npm run bench`: every call is measured several times and the tables show the
// median. On a shared two-core machine one 10-second call can come out a fifth faster or
// slower than the next, and the machine's speed drifts over minutes, so a comparison is read
// from calls taken in turn (one worker, two workers, one, two ...), round by round.
import { share } from "./bench-format";
import type { Measurement, MeasureOptions } from "./measure-scenario";

/** A call's options with how many times it is measured. */
export type RoundsOptions = MeasureOptions & { rounds: number };

/**
 * Each call measured once per round, the calls in turn within a round (a, b, a, b ...), so
 * calls compared with each other see the same machine: each call's measurements, in order.
 */
export async function measureInTurn<Calls extends Array<() => Promise<Measurement>>>(
  rounds: number,
  ...calls: Calls
): Promise<{ [Index in keyof Calls]: Measurement[] }> {
  const measured = calls.map((): Measurement[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, call] of calls.entries()) measured[index]!.push(await call());
  }
  return measured as { [Index in keyof Calls]: Measurement[] };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One measurement standing for several: the median of each figure, every error counted. */
export function medianOf(rounds: readonly Measurement[]): Measurement {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    bytesPerResponse: median(rounds.map((round) => round.bytesPerResponse)),
  };
}

/** Each round's figure, in the order measured: "1.38 · 1.52 · 1.41". */
export function eachRound(values: readonly number[], format: (value: number) => string): string {
  return values.map(format).join(" · ");
}

/** Each round's rate of `part` against `whole`, measured in the same round (rounds where `whole` failed left out). */
export function roundRates(part: readonly Measurement[], whole: readonly Measurement[]): number[] {
  return part.flatMap((round, index) => share(round.requestsPerSecond, whole[index]!.requestsPerSecond) ?? []);
}
