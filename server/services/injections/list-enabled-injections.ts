import type { HtmlInjectionCode } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

/** Enabled HTML injection codes in their saved order, for every public page. */
export function listEnabledInjections(ctx: AppContext): Promise<HtmlInjectionCode[]> {
  return ctx.cache.getOrSet("injections:enabled", 5 * MINUTE, () =>
    ctx.db
      .selectFrom("html_injections")
      .select(["id", "name", "code", "position"])
      .where("enabled", "=", true)
      .where("code", "<>", "")
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
  );
}
