import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { AggregatorRegistry } from "prom-client";
import { isMetricsRequest, METRICS_ANSWER, type MetricsAnswer } from "../services/metrics/cluster-messages";

/**
 * The primary's side of /metrics: a worker that got a scrape asks here, and
 * prom-client's aggregator collects every worker's registries (summed, or as
 * each series' `aggregator` says) into the one text the worker answers with.
 */
export function answerMetricsRequests(logger: Logger): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMetricsRequest(message)) return;
    aggregator.clusterMetrics().then(
      (text) => reply(worker, { type: METRICS_ANSWER, id: message.id, text }),
      (error: unknown) => {
        // A worker that is starting or stuck does not answer within prom-client's 5 s.
        logger.warn({ err: error }, "cluster metrics not gathered");
        const reason = error instanceof Error ? error.message : String(error);
        reply(worker, { type: METRICS_ANSWER, id: message.id, error: reason });
      },
    );
  });
}

/** The asking worker may have died meanwhile: then nobody waits for the answer. */
function reply(worker: Worker, answer: MetricsAnswer): void {
  if (worker.isConnected()) worker.send(answer, () => undefined);
}
