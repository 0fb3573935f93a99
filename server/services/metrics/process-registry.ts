import { collectDefaultMetrics, Registry } from "prom-client";

// Per process on purpose: these figures describe this process; the cluster's primary sums the
// workers' registries for a scrape (answer-metrics-requests.ts).
let registry: Registry | null = null;

/**
 * Node's own figures for this process (CPU, memory, heap, event loop lag, GC),
 * named `locus_*`. One registry per process, however many app contexts it
 * holds (tests start several): the collectors watch the process, not a context.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "locus_" });
  }
  return registry;
}
