import type { IndexingSettingsView } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { generateIndexNowKey } from "./generate-indexnow-key";
import { INDEXNOW_SETTINGS_KEY } from "./indexing-settings-schema";
import { loadIndexingSettings } from "./load-indexing-settings";
import { storeIndexingSetting } from "./store-indexing-setting";
import { viewIndexingSettings } from "./view-indexing-settings";

/** A new IndexNow key; the old key file stops answering at once (its cache is cleared). */
export async function regenerateIndexNowKey(ctx: AppContext, by: { adminUserId: number; ip: string | null }): Promise<IndexingSettingsView> {
  const { indexNow } = await loadIndexingSettings(ctx);
  await storeIndexingSetting(ctx, INDEXNOW_SETTINGS_KEY, { ...indexNow, key: generateIndexNowKey() });
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "indexing.key.regenerate", entityType: "site_settings", entityId: INDEXNOW_SETTINGS_KEY, ip: by.ip });
  return viewIndexingSettings(ctx);
}
