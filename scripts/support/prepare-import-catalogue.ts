// Puts the import benchmark's database in a known state before the import:
// enough demo businesses for the export, and none of an earlier run's imports.
import type pg from "pg";
import { getLoadedDemoData, loadDemoData } from "./load-bench-data";

export interface CatalogueRequest {
  /** Demo businesses the export needs; 0 loads none. */
  businesses: number;
  seed: number;
  /** Keep what earlier runs imported. */
  keepImported: boolean;
}

/** Resolves with the number of demo businesses, which hold ids and row numbers 1..n. */
export async function prepareImportCatalogue(pool: pg.Pool, request: CatalogueRequest): Promise<number> {
  let loaded = await getLoadedDemoData(pool);
  if (request.businesses > 0 && (loaded?.businesses ?? 0) < request.businesses) {
    loaded = { businesses: request.businesses, seed: request.seed };
    await loadDemoData(pool, loaded);
  }
  const demo = loaded?.businesses ?? 0;
  if (request.keepImported) return demo;
  // The demo load restarts the ids, so everything above them came from imports.
  // The catalogue triggers keep the category, city and country counts right.
  const removed = await pool.query("DELETE FROM businesses WHERE id > $1", [demo]);
  if (removed.rowCount) {
    console.log(`Removed ${removed.rowCount.toLocaleString("en-US")} businesses an earlier run imported.`);
    // Without this, autovacuum would clean up the dead rows in the middle of the measured import.
    await pool.query("VACUUM (ANALYZE) businesses");
  }
  return demo;
}
