import { businessSlugBase, uniqueSlug } from "../../../../app/lib/slug";
import type { Db } from "../../../db/pool";

/** "name-city", or "name-city-2", "-3" ... when other businesses have it. */
export async function uniqueBusinessSlug(db: Db, name: string, city: string): Promise<string> {
  const base = businessSlugBase(name, city);
  const rows = await db
    .selectFrom("businesses")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  return uniqueSlug(base, (slug) => taken.has(slug));
}
