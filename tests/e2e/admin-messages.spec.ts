import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const inbox = (page: Page) => page.getByRole("list", { name: "Mesaj listesi" });

/** Opens an inbox address and waits until its scripts run (delete asks through a dialog that needs them). */
async function openInbox(page: Page, path = "/admin/messages") {
  const response = await page.goto(path);
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  return response;
}

/** A message sent the way a visitor sends it, from its own address (the contact form's limit is per address). */
async function sendContactMessage(page: Page, subject: string) {
  const res = await page.request.post("/api/contact", {
    data: { name: "Marie Curie", email: "marie@example.com", subject, message: "Our lab moved.\nPlease update the address." },
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("a visitor's message arrives unread, is read, marked unread again and deleted after confirmation", async ({ page }) => {
  const subject = `Inbox check ${Date.now()}`;
  const id = await sendContactMessage(page, subject);
  await loginAsAdmin(page);
  const response = await openInbox(page);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Mesajlar" })).toBeVisible();

  // Unread: listed first, marked 'Yeni', counted in the menu badge.
  const row = inbox(page).getByRole("listitem").filter({ hasText: subject });
  await expect(inbox(page).getByRole("listitem").first()).toContainText(subject);
  await expect(row).toContainText("Yeni");
  const unreadBefore = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE NOT is_read"))[0]?.n ?? 0;
  const menuItem = page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: /^Mesajlar/ });
  await expect(menuItem).toHaveAccessibleName(new RegExp(`^Mesajlar\\s*\\(${unreadBefore} okunmamış\\)$`));

  // The unread filter shows it too.
  const filter = page.getByRole("navigation", { name: "Mesaj filtresi" });
  await filter.getByRole("link", { name: /Okunmamış/ }).click();
  await expect(page).toHaveURL(/status=unread/);
  await expect(filter.getByRole("link", { name: /Okunmamış/ })).toHaveAttribute("aria-current", "page");
  await expect(row).toBeVisible();
  await filter.getByRole("link", { name: /Tümü/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);

  // Opening it shows the whole message and marks it read.
  await row.getByRole("link").click();
  const detail = page.getByRole("article", { name: subject });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText("Marie Curie");
  await expect(detail).toContainText("Please update the address.");
  await expect(detail.getByRole("link", { name: "E-posta ile yanıtla" })).toHaveAttribute("href", /^mailto:marie%40example\.com\?subject=Re%3A/);
  await expect(row).not.toContainText("Yeni");
  expect(await sql("SELECT is_read FROM contact_messages WHERE id = $1", [id])).toEqual([{ is_read: true }]);
  await expect(menuItem).toHaveAccessibleName(unreadBefore > 1 ? new RegExp(`^Mesajlar\\s*\\(${unreadBefore - 1} okunmamış\\)$`) : "Mesajlar");

  // Marked unread again: the message closes and counts as new.
  await detail.getByRole("button", { name: `Okunmadı işaretle: ${subject}` }).click();
  await expect(toast(page)).toContainText("Mesaj okunmadı olarak işaretlendi");
  await expect(detail).toBeHidden();
  await expect(row).toContainText("Yeni");
  expect(await sql("SELECT is_read FROM contact_messages WHERE id = $1", [id])).toEqual([{ is_read: false }]);

  // Delete asks first; 'İptal' keeps the message.
  await row.getByRole("button", { name: `Sil: ${subject}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mesaj silinsin mi?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "İptal" })).toBeFocused();
  await dialog.getByRole("button", { name: "İptal" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Sil: ${subject}` }).click();
  await dialog.getByRole("button", { name: "Sil", exact: true }).click();
  await expect(toast(page)).toContainText("Mesaj silindi");
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await sql("SELECT id FROM contact_messages WHERE id = $1", [id])).toEqual([]);
  expect(await sql("SELECT action FROM audit_log WHERE action = 'message.delete' AND entity_id = $1", [String(id)])).toEqual([{ action: "message.delete" }]);
});

test("opening a message by its address changes nothing; the page's POST, or its button without scripts, marks it read", async ({ page, browser }) => {
  const subject = `Read by post ${Date.now()}`;
  const id = await sendContactMessage(page, subject);
  await loginAsAdmin(page);
  const isRead = async () => (await sql<{ is_read: boolean }>("SELECT is_read FROM contact_messages WHERE id = $1", [id]))[0]?.is_read;

  // A GET alone (a prefetch, a link preview, another site's <img>) leaves it unread.
  expect((await page.request.get(`/admin/messages?open=${id}`)).status()).toBe(200);
  expect(await isRead()).toBe(false);

  // Without JavaScript the message is shown, still unread, until its button posts the form.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL, storageState: await page.context().storageState() });
  try {
    const plain = await noScripts.newPage();
    await plain.goto(`/admin/messages?open=${id}`);
    const detail = plain.getByRole("article", { name: subject });
    await expect(detail).toContainText("Please update the address.");
    expect(await isRead()).toBe(false);
    await detail.getByRole("button", { name: `Okundu işaretle: ${subject}` }).click();
    await expect(plain.getByRole("list", { name: "Mesaj listesi" }).getByRole("listitem").filter({ hasText: subject })).not.toContainText("Yeni");
    expect(await isRead()).toBe(true);
  } finally {
    await noScripts.close();
  }

  // With scripts, the page posts as soon as it shows the message.
  await sql("UPDATE contact_messages SET is_read = false WHERE id = $1", [id]);
  await openInbox(page, `/admin/messages?open=${id}`);
  await expect(page.getByRole("article", { name: subject })).toBeVisible();
  await expect.poll(isRead).toBe(true);
  await expect(inbox(page).getByRole("listitem").filter({ hasText: subject })).not.toContainText("Yeni");
});

test("the opened message can be deleted from its own panel", async ({ page }) => {
  const subject = `Panel delete ${Date.now()}`;
  const id = await sendContactMessage(page, subject);
  await loginAsAdmin(page);
  await openInbox(page, `/admin/messages?open=${id}`);
  const detail = page.getByRole("article", { name: subject });
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: `Sil: ${subject}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sil", exact: true }).click();
  await expect(toast(page)).toContainText("Mesaj silindi");
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(detail).toBeHidden();
  await expect(page.getByText("Açmak istediğiniz mesaj bulunamadı")).toHaveCount(0);
});

test("20 messages a page, newest first, with Turkish paging", async ({ page }) => {
  const marker = `Paging ${Date.now()}`;
  // Old enough to sit behind every other message: they fill the last pages.
  await sql(
    `INSERT INTO contact_messages (name, email, subject, message, created_at)
     SELECT 'Sender ' || n, 'sender' || n || '@example.com', $1 || ' #' || n, 'Body', '2000-01-01'::timestamptz + n * interval '1 minute'
     FROM generate_series(1, 25) AS n`,
    [marker],
  );
  try {
    await loginAsAdmin(page);
    const total = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages"))[0]?.n ?? 0;
    const pages = Math.ceil(total / 20);
    await openInbox(page);
    await expect(inbox(page).getByRole("listitem")).toHaveCount(20);
    const paging = page.getByRole("navigation", { name: "Sayfalama" });
    await expect(paging).toContainText(`Toplam ${new Intl.NumberFormat("tr-TR").format(total)} mesaj`);
    await paging.getByRole("link", { name: "Son", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(paging.getByRole("link", { name: `Sayfa ${pages}`, exact: true })).toHaveAttribute("aria-current", "page");
    // The oldest of all is the last row of the last page.
    await expect(inbox(page).getByRole("listitem").last()).toContainText(`${marker} #1`);
    await paging.getByRole("link", { name: "İlk", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
  } finally {
    await sql("DELETE FROM contact_messages WHERE subject LIKE $1", [`${marker} #%`]);
  }
});

test("the inbox page's buttons need a session and the site's own origin", async ({ page }) => {
  const subject = `Guarded ${Date.now()}`;
  const id = await sendContactMessage(page, subject);
  const post = (headers: Record<string, string> = {}) =>
    page.request.post("/admin/messages", { form: { intent: "delete", id: String(id) }, headers, maxRedirects: 0 });

  // No session: back to the login page, nothing deleted.
  const anonymous = await post();
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toBe("/admin/login");

  // A session, but the form was posted from another site.
  await loginAsAdmin(page);
  // Refused before anything runs: by React Router's own origin check (400) or the admin guard (403).
  const foreign = await post({ origin: "https://evil.example" });
  expect([400, 403]).toContain(foreign.status());
  expect(await sql("SELECT id FROM contact_messages WHERE id = $1", [id])).toHaveLength(1);

  // The same form from the site itself works, even without JavaScript.
  const own = await post({ origin: E2E_BASE_URL });
  expect(own.status()).toBe(200);
  expect(await sql("SELECT id FROM contact_messages WHERE id = $1", [id])).toEqual([]);
});
