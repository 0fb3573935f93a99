// The closing table of `npm run bench:import`: each phase against its goals.
import { printTable } from "./print-table";

export const IMPORT_GOAL_ROWS_PER_SECOND = 10_000;
export const EXPORT_GOAL_ROWS_PER_SECOND = 30_000;
export const RSS_GOAL_MIB = 512;

const MEBIBYTE = 1024 * 1024;

export interface PhaseResult {
  phase: string;
  rows: number;
  seconds: number;
  peakRssBytes: number;
  /**
   * The places an import read, each one business (rows less those merged into another row
   * or skipped): an Outscraper file repeats a place on a row per email, so two files of as
   * many rows can hold different numbers of places. Omitted for the other phases.
   */
  places?: number;
  /** Omitted for phases that only prepare the benchmark (generating the file). */
  goalRowsPerSecond?: number;
}

const count = (value: number) => Math.round(value).toLocaleString("en-US");
const mark = (met: boolean) => (met ? "✓" : "✗");

export function printSummary(results: PhaseResult[]): void {
  const rows = results.map((result) => {
    const rowsPerSecond = result.rows / result.seconds;
    const rssMib = result.peakRssBytes / MEBIBYTE;
    const goal = result.goalRowsPerSecond;
    return [
      result.phase,
      count(result.rows),
      result.seconds.toFixed(1),
      count(rowsPerSecond),
      result.places === undefined ? "-" : count(result.places / result.seconds),
      count(rssMib),
      goal === undefined ? "-" : `>= ${count(goal)} ${mark(rowsPerSecond >= goal)}`,
      goal === undefined ? "-" : `< ${RSS_GOAL_MIB} ${mark(rssMib < RSS_GOAL_MIB)}`,
    ];
  });
  printTable(["phase", "rows", "seconds", "rows/s", "places/s", "peak RSS MiB", "rows/s goal", "RSS goal"], rows);
}
