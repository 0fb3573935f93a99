import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";

const count = (value: number) => new Intl.NumberFormat("tr-TR").format(value);

async function openAnalytics(page: Page) {
  await page.goto("/admin/analytics");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
}

/** Today's page views as the screen prints them. */
async function todaysViews(page: Page): Promise<number> {
  const text = await page.getByRole("group", { name: "Bugün" }).locator("p").nth(1).innerText();
  return Number(text.replace(/\D/g, ""));
}

test("analytics shows the catalogue's real figures and the visits Locus counted", async ({ page, request }) => {
  await loginAsAdmin(page);
  await openAnalytics(page);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const before = await todaysViews(page);

  const stats = (await (await request.get("/api/businesses/stats")).json()) as { total: number; categories: number; cities: number; averageRating: number };
  await expect(page.getByRole("group", { name: "Toplam İşletme" })).toContainText(count(stats.total));
  await expect(page.getByRole("group", { name: "Kategoriler" })).toContainText(count(stats.categories));
  await expect(page.getByRole("group", { name: "Şehirler" })).toContainText(count(stats.cities));
  const rating = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(stats.averageRating);
  await expect(page.getByRole("group", { name: "Ortalama Puan" })).toContainText(rating);

  const categories = (await (await request.get("/api/categories")).json()) as { name: string; businessCount: number }[];
  const topCategory = [...categories].sort((a, b) => b.businessCount - a.businessCount)[0]!;
  const topList = page.getByRole("region", { name: "En Çok İşletmesi Olan 5 Kategori" }).getByRole("listitem");
  await expect(topList).toHaveCount(Math.min(5, categories.filter((c) => c.businessCount > 0).length));
  await expect(topList.first()).toContainText(topCategory.name);
  await expect(topList.first()).toContainText(`${count(topCategory.businessCount)} işletme`);
  await expect(page.getByRole("region", { name: "En Çok İşletmesi Olan 5 Şehir" }).getByRole("listitem")).toHaveCount(5);

  // Three public pages in another browser tab of the same visitor: server-rendered, then a client-side navigation.
  const visitor = await page.context().newPage();
  await visitor.goto("/");
  await visitor.goto("/categories");
  await visitor.getByRole("link", { name: topCategory.name }).first().click();
  await expect(visitor).toHaveURL(/\/category\//);
  await visitor.close();

  // The visits were counted by whichever processes answered them; each writes its counts every few seconds.
  await expect
    .poll(async () => {
      await openAnalytics(page);
      return todaysViews(page);
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 3);
  await expect(page.getByRole("img", { name: /Son 30 günde toplam [\d.]+ sayfa görüntüleme/ })).toBeVisible();
  await page.getByText("Tablo olarak göster").click();
  await expect(page.getByRole("table").filter({ hasText: "Görüntüleme" }).first()).toBeVisible();
  const byKind = page.getByRole("region", { name: "Sayfa türlerine göre" });
  await expect(byKind.getByRole("row", { name: /Kategori sayfaları/ })).not.toContainText(/^Kategori sayfaları\s*0$/);
  expect(await seriousAccessibilityProblems(page, "analytics")).toEqual([]);
});
