import { isBuiltInInjection, type StoredInjectionItem } from "../../../app/lib/admin/html-injection";
import type { AppContext } from "../../context";

/** Every injection item, enabled or not, in the order the screen shows them. */
export async function listInjections(ctx: Pick<AppContext, "db">): Promise<StoredInjectionItem[]> {
  const rows = await ctx.db
    .selectFrom("html_injections")
    .select(["id", "name", "description", "code", "enabled", "position", "updated_at"])
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description ?? "",
    code: row.code,
    enabled: row.enabled,
    position: row.position,
    builtIn: isBuiltInInjection(row.id),
    updatedAt: row.updated_at.toISOString(),
  }));
}
