import type { HtmlInjectionCode } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

/**
 * Every page reads these, so they are cached; saving clears them in every
 * server process (the cache bus), so a saved code shows on the next page.
 * The lifetime only bounds a hand edit in the database.
 */
export const INJECTIONS_FRESH_FOR = 10 * MINUTE;
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
