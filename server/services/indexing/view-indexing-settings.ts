import type { IndexingSettingsView } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { countGoogleQuota } from "./count-google-quota";
import { loadIndexingSettings } from "./load-indexing-settings";
import { GOOGLE_ACCOUNT_UNREADABLE_MESSAGE } from "./service-account-at-rest";

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
      clientEmail: (settings.google.serviceAccount ?? settings.google.sealedAccount)?.client_email ?? null,
      ...(settings.google.accountUnreadable ? { accountProblem: GOOGLE_ACCOUNT_UNREADABLE_MESSAGE } : {}),
      endpoint: settings.google.endpoint,
      quota,
    },
  };
}
