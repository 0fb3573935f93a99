// Measures the page's Core Web Vitals in the visitor's browser and logs each
// with its rating against the usual thresholds (good up to the first number,
// poor above the second), plus resources that took over a second, so slow
// pages show up in the console of whoever is looking. Browser-only.

export const VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
} as const;
export type VitalName = keyof typeof VITAL_THRESHOLDS;

export const SLOW_RESOURCE_MS = 1000;
export const SLOW_RESOURCE_CHECK_DELAY_MS = 2000;

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

function report(name: VitalName, value: number) {
  const rating = rateVital(name, value);
  const text = `[web-vitals] ${name} ${name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`} (${rating})`;
  if (rating === "poor") console.warn(text);
  else console.debug(text);
}

function observe(type: string, onEntries: (entries: PerformanceEntryList) => void, options: Record<string, unknown> = {}) {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...options });
}

/** Starts the measurements once per page load. */
export function watchWebVitals() {
  if (typeof PerformanceObserver === "undefined") return;
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation) report("TTFB", navigation.responseStart);
  observe("paint", (entries) => {
    for (const entry of entries) if (entry.name === "first-contentful-paint") report("FCP", entry.startTime);
  });

  let lcp = 0;
  let cls = 0;
  let inp = 0;
  observe("largest-contentful-paint", (entries) => {
    lcp = entries.at(-1)?.startTime ?? lcp;
  });
  observe("layout-shift", (entries) => {
    for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) cls += entry.value;
    }
  });
  observe("event", (entries) => {
    for (const entry of entries) inp = Math.max(inp, entry.duration);
  }, { durationThreshold: 40 });
  // LCP, CLS and INP are final when the page is hidden (tab switch, navigation away).
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    if (lcp) report("LCP", lcp);
    report("CLS", cls);
    if (inp) report("INP", inp);
  }, { once: true });

  setTimeout(() => {
    for (const entry of performance.getEntriesByType("resource")) {
      if (entry.duration > SLOW_RESOURCE_MS) console.warn(`[web-vitals] slow resource ${Math.round(entry.duration)} ms: ${entry.name}`);
    }
  }, SLOW_RESOURCE_CHECK_DELAY_MS);
}
