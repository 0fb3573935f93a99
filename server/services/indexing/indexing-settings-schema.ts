// How the two engines' settings are stored (`site_settings` rows) and how the
// settings call's body is checked.
import { z } from "zod";

export const INDEXNOW_SETTINGS_KEY = "indexing.indexnow";
export const GOOGLE_SETTINGS_KEY = "indexing.google";

export const DEFAULT_INDEXNOW_ENDPOINT = "https://api.indexnow.org/indexnow";
export const DEFAULT_GOOGLE_ENDPOINT = "https://indexing.googleapis.com/v3/urlNotifications:publish";

/** The IndexNow protocol's key alphabet and length. */
export const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Engines and token servers are reached over https; plain http only on this
 * machine (a local stand-in), so a key or token never crosses a network in clear.
 */
export function isAllowedEngineUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

export const ENDPOINT_MESSAGE = "Uç nokta https:// ile başlayan geçerli bir adres olmalı.";

const endpointSchema = z.string().trim().max(500, ENDPOINT_MESSAGE).refine((text) => text === "" || isAllowedEngineUrl(text), ENDPOINT_MESSAGE);

/** The fields of a Google service-account key file that Locus keeps. */
export const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().min(1),
  token_uri: z.string().refine(isAllowedEngineUrl),
  private_key_id: z.string().optional(),
  project_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export const storedIndexNowSchema = z.object({
  enabled: z.boolean().catch(false),
  key: z.string().regex(INDEXNOW_KEY_PATTERN),
  endpoint: z.string().catch(DEFAULT_INDEXNOW_ENDPOINT),
});
export type StoredIndexNow = z.infer<typeof storedIndexNowSchema>;

/** Google's settings with the account's key readable; its row keeps the key sealed (service-account-at-rest.ts). */
export interface StoredGoogle {
  enabled: boolean;
  serviceAccount: ServiceAccount | null;
  endpoint: string;
}

export interface IndexingSettings {
  indexNow: StoredIndexNow;
  google: StoredGoogle;
}

/** PUT /api/admin/url-indexing/settings: every part optional; an empty endpoint means the default. */
export const indexingSettingsInputSchema = z
  .object({
    indexNow: z.object({ enabled: z.boolean().optional(), endpoint: endpointSchema.optional() }).strict().optional(),
    google: z
      .object({
        enabled: z.boolean().optional(),
        /** The key file's JSON text as pasted; null removes the account. */
        serviceAccount: z.string().max(20_000, "Hizmet hesabı JSON'u çok uzun.").nullable().optional(),
        endpoint: endpointSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type IndexingSettingsInput = z.infer<typeof indexingSettingsInputSchema>;
