import pg from "pg";

/** One statement on a connection of its own: for databases a test starts or converts itself. */
export async function rowsAt(connectionString: string, text: string): Promise<pg.QueryResultRow[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
