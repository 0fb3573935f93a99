// One benchmark call: autocannon against one server, the scenario's paths in
// turn, after a short warm-up that is not counted.
import autocannon from "autocannon";
import type { Scenario } from "./bench-scenarios";

const WARM_UP_SECONDS = 2;

export interface MeasureOptions {
  seconds: number;
  connections: number;
  /** Sent with every request (the proxy part asks for gzip). */
  headers?: Record<string, string>;
  /**
   * Each request from an address of its own (X-Forwarded-For, which the bench server trusts
   * from its loopback peer): many visitors, as a public site has, rather than one client
   * whose eight connections a per-address limit (two searches at a time) would turn away.
   */
  visitors?: boolean;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors. */
  errors: number;
  /** Bytes read per 2xx answer, headers included: shows two servers sent the same. */
  bytesPerResponse: number;
}

/**
 * Where each scenario's paths go on from: the measured requests after the warm-up's, and each
 * round after the last round's, so a scenario of paths each meant to be asked once (searches
 * no process has kept) does not ask earlier ones again until all have been asked.
 */
const turns = new WeakMap<Scenario, { next: number }>();

export async function measureScenario(base: string, scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  const turn = turns.get(scenario) ?? { next: 0 };
  turns.set(scenario, turn);
  await run(base, scenario.paths, { ...options, seconds: WARM_UP_SECONDS }, turn);
  const result = await run(base, scenario.paths, options, turn);
  const answered = result["2xx"];
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    bytesPerResponse: answered > 0 ? result.throughput.total / answered : 0,
  };
}

function run(base: string, paths: string[], options: MeasureOptions, turn: { next: number }): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const index = turn.next++;
          const path = paths[index % paths.length]!;
          if (!options.visitors) return { ...request, path };
          return { ...request, path, headers: { ...request.headers, "x-forwarded-for": visitorAddress(index) } };
        },
      },
    ],
  });
}

/** One of 65,536 addresses of 198.18.0.0/15 (set aside for benchmarks), one per request in turn. */
function visitorAddress(index: number): string {
  return `198.18.${(index >> 8) & 255}.${index & 255}`;
}
