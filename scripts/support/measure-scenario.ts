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

export async function measureScenario(base: string, scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  await run(base, scenario.paths, { ...options, seconds: WARM_UP_SECONDS });
  const result = await run(base, scenario.paths, options);
  const answered = result["2xx"];
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    bytesPerResponse: answered > 0 ? result.throughput.total / answered : 0,
  };
}

function run(base: string, paths: string[], options: MeasureOptions): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}
