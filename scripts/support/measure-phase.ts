// Wall time and peak memory of one benchmark phase in this process.

export interface Measured<T> {
  value: T;
  seconds: number;
  peakRssBytes: number;
}

const SAMPLE_INTERVAL_MS = 100;
const KIBIBYTE = 1024;

/**
 * Runs `phase`, sampling the resident set size every 100 ms. The kernel's
 * high-water mark (maxRSS) is exact but covers the whole process life, so it
 * counts only when it rose during this phase; the samples cover the rest.
 */
export async function measurePhase<T>(phase: () => Promise<T>): Promise<Measured<T>> {
  const highWaterBefore = process.resourceUsage().maxRSS;
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_INTERVAL_MS);
  const started = performance.now();
  let value: T;
  try {
    value = await phase();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, process.memoryUsage.rss());
  const highWaterAfter = process.resourceUsage().maxRSS;
  if (highWaterAfter > highWaterBefore) peak = Math.max(peak, highWaterAfter * KIBIBYTE);
  return { value, seconds, peakRssBytes: peak };
}
