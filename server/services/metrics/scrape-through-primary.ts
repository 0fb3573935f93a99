import { AggregatorRegistry, type Registry } from "prom-client";
import { SECOND } from "../cache";
import { isMetricsAnswer, METRICS_REQUEST, type MetricsAnswer, type MetricsRequest } from "./cluster-messages";

/** The primary gives each worker 5 s (prom-client's limit) to answer; this leaves it time to reply. */
const ANSWER_WITHIN = 10 * SECOND;

/**
 * In a cluster worker: offers this process's registries to the primary's
 * aggregation (prom-client answers the primary's requests for them), and
 * returns the scrape that asks the primary for the whole cluster's figures.
 */
export function scrapeThroughPrimary(registries: Registry[]): () => Promise<string> {
  AggregatorRegistry.setRegistries(registries);
  // Its constructor installs the worker's listener for the primary's requests.
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  process.on("message", (message: unknown) => {
    if (isMetricsAnswer(message)) waiting.get(message.id)?.(message);
  });
  let lastId = 0;

  return () =>
    new Promise<string>((resolve, reject) => {
      const id = (lastId += 1);
      const fail = (reason: string) => {
        clearTimeout(timer);
        waiting.delete(id);
        reject(new Error(reason));
      };
      const timer = setTimeout(() => fail("the cluster's primary did not answer"), ANSWER_WITHIN);
      waiting.set(id, (answer) => {
        if ("error" in answer) return fail(answer.error);
        clearTimeout(timer);
        waiting.delete(id);
        resolve(answer.text);
      });
      const request: MetricsRequest = { type: METRICS_REQUEST, id };
      if (!process.send) return fail("not a cluster worker");
      process.send(request, undefined, undefined, (error: Error | null) => error && fail(error.message));
    });
}
