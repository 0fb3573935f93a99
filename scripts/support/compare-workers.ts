// The pages part of `npm run bench`: the same page calls against one worker
// and against two, side by side. A page keeps a Node process busy rendering,
// so a second worker should nearly double the rate where there is a free core.
import type { Scenario } from "./bench-scenarios";
import { mark, ms, rate, share } from "./bench-format";
import { measureScenario, type Measurement, type MeasureOptions } from "./measure-scenario";
import { printTable } from "./print-table";

export const TWO_WORKERS_GOAL = 1.4;

export async function measureScenarios(base: string, scenarios: Scenario[], options: MeasureOptions) {
  const results: Measurement[] = [];
  for (const scenario of scenarios) results.push(await measureScenario(base, scenario, options));
  return results;
}

export function printWorkerComparison(scenarios: Scenario[], one: Measurement[], two: Measurement[]): void {
  const rows = scenarios.map((scenario, index) => {
    const [single, pair] = [one[index]!, two[index]!];
    const ratio = share(pair.requestsPerSecond, single.requestsPerSecond);
    return [
      `page: ${scenario.name}`,
      rate(single.requestsPerSecond),
      rate(pair.requestsPerSecond),
      ratio === null ? "-" : `${ratio.toFixed(2)}x ${mark(ratio >= TWO_WORKERS_GOAL)}`,
      ms(single.p99),
      ms(pair.p99),
      `${single.errors} / ${pair.errors}`,
    ];
  });
  console.log(`\nPages: WEB_CONCURRENCY=1 against =2 (goal: two workers >= ${TWO_WORKERS_GOAL}x one)\n`);
  const header = ["call", "req/s 1 worker", "req/s 2 workers", "2 / 1", "p99 1 worker", "p99 2 workers"];
  printTable([...header, "errors 1 / 2"], rows);
}
