import pg from "pg";
import { e2eDatabaseUrl } from "./e2e-env";

/** Runs a statement on the e2e server's database, for set-up that has no screen of its own yet. */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
