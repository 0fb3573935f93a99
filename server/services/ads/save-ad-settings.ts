import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import type { AdSettingInput } from "./ad-settings-schema";
import { listAdSettings, type StoredAdSetting } from "./list-ad-settings";
import { ADS_CACHE_PREFIX } from "./list-public-ads";

/**
 * Stores the given placements in one transaction (all or nothing), records who
 * changed what, and drops the cached public copy so pages show the change.
 */
export async function saveAdSettings(
  ctx: AppContext,
  settings: readonly AdSettingInput[],
  by: { adminUserId: number; ip: string | null },
): Promise<StoredAdSetting[]> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const setting of settings) {
      const values = {
        enabled: setting.enabled,
        ad_client: setting.adClient,
        ad_slot: setting.adSlot,
        ad_format: setting.adFormat,
        ad_style: JSON.stringify(setting.adStyle),
        frequency: setting.frequency,
        updated_at: new Date(),
      };
      await trx
        .insertInto("ad_settings")
        .values({ placement: setting.placement, ...values })
        .onConflict((conflict) => conflict.column("placement").doUpdateSet(values))
        .execute();
    }
  });
  await ctx.cache.clearPrefix(ADS_CACHE_PREFIX);
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "ads.update",
    entityType: "ad_settings",
    details: {
      placements: settings.map((setting) => setting.placement),
      enabled: settings.filter((setting) => setting.enabled).map((setting) => setting.placement),
    },
    ip: by.ip,
  });
  return listAdSettings(ctx);
}
