// The API parts of `npm run bench`: each call on its own, round after round, with the
// median of its rounds' p99 against a goal.
import type { Scenario } from "./bench-scenarios";
import { mark, ms, rate } from "./bench-format";
import { eachRound, measureInTurn, medianOf, type RoundsOptions } from "./bench-rounds";
import { measureScenario } from "./measure-scenario";
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
  options: RoundsOptions,
  table: ApiTable = { title: "API on two workers", goalMs: API_P99_GOAL_MS },
): Promise<void> {
  const rows: string[][] = [];
  for (const scenario of scenarios) {
    // Many visitors: the per-address search limit is for one client, which a public API's load is not.
    const [rounds] = await measureInTurn(options.rounds, () => measureScenario(base, scenario, { ...options, visitors: true }));
    const result = medianOf(rounds);
    rows.push([
      scenario.name,
      rate(result.requestsPerSecond),
      ms(result.p50),
      ms(result.p99),
      // Refusals answer fast: a call with any is not a met goal.
      mark(result.p99 < table.goalMs && result.errors === 0),
      eachRound(rounds.map((round) => round.p99), String),
      String(result.errors),
    ]);
  }
  console.log(`\n${table.title} (goal: p99 < ${table.goalMs} ms; medians of the rounds)\n`);
  printTable(["call", "req/s", "p50", "p99", `p99 < ${table.goalMs} ms`, "p99 each round (ms)", "errors"], rows);
}
