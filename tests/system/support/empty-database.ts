// An empty database on the test server, for processes that must prepare it themselves.
import pg from "pg";
import { inject } from "vitest";

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createEmptyDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `locus_${label}_${process.pid}_${Date.now()}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
