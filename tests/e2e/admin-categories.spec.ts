import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";

/** A category with one business, named with this run's tag so runs never meet. */
async function categoryWithBusiness(name: string, slug: string): Promise<number> {
  const [category] = await sql<{ id: number }>("INSERT INTO categories (name, slug) VALUES ($1, $2) RETURNING id", [name, slug]);
  await sql("INSERT INTO businesses (slug, name, category_id) VALUES ($1, $2, $3)", [`${slug}-place`, `${name} Place`, category!.id]);
  return category!.id;
}

async function openCategories(page: Page, search: string) {
  await page.goto(`/admin/categories?search=${encodeURIComponent(search)}`);
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Kategoriler" })).toBeVisible();
}

test("the Categories screen renames a category and merges another into it", async ({ page }) => {
  const tag = `e2e${Date.now()}`;
  const keptId = await categoryWithBusiness(`Kahve ${tag}`, `kahve-${tag}`);
  await categoryWithBusiness(`Kahveci ${tag}`, `kahveci-${tag}`);
  await loginAsAdmin(page);
  await openCategories(page, tag);
  const table = page.getByRole("region", { name: "Kategori listesi" });
  await expect(table.getByRole("row")).toHaveCount(3);

  // Rename with a new icon: the address follows the name, the old one redirects.
  await table.getByRole("button", { name: `Kahve ${tag} düzenle` }).click();
  const edit = page.getByRole("dialog", { name: "Kategoriyi düzenle" });
  await edit.getByLabel("Kategori adı").fill(`Çay ${tag}`);
  await edit.getByRole("radio", { name: "Simge ☕" }).click();
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole("rowheader", { name: `Çay ${tag}` })).toBeVisible();
  await expect(table).toContainText(`/category/cay-${tag}`);
  expect(await sql("SELECT name, slug, icon FROM categories WHERE id = $1", [keptId])).toEqual([
    { name: `Çay ${tag}`, slug: `cay-${tag}`, icon: "☕" },
  ]);
  const renamed = await page.request.get(`/category/kahve-${tag}`, { maxRedirects: 0 });
  expect(renamed.status()).toBe(301);
  expect(renamed.headers().location).toBe(`/category/cay-${tag}`);

  // Merge: the business moves, the merged category is gone, its address redirects.
  await table.getByRole("button", { name: `Kahveci ${tag} birleştir` }).click();
  const merge = page.getByRole("dialog", { name: `Kahveci ${tag} birleştir` });
  await merge.getByLabel("Hedef kategori").selectOption({ label: `Çay ${tag}` });
  await merge.getByRole("button", { name: "Birleştir" }).click();
  await expect(merge).toBeHidden();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("2");
  expect(await sql("SELECT business_count FROM categories WHERE id = $1", [keptId])).toEqual([{ business_count: 2 }]);
  const merged = await page.request.get(`/category/kahveci-${tag}`, { maxRedirects: 0 });
  expect(merged.status()).toBe(301);
  expect(merged.headers().location).toBe(`/category/cay-${tag}`);
  const audit = await sql<{ action: string }>(
    "SELECT action FROM audit_log WHERE entity_type = 'category' AND entity_id = $1 ORDER BY id", [String(keptId)]);
  expect(audit.map((row) => row.action)).toEqual(["category.rename", "category.merge"]);
});
