import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

const CLIENT = "ca-pub-1234567890123456";
const ALL_OFF = ["top", "middle", "bottom", "sidebar", "inline"].map((placement) => ({
  placement, enabled: false, adClient: "", adSlot: "", adFormat: "auto", adStyle: { display: "block" }, frequency: 3,
}));

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Every placement off, through the API so the public pages' cached copy is dropped at once. */
async function switchAllAdsOff(page: Page) {
  const res = await page.request.post("/api/admin/ad-settings", { data: ALL_OFF, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

async function openAdsScreen(page: Page) {
  await page.goto("/admin/ads");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Reklam Yönetimi" })).toBeVisible();
}

async function shownImpressions(page: Page): Promise<number> {
  const text = await page.getByRole("group", { name: "Gösterim" }).locator("p").nth(1).innerText();
  return Number(text.replace(/\D/g, ""));
}

async function storedBottom(column: "impressions" | "clicks"): Promise<number> {
  const rows = await sql<{ n: number }>(
    `SELECT coalesce(sum(${column}), 0)::int AS n FROM ad_stats_daily WHERE placement = 'bottom' AND day = (now() AT TIME ZONE 'utc')::date`,
  );
  return rows[0]?.n ?? 0;
}
const storedBottomImpressions = () => storedBottom("impressions");
const storedBottomClicks = () => storedBottom("clicks");

test("staff switch an ad placement on, visitors see the slot, and its impressions and clicks are counted", async ({ page }) => {
  // The back office, then several public pages and their counted events: a long walk.
  test.slow();
  // No internet here: the AdSense script fails to load, as it would behind a blocker. The page must not mind.
  await page.context().route("https://pagead2.googlesyndication.com/**", (route) => route.abort());
  await loginAsAdmin(page);
  await switchAllAdsOff(page);
  try {
    await openAdsScreen(page);
    const before = await shownImpressions(page);
    await expect(page.getByRole("group", { name: "Gelir" })).toContainText("Bilinmiyor");
    await expect(page.getByRole("group", { name: "Doluluk Oranı" })).toContainText("Bilinmiyor");

    // The bottom placement: details appear once it is switched on.
    const bottom = page.getByRole("region", { name: /Alt Alan/ });
    await expect(bottom.getByLabel("Yayıncı Kimliği (data-ad-client)")).toHaveCount(0);
    await bottom.getByRole("switch", { name: "Alt Alan etkin" }).click();
    await expect(bottom.getByRole("switch", { name: "Alt Alan etkin" })).toHaveAttribute("aria-checked", "true");
    await bottom.getByLabel("Yayıncı Kimliği (data-ad-client)").fill(CLIENT);
    await bottom.getByLabel("Reklam Birimi Kimliği (data-ad-slot)").fill("4444444444");
    await bottom.getByLabel("Reklam Biçimi").selectOption({ label: "Yatay 728x90" });

    // A style that is not JSON is refused with the reason, and nothing is saved.
    await bottom.getByLabel("Reklam Stili (JSON)").fill("{display: block");
    await page.getByRole("button", { name: "Reklam Ayarlarını Kaydet" }).click();
    await expect(toast(page)).toContainText("Reklam ayarları kaydedilemedi");
    await expect(bottom.getByText("Reklam stili geçerli bir JSON nesnesi olmalı", { exact: false })).toBeVisible();
    expect(await sql("SELECT enabled FROM ad_settings WHERE placement = 'bottom'")).toEqual([{ enabled: false }]);

    await bottom.getByLabel("Reklam Stili (JSON)").fill('{"display":"block","textAlign":"center"}');
    await page.getByRole("button", { name: "Reklam Ayarlarını Kaydet" }).click();
    await expect(toast(page)).toContainText("Reklam ayarları kaydedildi");
    expect(await sql("SELECT enabled, ad_client, ad_slot, ad_format FROM ad_settings WHERE placement = 'bottom'")).toEqual([
      { enabled: true, ad_client: CLIENT, ad_slot: "4444444444", ad_format: "horizontal" },
    ]);
    const problems = await seriousAccessibilityProblems(page, "ads placements");

    // The preview draws where the slot sits, without asking for an ad.
    await page.getByRole("tab", { name: "Önizleme" }).click();
    await expect(page.getByRole("tabpanel", { name: "Önizleme" })).toContainText("Reklam · Alt Alan · Yatay 728x90");
    await page.getByRole("tab", { name: "Genel Ayarlar" }).click();
    await expect(page.getByLabel("ads.txt içeriği")).toBeVisible();
    problems.push(...(await seriousAccessibilityProblems(page, "ads global settings")));

    // A visitor opens a list page: the slot is there, after the results, labelled.
    const visitor = await page.context().newPage();
    const pageErrors: string[] = [];
    visitor.on("pageerror", (error) => pageErrors.push(error.message));
    const impressionsBefore = await storedBottomImpressions();
    await visitor.goto("/businesses");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    const slot = visitor.locator('[data-ad-placement="bottom"]');
    await expect(slot).toHaveCount(1);
    await expect(slot.getByText("Reklam", { exact: true })).toBeAttached();
    await expect(slot.locator("ins.adsbygoogle")).toHaveAttribute("data-ad-client", CLIENT);
    await expect(slot.locator("ins.adsbygoogle")).toHaveAttribute("data-ad-slot", "4444444444");
    await expect(visitor.locator('head script[src*="adsbygoogle.js"]')).toHaveCount(1);

    // Scrolled into view, it counts one impression.
    await slot.scrollIntoViewIfNeeded();
    await expect.poll(storedBottomImpressions, { timeout: 10_000 }).toBe(impressionsBefore + 1);
    // A click on the seen ad counts once, with the page view its impression started; repeated clicks do not add up.
    // Clicks are counted as the server answers them: beacons report their end late, so the
    // listener is in place before the first click and counts clicks only.
    let clicksAnswered = 0;
    visitor.on("requestfinished", (request) => {
      if (request.url().endsWith("/api/ad-events") && request.postData()?.includes('"kind":"click"')) clicksAnswered++;
    });
    const clicksBefore = await storedBottomClicks();
    await slot.locator("ins.adsbygoogle").dispatchEvent("click");
    await expect.poll(storedBottomClicks, { timeout: 10_000 }).toBe(clicksBefore + 1);
    await slot.locator("ins.adsbygoogle").dispatchEvent("click");
    await slot.locator("ins.adsbygoogle").dispatchEvent("click");
    await expect.poll(() => clicksAnswered, { timeout: 10_000 }).toBe(3);
    expect(await storedBottomClicks()).toBe(clicksBefore + 1);
    problems.push(...(await seriousAccessibilityProblems(visitor, "public page with an ad slot")));

    // The page still works without the ad script: a card leads to its business.
    await visitor.getByRole("article").first().getByRole("link").first().click();
    await expect(visitor).toHaveURL(/\/business\//);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await visitor.close();

    // Staff see the impression on the ads screen.
    await openAdsScreen(page);
    expect(await shownImpressions(page)).toBeGreaterThanOrEqual(before + 1);
    expect(problems).toEqual([]);
  } finally {
    await switchAllAdsOff(page);
  }
});

test("the back office never shows ads, and ads.txt is served as plain text", async ({ page }) => {
  await loginAsAdmin(page);
  const res = await page.request.post("/api/admin/ad-settings", {
    data: [{ ...ALL_OFF[0], enabled: true, adClient: CLIENT, adSlot: "5555555555" }],
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(200);
  try {
    await openAdsScreen(page);
    await expect(page.locator("[data-ad-placement]")).toHaveCount(0);
    await expect(page.locator('script[src*="adsbygoogle.js"]')).toHaveCount(0);
    const adsTxt = await page.request.get("/ads.txt");
    expect(adsTxt.status()).toBe(200);
    expect(adsTxt.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  } finally {
    await switchAllAdsOff(page);
  }
});
