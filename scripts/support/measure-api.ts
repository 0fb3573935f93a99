// The API parts of `npm run bench`: each call on its own, with its p99 against a goal.
import type { Scenario } from "./bench-scenarios";
import { mark, ms, rate } from "./bench-format";
import { measureScenario, type MeasureOptions } from "./measure-scenario";
import { printTable } from "./print-table";

export const API_P99_GOAL_MS = 25;

export interface ApiTable {
  title: string;
  /** The p99 each call of the table should stay under. */
  goalMs: number;
}

export async function measureApi(
  base: string,
  scenarios: Scenario[],
  options: MeasureOptions,
  table: ApiTable = { title: "API on two workers", goalMs: API_P99_GOAL_MS },
): Promise<void> {
  const rows: string[][] = [];
  for (const scenario of scenarios) {
    // Many visitors: the per-address search limit is for one client, which a public API's load is not.
    const result = await measureScenario(base, scenario, { ...options, visitors: true });
    rows.push([
      scenario.name,
      rate(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      // Refusals answer fast: a call with any is not a met goal.
      mark(result.p99 < table.goalMs && result.errors === 0),
      String(result.errors),
    ]);
  }
  console.log(`\n${table.title} (goal: p99 < ${table.goalMs} ms)\n`);
  printTable(["call", "req/s", "p50", "p99", `p99 < ${table.goalMs} ms`, "errors"], rows);
}
