// The API part of `npm run bench`: each public API call on its own, with its
// p99 against the goal.
import type { Scenario } from "./bench-scenarios";
import { mark, ms, rate } from "./bench-format";
import { measureScenario, type MeasureOptions } from "./measure-scenario";
import { printTable } from "./print-table";

export const API_P99_GOAL_MS = 25;

export async function measureApi(base: string, scenarios: Scenario[], options: MeasureOptions): Promise<void> {
  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const result = await measureScenario(base, scenario, options);
    rows.push([
      scenario.name,
      rate(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      mark(result.p99 < API_P99_GOAL_MS),
      String(result.errors),
    ]);
  }
  console.log(`\nAPI on two workers (goal: p99 < ${API_P99_GOAL_MS} ms)\n`);
  printTable(["call", "req/s", "p50", "p99", `p99 < ${API_P99_GOAL_MS} ms`, "errors"], rows);
}
