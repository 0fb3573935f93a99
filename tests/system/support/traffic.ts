// Bounded request loops against 127.0.0.1, each request on a connection of its
// own, recording how each ended: answered in full, refused, or cut.
import http from "node:http";

export type Outcome = "answered" | "refused" | "cut";

function requestOnce(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => {
        const declared = Number(res.headers["content-length"] ?? Number.NaN);
        const complete = res.complete && (Number.isNaN(declared) || declared === bytes);
        resolve(complete && (res.statusCode ?? 500) < 500 ? "answered" : "cut");
      });
      res.on("error", () => resolve("cut"));
      res.on("aborted", () => resolve("cut"));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      resolve(error.code === "ECONNREFUSED" ? "refused" : "cut");
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
  });
}

/**
 * `loops` parallel loops over `urls` until `stopAt` (ms since epoch) or `maxRequests` each.
 * Outcomes are pushed into `outcomes` as they come, so a test can watch the traffic's progress.
 */
export async function sendTraffic(
  urls: string[],
  options: { loops: number; stopAt: number; maxRequests: number },
  outcomes: Outcome[] = [],
) {
  await Promise.all(
    Array.from({ length: options.loops }, async (_, loop) => {
      for (let i = 0; i < options.maxRequests && Date.now() < options.stopAt; i += 1) {
        const outcome = await requestOnce(urls[(loop + i) % urls.length]!);
        outcomes.push(outcome);
        // Once refused, the server has stopped listening: this loop is done.
        if (outcome === "refused") return;
      }
    }),
  );
  return outcomes;
}

/**
 * A request the server has certainly accepted and is still working on: its
 * headers go at once, its JSON body trickles in over `durationMs`. Resolves
 * with the status once the whole answer has arrived, or with the error that cut it.
 */
export function slowPost(url: string, body: unknown, durationMs: number, headers: Record<string, string> = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number } | { error: string }>((resolve) => {
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/json", "Content-Length": payload.length, ...headers },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.complete ? { status: res.statusCode ?? 0 } : { error: "incomplete answer" }));
      res.on("error", (error) => resolve({ error: error.message }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    req.flushHeaders();
    const pieces = 10;
    const size = Math.ceil(payload.length / pieces);
    let sent = 0;
    const timer = setInterval(() => {
      req.write(payload.subarray(sent, sent + size));
      sent += size;
      if (sent >= payload.length) {
        clearInterval(timer);
        req.end();
      }
    }, durationMs / pieces);
  });
}

/** One GET on a connection of its own (a keep-alive connection to a killed worker would be reset, as in any browser). */
export function freshGet(url: string): Promise<Outcome> {
  return requestOnce(url);
}
