// Site settings as staff edit them on the Settings screen and the server stores them
// (one `site_settings` row). Browser-safe: the form and the API check with the same schema.
import { z } from "zod";

/** Head and footer codes are whole snippets; this bounds one save, not a real snippet. */
export const MAX_CODE_LENGTH = 100_000;
export const META_DESCRIPTION_COUNTER = 160;
const MAX_META_DESCRIPTION = 500;
const MAX_META_KEYWORDS = 500;

/**
 * Analytics ids end up inside script text, so only their documented shapes are
 * accepted: anything else could break out of the snippet.
 */
export const ANALYTICS_ID_RULES = {
  googleAnalytics: { pattern: /^G-[A-Z0-9]{4,20}$/, hint: "G-XXXXXXXXXX", message: "GA4 ölçüm kimliği G- ile başlamalı (örn: G-AB12CD34EF)" },
  googleTagManager: { pattern: /^GTM-[A-Z0-9]{4,12}$/, hint: "GTM-XXXXXXX", message: "Tag Manager kimliği GTM- ile başlamalı (örn: GTM-AB12CD3)" },
  facebookPixel: { pattern: /^\d{6,20}$/, hint: "123456789012345", message: "Meta piksel kimliği yalnızca rakamlardan oluşmalı" },
  yandexMetrica: { pattern: /^\d{4,12}$/, hint: "12345678", message: "Yandex Metrica sayaç numarası yalnızca rakamlardan oluşmalı" },
} as const;

export type AnalyticsIdField = keyof typeof ANALYTICS_ID_RULES;

const analyticsId = (field: AnalyticsIdField) =>
  z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === "" || ANALYTICS_ID_RULES[field].pattern.test(value), ANALYTICS_ID_RULES[field].message);

const code = (label: string) => z.string().max(MAX_CODE_LENGTH, `${label} en fazla ${MAX_CODE_LENGTH.toLocaleString("tr-TR")} karakter olabilir`);

export const siteSettingsSchema = z.object({
  headCodes: code("Head kodları"),
  footerCodes: code("Footer kodları"),
  googleAnalytics: analyticsId("googleAnalytics"),
  googleTagManager: analyticsId("googleTagManager"),
  facebookPixel: analyticsId("facebookPixel"),
  yandexMetrica: analyticsId("yandexMetrica"),
  metaDescription: z.string().trim().max(MAX_META_DESCRIPTION, `Meta açıklama en fazla ${MAX_META_DESCRIPTION} karakter olabilir`),
  metaKeywords: z.string().trim().max(MAX_META_KEYWORDS, `Meta anahtar kelimeler en fazla ${MAX_META_KEYWORDS} karakter olabilir`),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const EMPTY_SITE_SETTINGS: SiteSettings = {
  headCodes: "",
  footerCodes: "",
  googleAnalytics: "",
  googleTagManager: "",
  facebookPixel: "",
  yandexMetrica: "",
  metaDescription: "",
  metaKeywords: "",
};

/** What the Settings screen shows on its Security tab: read from the server, never assumed. */
export interface SecurityStatus {
  admins: { userCode: string; createdAt: string; lastLoginAt: string | null }[];
  activeSessions: number;
  failedLogins: { last24Hours: number; last7Days: number; recent: { at: string; ip: string | null; step: number | null; reason: string | null }[] };
  https: { siteUrl: string; siteUsesHttps: boolean; secureCookie: boolean; requestWasHttps: boolean };
}
