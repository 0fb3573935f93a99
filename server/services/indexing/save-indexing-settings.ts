import type { IndexingSettingsView } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { AppError } from "../app-error";
import { secretKey } from "../secrets/secret-key";
import {
  DEFAULT_GOOGLE_ENDPOINT,
  DEFAULT_INDEXNOW_ENDPOINT,
  GOOGLE_SETTINGS_KEY,
  INDEXNOW_SETTINGS_KEY,
  type IndexingSettingsInput,
  type StoredGoogle,
  type StoredIndexNow,
} from "./indexing-settings-schema";
import { loadIndexingSettings } from "./load-indexing-settings";
import { parseServiceAccount } from "./parse-service-account";
import { GOOGLE_ACCOUNT_UNREADABLE_MESSAGE, googleRowOf, sealServiceAccount } from "./service-account-at-rest";
import { storeIndexingSetting } from "./store-indexing-setting";
import { viewIndexingSettings } from "./view-indexing-settings";

export const GOOGLE_NEEDS_ACCOUNT_MESSAGE = "Google'ı etkinleştirmek için önce hizmet hesabı JSON'unu yapıştırın.";

/** Applies the parts of the settings that were sent; the rest keep their value. */
export async function saveIndexingSettings(
  ctx: AppContext,
  input: IndexingSettingsInput,
  by: { adminUserId: number; ip: string | null },
): Promise<IndexingSettingsView> {
  const current = await loadIndexingSettings(ctx);
  const indexNow: StoredIndexNow = {
    ...current.indexNow,
    enabled: input.indexNow?.enabled ?? current.indexNow.enabled,
    endpoint: input.indexNow?.endpoint === undefined ? current.indexNow.endpoint : input.indexNow.endpoint || DEFAULT_INDEXNOW_ENDPOINT,
  };
  const accountText = input.google?.serviceAccount;
  const pasted = typeof accountText === "string" ? parseServiceAccount(accountText) : null;
  const google: StoredGoogle = {
    // A removed account switches Google off; a newly pasted one switches it on unless told otherwise.
    enabled: input.google?.enabled ?? (accountText === null ? false : pasted ? true : current.google.enabled),
    serviceAccount: accountText === undefined ? current.google.serviceAccount : pasted,
    endpoint: input.google?.endpoint === undefined ? current.google.endpoint : input.google.endpoint || DEFAULT_GOOGLE_ENDPOINT,
  };
  if (input.google && google.enabled && !google.serviceAccount) throw AppError.badInput(current.google.accountUnreadable ? GOOGLE_ACCOUNT_UNREADABLE_MESSAGE : GOOGLE_NEEDS_ACCOUNT_MESSAGE);
  // Untouched, the account is written back as it was stored (even one this server cannot open).
  const sealedAccount = accountText === undefined ? current.google.sealedAccount : pasted && sealServiceAccount(pasted, await secretKey(ctx.config));

  if (input.indexNow) await storeIndexingSetting(ctx, INDEXNOW_SETTINGS_KEY, indexNow);
  if (input.google) await storeIndexingSetting(ctx, GOOGLE_SETTINGS_KEY, googleRowOf({ ...google, sealedAccount }));
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "indexing.settings.update",
    entityType: "site_settings",
    details: {
      indexNow: { enabled: indexNow.enabled, endpoint: indexNow.endpoint },
      // Which account, never its key.
      google: { enabled: google.enabled, clientEmail: google.serviceAccount?.client_email ?? null, endpoint: google.endpoint },
    },
    ip: by.ip,
  });
  return viewIndexingSettings(ctx);
}
