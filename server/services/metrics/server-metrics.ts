import type pg from "pg";
import type { Logger } from "pino";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/pool";
import { registerDatabaseGauges } from "./database-gauges";
import { processRegistry } from "./process-registry";
import type { RouteKind } from "./route-kind";
import { scrapeThroughPrimary } from "./scrape-through-primary";

/** From a cached API answer (a few ms) to a 500 MB import upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This process's Prometheus series. A scrape answers for the whole machine:
 * from a cluster worker it asks the primary, which sums every worker's
 * registries; a single process answers alone.
 */
export class ServerMetrics {
  /** The app's own series; Node's process figures live in `processRegistry()`. */
  readonly registry = new Registry();
  private readonly requests: Counter<"kind" | "code" | "status_class">;
  private readonly latency: Histogram<"kind">;
  private source: () => Promise<string> = () => this.processText();

  constructor(from: { db: Db; pool: pg.Pool; logger: Logger }) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: "locus_http_requests_total",
      help: "HTTP answers by route kind and status",
      labelNames: ["kind", "code", "status_class"] as const,
      registers,
    });
    this.latency = new Histogram({
      name: "locus_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind",
      labelNames: ["kind"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    // Each serving process says 1: the cluster's sum is the number of workers that answered the scrape.
    new Gauge({ name: "locus_workers", help: "Server processes whose figures this scrape holds", registers }).set(1);
    registerDatabaseGauges(this.registry, from);
  }

  observe(kind: RouteKind, status: number, seconds: number): void {
    this.requests.inc({ kind, code: String(status), status_class: `${Math.floor(status / 100)}xx` });
    this.latency.observe({ kind }, seconds);
  }

  registries(): Registry[] {
    return [processRegistry(), this.registry];
  }

  /** The text a scrape answers with: the cluster's figures in a worker, else this process's. */
  scrape(): Promise<string> {
    return this.source();
  }

  /** In a cluster worker, before it serves: scrapes go to the primary from now on. */
  gatherFromCluster(): void {
    this.source = scrapeThroughPrimary(this.registries());
  }

  private processText(): Promise<string> {
    return Registry.merge(this.registries()).metrics();
  }
}
