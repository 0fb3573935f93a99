// The mapping an admin chose for a header, kept for the next file with the same header.
// Stored by normalised header key, so "EMPRESA" in the next export still finds "Empresa"'s choice.
import type { AppContext } from "../../../context";
import { headerKey } from "../parse/header-key";
import { isColumnChoice } from "./column-fields";
import type { ColumnMapping } from "./column-mapping";
import { headerHash } from "./header-hash";

/** The remembered mapping for this header, written with the file's own header texts; null when none. */
export async function rememberedMapping(ctx: Pick<AppContext, "pool">, headers: readonly string[]): Promise<ColumnMapping | null> {
  const { rows } = await ctx.pool.query<{ mapping: Record<string, unknown> }>(
    "SELECT mapping FROM column_mappings WHERE header_hash = $1",
    [headerHash(headers)],
  );
  const stored = rows[0]?.mapping;
  if (!stored) return null;
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const key = headerKey(header);
    const choice = Object.hasOwn(stored, key) ? stored[key] : undefined;
    if (typeof choice === "string" && isColumnChoice(choice)) {
      Object.defineProperty(mapping, header, { value: choice, enumerable: true, writable: true, configurable: true });
    }
  }
  return mapping;
}

export async function rememberMapping(
  ctx: Pick<AppContext, "pool">,
  headers: readonly string[],
  mapping: ColumnMapping,
  adminUserId: number | null,
): Promise<void> {
  const byKey = Object.fromEntries(Object.entries(mapping).map(([header, choice]) => [headerKey(header), choice]));
  await ctx.pool.query(
    `INSERT INTO column_mappings (header_hash, headers, mapping, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (header_hash) DO UPDATE SET headers = EXCLUDED.headers, mapping = EXCLUDED.mapping,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [headerHash(headers), JSON.stringify(headers), JSON.stringify(byKey), adminUserId],
  );
}
