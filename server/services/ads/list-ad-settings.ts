import { AD_PLACEMENTS, type AdFormat, type AdFrequency, type AdPlacement, type AdSetting } from "../../../app/lib/ads";
import type { AppContext } from "../../context";

export interface StoredAdSetting extends AdSetting {
  updatedAt: string | null;
}

/** A placement the table has no row for (the migration seeds all five): shown as never set up. */
function emptySetting(placement: AdPlacement): StoredAdSetting {
  return { placement, enabled: false, adClient: "", adSlot: "", adFormat: "auto", adStyle: { display: "block" }, frequency: 3, updatedAt: null };
}

/** All five placements in their fixed order (top, middle, bottom, sidebar, inline). */
export async function listAdSettings(ctx: Pick<AppContext, "db">): Promise<StoredAdSetting[]> {
  const rows = await ctx.db.selectFrom("ad_settings").selectAll().execute();
  const byPlacement = new Map(rows.map((row) => [row.placement, row]));
  return AD_PLACEMENTS.map((placement) => {
    const row = byPlacement.get(placement);
    if (!row) return emptySetting(placement);
    return {
      placement,
      enabled: row.enabled,
      adClient: row.ad_client,
      adSlot: row.ad_slot,
      adFormat: row.ad_format as AdFormat,
      adStyle: row.ad_style,
      frequency: row.frequency as AdFrequency,
      updatedAt: row.updated_at.toISOString(),
    };
  });
}
