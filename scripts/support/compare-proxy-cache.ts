// The proxy part of `npm run bench`: the pages through nginx with the
// repository's config and a warm cache, beside a second nginx that serves the
// very same bytes as static files. The static server is the ceiling a cache
// hit can reach on this machine; the ratio shows what the proxy's own work
// (cache key, lookup, the config's maps and headers) costs.
import type { BenchServer } from "./bench-server";
import type { Scenario } from "./bench-scenarios";
import { assertPortFree } from "./assert-port-free";
import { kib, mark, ms, rate, share } from "./bench-format";
import { eachRound, measureInTurn, median, medianOf, roundRates, type RoundsOptions } from "./bench-rounds";
import { measureScenario } from "./measure-scenario";
import { ensureNginx, startNginx, type Nginx } from "./nginx";
import { printTable } from "./print-table";
import { startStaticNginx } from "./static-nginx";
import { warmProxyCache } from "./warm-proxy-cache";

export const PROXY_CACHE_GOAL = 0.8;

/** Both servers get gzip requests, so both send the compressed bytes Locus rendered. */
const GZIP = { "Accept-Encoding": "gzip" };

export async function compareProxyCache(server: BenchServer, scenarios: Scenario[], options: RoundsOptions) {
  ensureNginx();
  const [proxyPort, staticPort] = [server.port + 1, server.port + 2];
  await assertPortFree(proxyPort);
  await assertPortFree(staticPort);
  const proxy = await startNginx({ port: proxyPort, upstreams: [server.port] });
  let files: Nginx | undefined;
  try {
    console.log("\nWarming the proxy cache ...");
    const pages = await warmProxyCache(proxy.url(""), scenarios.flatMap((scenario) => scenario.paths));
    files = await startStaticNginx({ port: staticPort, pages });
    const rows: string[][] = [];
    // Each call through the proxy and then from the files, round by round, so both see the same machine load.
    for (const scenario of scenarios) {
      const logStart = await proxy.accessLogSize();
      const [proxied, fromFiles] = await measureInTurn(
        options.rounds,
        () => measureScenario(proxy.url(""), scenario, { ...options, headers: GZIP }),
        () => measureScenario(files!.url(""), scenario, { ...options, headers: GZIP }),
      );
      const hits = await cacheHitShare(proxy.accessLogLines(logStart));
      const ratios = roundRates(proxied, fromFiles);
      const ratio = median(ratios);
      const [cached, plain] = [medianOf(proxied), medianOf(fromFiles)];
      rows.push([
        `page: ${scenario.name}`,
        rate(cached.requestsPerSecond),
        rate(plain.requestsPerSecond),
        ratios.length === 0 ? "-" : `${Math.round(ratio * 100)} % ${mark(ratio >= PROXY_CACHE_GOAL)}`,
        eachRound(ratios, (value) => `${Math.round(value * 100)}`),
        ms(cached.p99),
        ms(plain.p99),
        `${kib(cached.bytesPerResponse)} / ${kib(plain.bytesPerResponse)}`,
        hits === null ? "-" : `${Math.round(hits * 100)} %`,
        `${cached.errors} / ${plain.errors}`,
      ]);
    }
    console.log(`\nPages through nginx's proxy cache against the same bytes as static files`);
    console.log(`(goal: proxy cache >= ${PROXY_CACHE_GOAL * 100} % of the static rate; medians of the rounds)\n`);
    const header = ["call", "req/s proxy", "req/s static", "proxy / static", "each round (%)", "p99 proxy", "p99 static"];
    printTable([...header, "bytes per answer proxy / static", "cache hits", "errors proxy / static"], rows);
  } finally {
    await files?.stop();
    await proxy.stop();
  }
}

/** The share of the logged requests nginx answered from a fresh cached copy. */
async function cacheHitShare(lines: AsyncIterable<string>): Promise<number | null> {
  let [logged, hits] = [0, 0];
  for await (const line of lines) {
    if (!line.includes(" cache=")) continue;
    logged += 1;
    if (line.includes(" cache=HIT ")) hits += 1;
  }
  return share(hits, logged);
}
