import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmptyDatabase } from "./support/empty-database";
import { startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// Several machines starting at once on one new database (here: three Locus
// processes): migrations, the first admin and the demo data happen once.

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
const started: LocusProcess[] = [];
beforeAll(async () => {
  database = await createEmptyDatabase("first_start");
});
afterAll(async () => {
  await Promise.all(started.map((locus) => stopLocus(locus)));
  await database.drop();
});

it("three processes starting at once on an empty database load the demo once and create one admin", async () => {
  for (let i = 0; i < 3; i += 1) {
    started.push(startLocus({ DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: "120", WEB_CONCURRENCY: "1" }));
  }
  await Promise.all(started.map((locus) => waitUntilReady(locus)));

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    expect(await count("businesses")).toBe(120);
    expect(await count("admin_users")).toBe(1);
    expect(await count("schema_migrations")).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
  const printed = started.map((locus) => locus.output()).join("\n");
  expect(printed.match(/Admin login/g)).toHaveLength(1);
});
