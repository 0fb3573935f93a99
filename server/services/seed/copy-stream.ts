// Streams generated rows into COPY ... FROM STDIN. Rows come from a generator
// and are batched into ~64 KB chunks; pipeline() applies back-pressure, so
// memory stays flat whether the data set has 1,000 or 1,000,000 rows.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

const CHUNK_BYTES = 64 * 1024;

async function* batched(lines: Iterable<string>): AsyncGenerator<string> {
  let chunk = "";
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/** Runs `COPY table (columns) FROM STDIN` on the client and returns the number of rows copied. */
export async function copyLines(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN`));
  await pipeline(Readable.from(batched(lines), { objectMode: false }), stream);
  return stream.rowCount ?? 0;
}
