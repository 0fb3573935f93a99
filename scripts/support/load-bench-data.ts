// The demo catalogue the benchmarks measure against, loaded with the seed
// generator and recorded in site_settings so a run can tell what it holds.
import type pg from "pg";
import { seedDemoData } from "../../server/services/seed";

export interface LoadedDemoData {
  businesses: number;
  seed: number;
}

/** What the last seedDemoData() left in this database, or null when it never ran there. */
export async function getLoadedDemoData(pool: pg.Pool): Promise<LoadedDemoData | null> {
  const { rows } = await pool.query<{ value: Partial<LoadedDemoData> }>(
    "SELECT value FROM site_settings WHERE key = 'demoData'",
  );
  const value = rows[0]?.value;
  if (typeof value?.businesses !== "number" || typeof value.seed !== "number") return null;
  return { businesses: value.businesses, seed: value.seed };
}

/** Replaces the catalogue with `businesses` demo businesses, printing progress every tenth. */
export async function loadDemoData(pool: pg.Pool, data: LoadedDemoData): Promise<void> {
  console.log(`Loading ${data.businesses.toLocaleString("en-US")} businesses ...`);
  let last = 0;
  const result = await seedDemoData(pool, {
    ...data,
    onProgress: (done, total) => {
      if (done - last >= total / 10 || done === total) {
        last = done;
        console.log(`  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`);
      }
    },
  });
  console.log(`Loaded in ${result.seconds} s.`);
  // A site that has run a while has been vacuumed: measure it settled. Until VACUUM marks the
  // new rows' pages all-visible, every index-only scan (a distance search's walk, a deep
  // page) also reads the table.
  const started = Date.now();
  await pool.query("VACUUM (ANALYZE) businesses");
  console.log(`Vacuumed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
