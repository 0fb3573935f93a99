import type { HtmlInjectionCode } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { SECOND } from "../cache";

/**
 * Every page reads these, so they are cached, but only briefly: a code saved
 * by staff (possibly through another server process) shows within seconds.
 */
export const INJECTIONS_FRESH_FOR = 5 * SECOND;
export const INJECTIONS_CACHE_KEY = "injections:enabled";

/** Enabled HTML injection codes in their saved order, for every public page. */
export function listEnabledInjections(ctx: AppContext): Promise<HtmlInjectionCode[]> {
  return ctx.cache.getOrSet(INJECTIONS_CACHE_KEY, INJECTIONS_FRESH_FOR, () =>
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
