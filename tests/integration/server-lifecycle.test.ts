import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The server as `npm start` runs it, without DATABASE_URL: embedded PostgreSQL,
// migrations and demo data on first start, a clean stop on SIGTERM and SIGINT.
// (--dev serves pages through Vite, so no build is needed for this test.)

let dataDir: string;
const port = 41_000 + Math.floor(Math.random() * 2_000);
const pgPort = 58_000 + Math.floor(Math.random() * 2_000);

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOCUS_DEMO_BUSINESSES: "50",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--dev"], { env, stdio: "ignore" });
}

async function waitUntilReady(child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server not ready in time");
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Creation time of the first business by name: a second demo load would renew it. */
async function firstCreatedAt(): Promise<string> {
  const page = (await (await fetch(`http://127.0.0.1:${port}/api/businesses?sortBy=name&limit=1`)).json()) as {
    businesses: { createdAt: string }[];
  };
  return page.businesses[0]!.createdAt;
}
let firstRunCreatedAt = "";

async function total(): Promise<number> {
  const stats = (await (await fetch(`http://127.0.0.1:${port}/api/businesses/stats`)).json()) as { total: number };
  return stats.total;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-server-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("server start and stop on the embedded database", () => {
  it("loads demo data on first start and stops cleanly on SIGTERM", async () => {
    const server = startServer();
    await waitUntilReady(server);
    expect(await total()).toBe(50);
    firstRunCreatedAt = await firstCreatedAt();
    const exited = exitOf(server);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });

  it("reuses the data on the next start, without loading the demo again, and stops on SIGINT", async () => {
    const server = startServer();
    await waitUntilReady(server);
    expect(await total()).toBe(50);
    expect(await firstCreatedAt()).toBe(firstRunCreatedAt);
    const exited = exitOf(server);
    server.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });
});
