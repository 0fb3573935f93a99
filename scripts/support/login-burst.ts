// A burst of wrong admin logins, each from an address of its own (X-Forwarded-For, for a
// server that trusts its loopback peer), and the timing of ordinary requests meanwhile.
// Shared by `npm run bench -- --part login` and the system test of the hash gate.
import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

export interface Timed {
  status: number;
  ms: number;
  contentEncoding: string | undefined;
}

/** One request on a connection of its own, read to the end. */
export function timedRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", agent: false, headers: options.headers }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, contentEncoding: res.headers["content-encoding"] }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer from ${url} in 60 s`)));
    req.end(options.body);
  });
}

/** A made-up client address per attempt, from the benchmarking range 198.18.0.0/15. */
const burstAddress = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`;

/** `count` concurrent logins with a wrong access key (what anyone can send); their statuses in order. */
export async function sendLoginBurst(base: string, count: number): Promise<{ statuses: number[]; ms: number }> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      timedRequest(`${base}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": burstAddress(index) },
        body: JSON.stringify({ accessKey: `wrong-access-key-${index}`, userCode: "nobody", password: "wrong-password" }),
      })),
  );
  return { statuses: answers.map((answer) => answer.status), ms: performance.now() - started };
}

/**
 * `count` concurrent requests of the cheapest kind there is (the liveness probe), each on a
 * connection of its own as the logins are: what any burst of new connections costs the pages,
 * to hold the logins' cost against.
 */
export async function sendPlainBurst(base: string, count: number): Promise<{ statuses: number[]; ms: number }> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, () => timedRequest(`${base}/healthz`)));
  return { statuses: answers.map((answer) => answer.status), ms: performance.now() - started };
}

/** Requests `url` one after another until `done` settles (at least once); every answer's timing. */
export async function timeUntil(url: string, headers: Record<string, string>, done: Promise<unknown>): Promise<Timed[]> {
  let settled = false;
  void done.finally(() => (settled = true)).catch(() => undefined);
  const timings: Timed[] = [];
  do timings.push(await timedRequest(url, { headers }));
  while (!settled);
  return timings;
}

/** Requests that a browser would send for a page: compressed. */
export const GZIP = { "Accept-Encoding": "gzip" };

/** The biggest script of the build: a static file the server reads from disk. */
export function largestAsset(): string {
  const dir = path.resolve("build/client/assets");
  const [name] = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  return `/assets/${name}`;
}
