import { expect, test, type Page } from "@playwright/test";
import { sql } from "./support/database";

// Each successful send uses one of the server's 5 messages per address in 10
// minutes, so the tests below send few real messages and fake the refusals.
// The counts live in the database, which outlives the server between local runs:
// each run starts with the allowance whole.
test.beforeAll(async () => {
  await sql("DELETE FROM rate_limits WHERE key LIKE 'contact-message:%'");
});

const message = {
  "Full Name": "Grace Hopper",
  "Email Address": "grace@example.com",
  Subject: `Listing update ${Date.now()}`,
  Message: "Our bakery now opens at 7 AM on Saturdays.",
};

/** Messages stored with a subject, newest first. */
function storedMessages(subject: string) {
  return sql<{ id: number; name: string; email: string; message: string; ip: string | null }>(
    "SELECT id, name, email, message, ip FROM contact_messages WHERE subject = $1 ORDER BY id DESC",
    [subject],
  );
}

async function fillForm(page: Page, values: Record<string, string> = message) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Opens the page and waits until its scripts have taken over the form (sends through the API). */
async function openContactPage(page: Page) {
  const response = await page.goto("/contact");
  await expect(page.locator("form[data-enhanced]")).toBeAttached({ timeout: 15_000 });
  return response;
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test("a visitor sends a message: the button says it is sending, then a toast confirms and the form is cleared @mobile", async ({ page }, testInfo) => {
  const response = await openContactPage(page);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Contact Us | Locus");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);

  // Hold the request a moment so the sending state can be seen.
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const subject = `${message.Subject} ${testInfo.project.name}`;
  await fillForm(page, { ...message, Subject: subject });
  const stored = page.waitForResponse((res) => res.url().endsWith("/api/contact") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending Message..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();

  expect((await stored).status()).toBe(201);
  expect(await storedMessages(subject)).toEqual([
    { id: expect.any(Number), name: message["Full Name"], email: message["Email Address"], message: message.Message, ip: expect.stringContaining("127.0.0.1") },
  ]);
  await expect(toast(page)).toContainText("Message Sent Successfully");
  await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
  for (const label of Object.keys(message)) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("the contact API stores a second identical message", async ({ request }) => {
  const body = { name: message["Full Name"], email: message["Email Address"], subject: `${message.Subject} api`, message: message.Message };
  const first = await request.post("/api/contact", { data: body });
  const second = await request.post("/api/contact", { data: body });
  expect(first.status()).toBe(201);
  expect(second.status()).toBe(201);
  const [a, b] = [(await first.json()).id as number, (await second.json()).id as number];
  expect((await storedMessages(body.subject)).map((row) => row.id)).toEqual([b, a]);
});

test("an empty form is stopped by the browser and nothing is sent", async ({ page }) => {
  await openContactPage(page);
  let posted = false;
  page.on("request", (req) => {
    if (req.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const name = page.getByLabel("Full Name", { exact: true });
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  for (const label of Object.keys(message)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveAttribute("type", "email");
  await page.waitForTimeout(300);
  expect(posted).toBe(false);
  await expect(toast(page)).toHaveCount(0);
});

test("an address the server refuses shows the reason and keeps what was typed", async ({ page }) => {
  await openContactPage(page);
  // The browser accepts "grace@localhost"; the server wants a real domain.
  await fillForm(page, { ...message, "Email Address": "grace@localhost" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Failed to send message. Please try again.");
  await expect(toast(page)).toContainText("Please enter a valid email address.");
  const email = page.getByLabel("Email Address", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("grace@localhost");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message.Message);
});

test("a rate-limited or failed send says why and keeps the message", async ({ page }) => {
  await openContactPage(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "420" },
      body: JSON.stringify({ error: "Too many messages. Please try again in 7 minutes." }),
    }),
  );
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Failed to send message. Please try again.");
  await expect(page.getByRole("alert").filter({ hasText: "Too many messages" })).toHaveText("Too many messages. Please try again in 7 minutes.");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(message.Subject);

  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Failed to send message. Please try again.");
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue(message["Full Name"]);
});

test("the page shows the contact details, business hours and whether the office is open @mobile", async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error" && /hydrat/i.test(entry.text())) hydrationErrors.push(entry.text());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await openContactPage(page);
  // The open/closed note is in the HTML, so no cache may serve it stale.
  expect(response?.headers()["cache-control"]).toMatch(/^public, max-age=\d+, stale-while-revalidate=0, s-maxage=\d+$/);
  const details = page.getByRole("complementary", { name: "Contact details" });
  await expect(details.getByRole("link", { name: "contact@locus.directory" })).toHaveAttribute("href", "mailto:contact@locus.directory");
  await expect(details).toContainText("Monday - Friday");
  await expect(details).toContainText("9:00 AM - 6:00 PM");
  await expect(details).toContainText("10:00 AM - 4:00 PM");
  await expect(details).toContainText("Sunday");
  await expect(details).toContainText("within 2-4 hours");
  await expect(details.getByText(/^Currently (Open|Closed)$/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(hydrationErrors).toEqual([]);
});

test("the open/closed note follows the office hours in London time", async ({ page }) => {
  // Monday 12:00 in London (UTC in winter) is open; Sunday is closed.
  await page.clock.setFixedTime(new Date("2026-11-23T12:00:00Z"));
  await page.goto("/contact");
  await expect(page.getByText("Currently Open", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.clock.setFixedTime(new Date("2026-11-29T12:00:00Z"));
  await page.goto("/contact");
  await expect(page.getByText("Currently Closed", { exact: true })).toBeVisible({ timeout: 15_000 });
});

test("without JavaScript the form posts to the page and confirms the message", async ({ browser }) => {
  const subject = `${message.Subject} no-js`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");

  // A server-side refusal re-renders the page with the reason beside the field and the text kept.
  await fillForm(page, { ...message, Subject: subject, "Email Address": "grace@localhost" });
  const refused = page.waitForResponse((res) => res.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Failed to send message. Please try again.");
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message.Message);
  expect(await storedMessages(subject)).toEqual([]);

  await page.getByLabel("Email Address", { exact: true }).fill(message["Email Address"]);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  const confirmation = page.getByRole("status").filter({ hasText: "Message Sent Successfully" });
  await expect(confirmation).toContainText("We'll get back to you within 24 hours.");
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("");
  expect(await storedMessages(subject)).toHaveLength(1);
  await context.close();
});
