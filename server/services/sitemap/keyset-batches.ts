import type { BatchWindow, SlugRow } from "./fetch-slug-batch";

export interface KeysetRange {
  /** First id of the range, or null for the start of the table. */
  startId: number | null;
  /** First id past the range, or null when it runs to the end. */
  endId: number | null;
  /** Hard cap on rows, so a range that grew since its boundaries were cached never exceeds the sitemap limit. */
  maxRows: number;
}

/**
 * Reads a range in batches, one query per batch, each resuming after the last
 * id seen. The generator only asks for the next batch when its consumer pulls,
 * so a slow crawler holds one batch in memory and no database connection.
 */
export async function* keysetBatches(
  fetchBatch: (window: BatchWindow) => Promise<SlugRow[]>,
  range: KeysetRange,
  batchSize: number,
): AsyncGenerator<SlugRow[]> {
  let afterId = range.startId === null ? null : range.startId - 1;
  let remaining = range.maxRows;
  while (remaining > 0) {
    const limit = Math.min(batchSize, remaining);
    const rows = await fetchBatch({ afterId, endId: range.endId, limit });
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    remaining -= rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}
