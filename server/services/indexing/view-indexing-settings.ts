import type { IndexingSettingsView } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { countGoogleQuota } from "./count-google-quota";
import { loadIndexingSettings } from "./load-indexing-settings";

/** The settings as the screen may see them: the IndexNow key is public anyway; of Google's account only its e-mail. */
export async function viewIndexingSettings(ctx: Pick<AppContext, "db" | "cache" | "config">): Promise<IndexingSettingsView> {
  const [settings, quota] = await Promise.all([loadIndexingSettings(ctx), countGoogleQuota(ctx)]);
  const siteUrl = ctx.config.siteUrl;
  return {
    siteUrl,
    indexNow: {
      enabled: settings.indexNow.enabled,
      key: settings.indexNow.key,
      keyLocation: `${siteUrl}/${settings.indexNow.key}.txt`,
      endpoint: settings.indexNow.endpoint,
    },
    google: {
      enabled: settings.google.enabled,
      clientEmail: settings.google.serviceAccount?.client_email ?? null,
      endpoint: settings.google.endpoint,
      quota,
    },
  };
}
