import { NO_ADS, type PublicAds } from "../../../app/lib/ads";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { listAdSettings } from "./list-ad-settings";

/** Cache key family of everything public pages read about ads; saving clears it. */
export const ADS_CACHE_PREFIX = "ads:";

/**
 * Every public page reads these, so they are cached; saving clears them in
 * every server process (the cache bus), so a placement switched on or off
 * shows on the next page. The lifetime only bounds a hand edit in the database.
 */
export const PUBLIC_ADS_FRESH_FOR = 10 * MINUTE;

/** The enabled placements, for the slots on public pages and the AdSense loader in their head. */
export function listPublicAds(ctx: AppContext): Promise<PublicAds> {
  return ctx.cache.getOrSet(`${ADS_CACHE_PREFIX}public`, PUBLIC_ADS_FRESH_FOR, async () => {
    const enabled = (await listAdSettings(ctx)).filter((setting) => setting.enabled && setting.adClient && setting.adSlot);
    if (enabled.length === 0) return NO_ADS;
    const slots: PublicAds["slots"] = {};
    for (const { placement, adClient, adSlot, adFormat, adStyle, frequency } of enabled) {
      slots[placement] = { placement, adClient, adSlot, adFormat, adStyle, frequency };
    }
    // One loader per page: AdSense serves every unit of a page from one publisher's script.
    return { client: enabled[0]!.adClient, slots };
  });
}
