// The server the benchmark measures: `npm start` (the compiled build) with a
// given number of worker processes, on 127.0.0.1 against the bench database.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

export interface BenchServer {
  base: string;
  port: number;
  workers: number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  databaseUrl: string;
  port: number;
  /** WEB_CONCURRENCY: 1 serves from the starting process itself, more forks a cluster. */
  workers: number;
  /** What Cache-Control allows the proxy in front to keep (SHARED_CACHE_SECONDS). */
  sharedCacheSeconds: number;
  /** The node binary the server runs on (benchNode). */
  node: string;
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const child = spawn(options.node, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(options.workers),
      SHARED_CACHE_SECONDS: String(options.sharedCacheSeconds),
      // nginx on this machine forwards the client's address (the proxy part).
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      LOCUS_DEMO_BUSINESSES: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
    if (timedOut) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    const ready = await fetch(`${base}/readyz`).then((res) => res.ok, () => false);
    if (ready) return { base, port: options.port, workers: options.workers, stop };
    await sleep(500);
  }
  await stop();
  throw new Error("the server did not become ready in time");
}
