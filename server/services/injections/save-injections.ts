import { BUILT_IN_INJECTION_IDS, isBuiltInInjection, type InjectionItem, type StoredInjectionItem } from "../../../app/lib/admin/html-injection";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { INJECTIONS_CACHE_KEY } from "./list-enabled-injections";
import { listInjections } from "./list-injections";

/**
 * Saves the screen's whole list in one transaction: the items as sent, in the order sent.
 * A custom item missing from the list was removed by staff and is deleted; a built-in
 * service missing from it is kept as it was (they can be switched off, not deleted).
 * Public pages serve the new codes from the next request on.
 */
export async function saveInjections(
  ctx: AppContext,
  items: InjectionItem[],
  by: { adminUserId: number; ip: string | null },
): Promise<StoredInjectionItem[]> {
  const now = new Date();
  const ids = items.map((item) => item.id);
  await ctx.db.transaction().execute(async (trx) => {
    let removed = trx.deleteFrom("html_injections");
    if (ids.length > 0) removed = removed.where("id", "not in", ids);
    await removed.where("id", "not in", [...BUILT_IN_INJECTION_IDS]).execute();
    for (const [index, item] of items.entries()) {
      const values = {
        name: item.name,
        description: item.description,
        code: item.code,
        enabled: item.enabled,
        position: item.position,
        sort_order: (index + 1) * 10,
        updated_at: now,
      };
      await trx
        .insertInto("html_injections")
        .values({ id: item.id, ...values })
        .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
        .execute();
    }
  });
  await ctx.cache.clearPrefix(INJECTIONS_CACHE_KEY);
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "injections.update",
    entityType: "html_injections",
    details: { enabled: items.filter((item) => item.enabled).map((item) => item.id), custom: items.filter((item) => !isBuiltInInjection(item.id)).length },
    ip: by.ip,
  });
  return listInjections(ctx);
}
