import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { createLogger } from "../../server/logger";

const logger = createLogger("silent");
const port = 56_000 + Math.floor(Math.random() * 2_000);
let dataDir: string;

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-embedded-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("embedded PostgreSQL", () => {
  it("initialises a cluster, then reuses it with its data", async () => {
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    await query(first.connectionString, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await query(second.connectionString, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    await second.stop();
  });

  it("starts after a crash left a stale lock file behind", async () => {
    // A pid that belongs to no process, as after a power cut.
    await writeFile(path.join(dataDir, "postgres", "postmaster.pid"), "999999\n/nowhere\n");
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await query(server.connectionString, "SELECT count(*)::int AS n FROM kept")).toEqual([{ n: 1 }]);
    await server.stop();
  });

  it("takes over from a PostgreSQL an earlier, killed run left running", async () => {
    const orphan: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, port, logger });
    // The owner "dies" without stopping it; a new start must still succeed.
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await query(server.connectionString, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    await server.stop();
    // (The orphan's own handle is not stopped: its process is already gone.)
    void orphan;
  });
});
