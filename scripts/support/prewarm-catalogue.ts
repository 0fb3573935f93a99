// Reads the bench catalogue into PostgreSQL's shared buffers before anything is measured.
// A site that has been up a while holds its pages there (and the embedded PostgreSQL reads
// them back after a restart, see tuningFlags in server/db/embedded.ts); a catalogue just
// loaded holds few, and on a host whose file cache is reclaimed each cold page is a disk read
// of several milliseconds, which the first minutes of calls would measure instead of Locus.
import pg from "pg";
import type { BenchDatabase } from "./bench-database";

/** Every table, index and TOAST table of the database, Locus's own (not the system catalogues). */
const CATALOGUE_RELATIONS = `
  SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'i', 't', 'm') AND c.relpersistence = 'p'
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')`;

export async function prewarmCatalogue(database: BenchDatabase): Promise<void> {
  // pg_prewarm is an extension only a superuser may create: the embedded cluster's, or the
  // DATABASE_URL role when it is one.
  const client = new pg.Client({ connectionString: database.superuserUrl ?? database.url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_prewarm");
    const { rows } = await client.query<{ bytes: string }>(
      `SELECT coalesce(sum(pg_prewarm(oid)), 0) * current_setting('block_size')::bigint AS bytes FROM (${CATALOGUE_RELATIONS}) r`,
    );
    const gigabytes = (Number(rows[0]!.bytes) / 1024 ** 3).toFixed(1);
    console.log(`Read the catalogue (${gigabytes} GB) into PostgreSQL's buffers in ${Math.round((Date.now() - started) / 1000)} s.`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`The catalogue was not read into PostgreSQL's buffers first (${reason}): the first calls may wait for the disk.`);
  } finally {
    await client.end();
  }
}
