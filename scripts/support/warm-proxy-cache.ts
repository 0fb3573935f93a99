// Fills the proxy's cache before it is measured: each URL is requested (asking
// for gzip, as the benchmark does) until nginx says it came from the cache, and
// that answer's body is kept exactly as sent, still compressed.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const MAX_TRIES = 10;
const RETRY_DELAY_MS = 200;
const PARALLEL = 4;
// A cold process builds the sitemap index's boundaries first: seconds at a million businesses.
const REQUEST_TIMEOUT_MS = 120_000;

export interface CachedPage {
  body: Buffer;
  contentType: string;
  contentEncoding: string | null;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET without decoding: the bytes on the wire (fetch() would decompress them). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive socket would hold its long timeout, and the bench, past its end.
    const request = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer from ${url} in time`)));
  });
}

/** Each path of `paths` on `base` until X-Cache-Status is HIT; the cached answers by path. */
export async function warmProxyCache(base: string, paths: string[]): Promise<Map<string, CachedPage>> {
  const pages = new Map<string, CachedPage>();
  const queue = [...new Set(paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      pages.set(path, await warmOne(base, path));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return pages;
}

async function warmOne(base: string, path: string): Promise<CachedPage> {
  let status = "none";
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const answer = await getRaw(`${base}${path}`, { "Accept-Encoding": "gzip" });
    // nginx gave up waiting on a process still doing a cold start's first work (the sitemap
    // index reads every business once): the process finishes it, and the next try is quick.
    if (answer.status === 504 && tries < MAX_TRIES - 1) continue;
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} through the proxy`);
    status = String(answer.headers["x-cache-status"] ?? "none");
    if (status === "HIT") {
      return {
        body: answer.body,
        contentType: answer.headers["content-type"] ?? "application/octet-stream",
        contentEncoding: answer.headers["content-encoding"] ?? null,
      };
    }
    await sleep(RETRY_DELAY_MS);
  }
  throw new Error(`${path} never came from the proxy cache (last X-Cache-Status: ${status}): is it cacheable?`);
}
