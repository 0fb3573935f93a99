import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

interface StoredPlan {
  id: number;
  name: string;
  price: number;
  duration: number;
  features: string[];
  maxAds: number;
  priorityPlacement: boolean;
  analyticsAccess: boolean;
  customStyling: boolean;
  enabled: boolean;
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function openPricingScreen(page: Page) {
  await page.goto("/admin/pricing");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Fiyatlandırma Yönetimi" })).toBeVisible();
}

async function storedPlans(page: Page): Promise<StoredPlan[]> {
  const res = await page.request.get("/api/admin/pricing-plans");
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredPlan[];
}

/** Puts a plan back as it was, through the API (so the server's caches follow). */
async function restorePlan(page: Page, plan: StoredPlan) {
  const { id, ...body } = plan;
  const res = await page.request.put(`/api/admin/pricing-plans/${id}`, { data: body, headers: { origin: E2E_BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The first business card a visitor sees on a page, in a fresh browser (no page kept in its cache). */
async function firstCardSeenBy(browser: Browser, path: string): Promise<string> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(path);
    return await page.getByRole("main").getByRole("article").first().innerText();
  } finally {
    await visitor.close();
  }
}

test("staff edit a plan inline, are told why a price is refused, and switch a plan off and on", async ({ page }) => {
  await loginAsAdmin(page);
  const before = await storedPlans(page);
  const premium = before.find((plan) => plan.name === "Premium")!;
  const basic = before.find((plan) => plan.name === "Basic")!;
  try {
    await openPricingScreen(page);
    const card = page.getByRole("region", { name: "Premium", exact: true });
    await expect(card).toContainText("₺249");

    await card.getByRole("button", { name: "Premium planını düzenle" }).click();
    await card.getByLabel("Fiyat (₺)").fill("iki yüz");
    await card.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Plan kaydedilemedi");
    await expect(toast(page)).toContainText("Fiyat tam sayı olmalı (ör. 249).");
    await expect(card.getByLabel("Fiyat (₺)")).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText("Fiyat tam sayı olmalı (ör. 249).")).toBeVisible();
    expect(await sql("SELECT price FROM pricing_plans WHERE id = $1", [premium.id])).toEqual([{ price: 249 }]);

    await card.getByLabel("Fiyat (₺)").fill("279");
    await card.getByLabel("Özellikler (her satıra bir tane)").fill("Kategori sayfasında en üstte\n\n   \nÖncelikli destek\n");
    await card.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Fiyatlandırma planı güncellendi");
    await expect(card.getByRole("button", { name: "Kaydet" })).toHaveCount(0);
    await expect(card).toContainText("₺279");
    await expect(card.getByRole("list", { name: "Premium özellikleri" }).getByRole("listitem")).toHaveText([/Kategori sayfasında en üstte$/, /Öncelikli destek$/]);
    expect(await sql("SELECT price, features FROM pricing_plans WHERE id = $1", [premium.id])).toEqual([
      { price: 279, features: ["Kategori sayfasında en üstte", "Öncelikli destek"] },
    ]);

    // Cancel leaves the plan as it is.
    await card.getByRole("button", { name: "Premium planını düzenle" }).click();
    await card.getByLabel("Süre (gün)").fill("45");
    await card.getByRole("button", { name: "İptal" }).click();
    await expect(card).toContainText("/ 30 gün");

    // The switch saves at once; a disabled plan is no longer offered for assignment.
    const basicSwitch = page.getByRole("switch", { name: "Basic planı etkin" });
    await basicSwitch.click();
    await expect(basicSwitch).toHaveAttribute("aria-checked", "false");
    await expect(toast(page)).toContainText("Fiyatlandırma planı güncellendi");
    await expect.poll(async () => (await sql("SELECT enabled FROM pricing_plans WHERE id = $1", [basic.id]))[0]?.enabled).toBe(false);
    await expect(page.getByLabel("Plan", { exact: true }).locator("option", { hasText: "Basic" })).toHaveCount(0);
    expect(await seriousAccessibilityProblems(page, "pricing screen")).toEqual([]);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Basic planı etkin" })).toHaveAttribute("aria-checked", "false");
    await page.getByRole("switch", { name: "Basic planı etkin" }).click();
    await expect(page.getByRole("switch", { name: "Basic planı etkin" })).toHaveAttribute("aria-checked", "true");
    await expect.poll(async () => (await sql("SELECT enabled FROM pricing_plans WHERE id = $1", [basic.id]))[0]?.enabled).toBe(true);
  } finally {
    await restorePlan(page, premium);
    await restorePlan(page, basic);
  }
});

test("a premium subscription puts a business first on its category page until it is ended", async ({ page, browser }) => {
  // The last business of the biggest category in the normal order (rating, then reviews), with a name no other business has.
  const [target] = await sql<{ id: number; name: string; category: string }>(`
    WITH biggest AS (SELECT id, slug FROM categories ORDER BY business_count DESC, id LIMIT 1)
    SELECT b.id, b.name, biggest.slug AS category
    FROM businesses b JOIN biggest ON biggest.id = b.category_id
    WHERE (SELECT count(*) FROM businesses same WHERE same.name = b.name) = 1
    ORDER BY b.rating ASC NULLS FIRST, b.review_count ASC, b.id DESC
    LIMIT 1`);
  expect(target, "a category with a uniquely named business").toBeTruthy();
  const { id, name, category } = target!;
  await sql("DELETE FROM business_subscriptions WHERE business_id = $1", [id]);
  const categoryPage = `/category/${category}`;
  expect(await firstCardSeenBy(browser, categoryPage)).not.toContain(name);

  await loginAsAdmin(page);
  try {
    await openPricingScreen(page);
    const assign = page.getByRole("form", { name: "İşletmeye Plan Ata" });
    await assign.getByLabel("İşletme ara").fill(name);
    await assign.getByRole("list", { name: "Bulunan işletmeler" }).getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().click();
    await expect(assign).toContainText("Seçilen işletme");
    await assign.getByLabel("Plan", { exact: true }).selectOption({ label: "Premium — ₺249 / 30 gün" });
    await assign.getByRole("button", { name: "Planı Ata" }).click();
    await expect(toast(page)).toContainText("Abonelik başlatıldı");
    const row = page.getByRole("region", { name: "Son Abonelikler" }).getByRole("row", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    await expect(row).toContainText("Aktif");
    await expect(row).toContainText("₺249");
    expect(await sql("SELECT price FROM business_subscriptions WHERE business_id = $1 AND ends_at > now()", [id])).toEqual([{ price: 249 }]);

    // A visitor opening the category page sees the business first.
    expect(await firstCardSeenBy(browser, categoryPage)).toContain(name);

    // Ended early, it goes back to its place at once.
    await row.getByRole("button", { name: `${name} aboneliğini sonlandır` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sonlandır" }).click();
    await expect(toast(page)).toContainText("Abonelik sonlandırıldı");
    await expect(row).toContainText("Sona erdi");
    expect(await firstCardSeenBy(browser, categoryPage)).not.toContain(name);
  } finally {
    await sql("DELETE FROM business_subscriptions WHERE business_id = $1", [id]);
  }
});

test("'Yeni Plan Ekle' creates a plan that can be sold, and an unsold plan can be deleted", async ({ page }) => {
  await loginAsAdmin(page);
  await sql("DELETE FROM pricing_plans WHERE name = 'Haftalık' AND NOT EXISTS (SELECT 1 FROM business_subscriptions s WHERE s.plan_id = pricing_plans.id)");
  await openPricingScreen(page);
  await page.getByRole("button", { name: "Yeni Plan Ekle" }).click();
  const draft = page.getByRole("region", { name: "Yeni Plan" });
  await draft.getByLabel("Plan adı").fill("Haftalık");
  await draft.getByLabel("Fiyat (₺)").fill("49");
  await draft.getByLabel("Süre (gün)").fill("7");
  await draft.getByLabel("Özellikler (her satıra bir tane)").fill("Bir hafta en üstte\n");
  await draft.getByLabel("Öncelikli listeleme").check();
  await draft.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page)).toContainText("Yeni fiyatlandırma planı eklendi");
  await expect(draft).toHaveCount(0);

  const card = page.getByRole("region", { name: "Haftalık", exact: true });
  await expect(card).toContainText("₺49");
  await expect(card).toContainText("/ 7 gün");
  expect(await sql("SELECT price, duration, features, priority_placement, enabled FROM pricing_plans WHERE name = 'Haftalık'")).toEqual([
    { price: 49, duration: 7, features: ["Bir hafta en üstte"], priority_placement: true, enabled: true },
  ]);
  await expect(page.getByLabel("Plan", { exact: true }).locator("option", { hasText: "Haftalık" })).toHaveCount(1);

  await card.getByRole("button", { name: "Haftalık planını sil" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sil" }).click();
  await expect(toast(page)).toContainText("Plan silindi");
  await expect(card).toHaveCount(0);
  expect(await sql("SELECT id FROM pricing_plans WHERE name = 'Haftalık'")).toEqual([]);
});
