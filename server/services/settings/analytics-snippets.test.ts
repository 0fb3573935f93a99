import { describe, expect, it } from "vitest";
import { EMPTY_SITE_SETTINGS, siteSettingsSchema } from "../../../app/lib/admin/site-settings";
import { settingsCodes } from "./analytics-snippets";

describe("settingsCodes", () => {
  it("adds nothing for empty settings", () => {
    expect(settingsCodes(EMPTY_SITE_SETTINGS)).toEqual([]);
  });

  it("builds each vendor's snippet with its id, at its position", () => {
    const codes = settingsCodes({
      ...EMPTY_SITE_SETTINGS,
      googleAnalytics: "G-AB12CD34EF",
      googleTagManager: "GTM-AB12CD3",
      facebookPixel: "123456789012345",
      yandexMetrica: "87654321",
    });
    const byId = new Map(codes.map((code) => [code.id, code]));
    expect(byId.get("settings-ga4")?.code).toContain("gtag/js?id=G-AB12CD34EF");
    expect(byId.get("settings-ga4")?.code).toContain("gtag('config','G-AB12CD34EF')");
    expect(byId.get("settings-gtm")?.position).toBe("head");
    expect(byId.get("settings-gtm-noscript")).toMatchObject({ position: "body-start" });
    expect(byId.get("settings-gtm-noscript")?.code).toContain("ns.html?id=GTM-AB12CD3");
    expect(byId.get("settings-meta-pixel")?.code).toContain("fbq('init','123456789012345')");
    expect(byId.get("settings-yandex-metrica")?.code).toContain("ym(87654321,'init'");
  });

  it("puts head codes in the head and footer codes at the end of the body", () => {
    const codes = settingsCodes({ ...EMPTY_SITE_SETTINGS, headCodes: "<meta name=x>", footerCodes: "<div>f</div>" });
    expect(codes).toEqual([
      { id: "settings-head", name: "Head kodları", code: "<meta name=x>", position: "head" },
      { id: "settings-footer", name: "Footer kodları", code: "<div>f</div>", position: "body-end" },
    ]);
  });
});

describe("siteSettingsSchema", () => {
  it("accepts ids in their documented shapes, upper-casing them", () => {
    const parsed = siteSettingsSchema.parse({ ...EMPTY_SITE_SETTINGS, googleAnalytics: " g-ab12cd34 ", googleTagManager: "gtm-ab12cd3" });
    expect(parsed.googleAnalytics).toBe("G-AB12CD34");
    expect(parsed.googleTagManager).toBe("GTM-AB12CD3");
  });

  it.each([
    ["googleAnalytics", "UA-1234-1", "G-"],
    ["googleAnalytics", "G-ABC');alert(1);//", "G-"],
    ["googleTagManager", "GTM-<script>", "GTM-"],
    ["facebookPixel", "12ab", "rakam"],
    ["yandexMetrica", "1;alert(1)", "rakam"],
  ])("refuses %s %j with a Turkish message", (field, value, words) => {
    const result = siteSettingsSchema.safeParse({ ...EMPTY_SITE_SETTINGS, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(words);
  });
});
