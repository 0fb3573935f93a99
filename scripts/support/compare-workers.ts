// The pages part of `npm run bench`: the same page calls against a server with one worker
// and one with two, both running, taken in turn round by round so both see the same machine.
// A page keeps a Node process busy rendering, so a second worker should nearly double the
// rate where there is a free core.
import type { Scenario } from "./bench-scenarios";
import { mark, ms, rate } from "./bench-format";
import { eachRound, measureInTurn, median, medianOf, roundRates, type RoundsOptions } from "./bench-rounds";
import { measureScenario, type Measurement } from "./measure-scenario";
import { printTable } from "./print-table";

export const TWO_WORKERS_GOAL = 1.4;
/**
 * Before the first round, each server gets every page for this long, uncounted. A call's own
 * two seconds of warm-up reach each of two workers half as often as the one worker, and each
 * worker compiles the page's code for itself: without this pass the first round measured two
 * workers still warming against one already warm (1.24–1.33x, where the next rounds gave
 * 1.41–1.64x). A server in production runs warm; that is what the goal is about.
 */
const WARM_UP_PASS_SECONDS = 4;

interface Compared {
  one: Measurement[];
  two: Measurement[];
}

export async function compareWorkers(
  bases: { one: string; two: string },
  scenarios: Scenario[],
  options: RoundsOptions,
): Promise<void> {
  for (const scenario of scenarios) {
    for (const base of [bases.one, bases.two]) await measureScenario(base, scenario, { ...options, seconds: WARM_UP_PASS_SECONDS });
  }
  const compared: Compared[] = [];
  for (const scenario of scenarios) {
    const [one, two] = await measureInTurn(
      options.rounds,
      () => measureScenario(bases.one, scenario, options),
      () => measureScenario(bases.two, scenario, options),
    );
    compared.push({ one, two });
  }
  printWorkerComparison(scenarios, compared);
}

function printWorkerComparison(scenarios: Scenario[], compared: Compared[]): void {
  const rows = scenarios.map((scenario, index) => {
    const { one, two } = compared[index]!;
    const ratios = roundRates(two, one);
    const ratio = median(ratios);
    const [single, pair] = [medianOf(one), medianOf(two)];
    return [
      `page: ${scenario.name}`,
      rate(single.requestsPerSecond),
      rate(pair.requestsPerSecond),
      ratios.length === 0 ? "-" : `${ratio.toFixed(2)}x ${mark(ratio >= TWO_WORKERS_GOAL)}`,
      eachRound(ratios, (value) => value.toFixed(2)),
      ms(single.p99),
      ms(pair.p99),
      `${single.errors} / ${pair.errors}`,
    ];
  });
  console.log(`\nPages: WEB_CONCURRENCY=1 against =2 (goal: two workers >= ${TWO_WORKERS_GOAL}x one; medians of the rounds)\n`);
  const header = ["call", "req/s 1 worker", "req/s 2 workers", "2 / 1", "2 / 1 each round", "p99 1 worker", "p99 2 workers"];
  printTable([...header, "errors 1 / 2"], rows);
}
