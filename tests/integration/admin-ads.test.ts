import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AD_IMPRESSIONS_PER_VIEW, sweepExpiredPageViews } from "../../server/services/ads/ad-page-views";
import { AD_EVENT_RATE_LIMIT } from "../../server/services/ads/record-ad-event";
import { utcDay } from "../../server/services/analytics/page-view-counter";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

const CLIENT = "ca-pub-1234567890123456";
const HOUR_MS = 3_600_000;
const PLACEMENTS = ["top", "middle", "bottom", "sidebar", "inline"] as const;

interface Setting {
  placement: string;
  enabled: boolean;
  adClient: string;
  adSlot: string;
  adFormat: string;
  adStyle: unknown;
  frequency: number;
}

const disabled = (placement: string): Setting => ({
  placement, enabled: false, adClient: "", adSlot: "", adFormat: "auto", adStyle: { display: "block" }, frequency: 3,
});
const enabled = (placement: string, extra: Partial<Setting> = {}): Setting => ({
  ...disabled(placement), enabled: true, adClient: CLIENT, adSlot: "1111111111", ...extra,
});

beforeEach(async () => {
  // Back to the migration's state: five placements, all off; no counters, no ads.txt.
  await app.ctx.db.updateTable("ad_settings").set({ enabled: false, ad_client: "", ad_slot: "", ad_format: "auto", ad_style: '{"display":"block"}', frequency: 3 }).execute();
  await app.ctx.db.deleteFrom("ad_stats_daily").execute();
  await app.ctx.db.deleteFrom("site_settings").where("key", "=", "ads.txt").execute();
  app.ctx.cache.clear();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) {
  return fetch(app.url(path), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function settings(): Promise<Setting[]> {
  const res = await call("GET", "/api/admin/ad-settings");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as (Setting & { updatedAt: string })[]).map(({ updatedAt: _updatedAt, ...setting }) => setting);
}

async function refused(body: unknown): Promise<{ error: string; details: { path: string; message: string }[] }> {
  const before = await settings();
  const res = await call("POST", "/api/admin/ad-settings", body);
  expect(res.status).toBe(400);
  expect(await settings()).toEqual(before);
  return (await res.json()) as { error: string; details: { path: string; message: string }[] };
}

describe("ad settings", () => {
  it("start as five disabled placements in a fixed order", async () => {
    expect(await settings()).toEqual(PLACEMENTS.map(disabled));
    expect((await call("GET", "/api/admin/ad-settings", undefined, {})).status).toBe(401);
  });

  it("are saved whole, read back, audited, and reach the public pages' copy at once", async () => {
    const before = await app.ctx.db.selectFrom("audit_log").select("id").where("action", "=", "ads.update").execute();
    const sent = [
      enabled("top", { adFormat: "horizontal", adStyle: '{"display":"block","max-width":"728px"}' }),
      enabled("inline", { adSlot: "2222222222", frequency: 5 }),
      disabled("sidebar"),
    ];
    const res = await call("POST", "/api/admin/ad-settings", sent);
    expect(res.status).toBe(200);
    const expected: Setting[] = PLACEMENTS.map((placement) =>
      placement === "top"
        ? { ...sent[0]!, adStyle: { display: "block", "max-width": "728px" } }
        : placement === "inline"
          ? sent[1]!
          : disabled(placement),
    );
    expect(((await res.json()) as Setting[]).map(({ placement, enabled }) => ({ placement, enabled }))).toEqual(
      expected.map(({ placement, enabled }) => ({ placement, enabled })),
    );
    expect(await settings()).toEqual(expected);

    const audit = await app.ctx.db.selectFrom("audit_log").selectAll().where("action", "=", "ads.update").orderBy("id", "desc").execute();
    expect(audit).toHaveLength(before.length + 1);
    expect(audit[0]).toMatchObject({ admin_user_id: adminUserId, details: { placements: ["top", "inline", "sidebar"], enabled: ["top", "inline"] } });

    const { listPublicAds } = await import("../../server/services/ads/list-public-ads");
    const publicAds = await listPublicAds(app.ctx);
    expect(publicAds.client).toBe(CLIENT);
    expect(Object.keys(publicAds.slots).sort()).toEqual(["inline", "top"]);
    await call("POST", "/api/admin/ad-settings", [disabled("top"), disabled("inline")]);
    expect(await listPublicAds(app.ctx)).toEqual({ client: null, slots: {} });
  });

  it("refuses a style that is not a JSON object and saves nothing, not even the valid placements", async () => {
    const broken = await refused([enabled("top"), enabled("middle", { adStyle: "{display: block" })]);
    expect(broken.error).toBe('Reklam stili geçerli bir JSON nesnesi olmalı (ör. {"display":"block"}).');
    expect(broken.details).toEqual([{ path: "1.adStyle", message: broken.error }]);
    expect((await refused([enabled("top", { adStyle: "[1, 2]" })])).error).toBe(broken.error);
    expect((await refused([enabled("top", { adStyle: 42 })])).error).toBe(broken.error);
    expect((await refused([enabled("top", { adStyle: { background: "url(https://evil.example/x.png)" } })])).error).toBe(
      'Reklam stilinde "background" için geçersiz değer.',
    );
    expect((await refused([enabled("top", { adStyle: { "display;color": "red" } })])).error).toMatch(/geçersiz CSS özelliği/);
    expect((await refused([enabled("top", { adStyle: { height: 90 } })])).error).toBe('Reklam stilinde "height" değeri metin olmalı (ör. "90px").');
  });

  it("refuses a bad publisher id, ad unit, format, frequency or placement with a Turkish message", async () => {
    expect((await refused([enabled("top", { adClient: "pub-1234567890123456" })])).details).toEqual([
      { path: "0.adClient", message: "Yayıncı kimliği ca-pub- ve 16 rakamdan oluşmalı (ör. ca-pub-1234567890123456)." },
    ]);
    expect((await refused([enabled("top", { adSlot: "12ab" })])).error).toBe("Reklam birimi kimliği yalnızca rakamlardan oluşmalı.");
    expect((await refused([enabled("top", { adFormat: "square" })])).error).toBe("Reklam biçimi auto, rectangle, vertical veya horizontal olmalı.");
    expect((await refused([enabled("inline", { frequency: 4 })])).error).toBe("Sıklık 1, 2, 3 veya 5 olmalı.");
    expect((await refused([enabled("footer")])).error).toBe("Reklam alanı top, middle, bottom, sidebar veya inline olmalı.");
    expect((await refused([enabled("top", { adClient: "" })])).error).toBe("Etkin reklam alanı için yayıncı kimliği gerekli.");
    expect((await refused([enabled("top"), enabled("top")])).error).toBe("Her reklam alanı bir kez gönderilmeli.");
    expect((await refused([])).error).toBe("En az bir reklam alanı gönderin.");
    expect((await refused({ placement: "top" })).error).toBe("Reklam ayarları bir liste olmalı.");
  });

  it("lets a disabled placement keep empty ids", async () => {
    const res = await call("POST", "/api/admin/ad-settings", [disabled("bottom")]);
    expect(res.status).toBe(200);
  });
});

// The app trusts its loopback peer as a proxy (TRUST_PROXY=loopback): X-Forwarded-For is the visitor.
const sendEvent = (body: unknown, ip = "198.51.100.7") =>
  call("POST", "/api/ad-events", body, { "x-forwarded-for": ip, origin: "https://locus.test" });

async function analytics() {
  const res = await call("GET", "/api/admin/ad-analytics");
  expect(res.status).toBe(200);
  return (await res.json()) as {
    impressions: number; clicks: number; ctr: number; revenue: null; fillRate: null;
    placements: { placement: string; impressions: number; clicks: number; ctr: number }[];
    days: { day: string; impressions: number; clicks: number }[];
  };
}

describe("ad events and analytics", () => {
  beforeEach(async () => {
    await app.ctx.db.deleteFrom("ad_page_views").execute();
    expect((await call("POST", "/api/admin/ad-settings", PLACEMENTS.filter((p) => p !== "sidebar").map((p) => enabled(p)))).status).toBe(200);
  });

  /** An impression; answers the page view id the page's later events carry. */
  async function impression(placement: string, pageViewId?: string, ip?: string): Promise<string | null> {
    const res = await sendEvent({ placement, kind: "impression", ...(pageViewId ? { pageViewId } : {}) }, ip);
    expect(res.status).toBe(200);
    return ((await res.json()) as { pageViewId: string | null }).pageViewId;
  }
  async function click(placement: string, pageViewId?: string) {
    const res = await sendEvent({ placement, kind: "click", ...(pageViewId ? { pageViewId } : {}) });
    expect(res.status).toBe(204);
  }
  const stored = () =>
    app.ctx.db.selectFrom("ad_stats_daily").select(["placement", sql<number>`impressions::int`.as("impressions"), sql<number>`clicks::int`.as("clicks")]).orderBy("placement").execute();

  it("counts impressions and clicks per placement and day and computes the CTR", async () => {
    const empty = await analytics();
    expect(empty).toMatchObject({ impressions: 0, clicks: 0, ctr: 0, revenue: null, fillRate: null });
    expect(empty.days).toHaveLength(30);

    // Three page views show the top ad; one of them is clicked. The third also shows an inline ad.
    const first = await impression("top");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await click("top", first!);
    const second = await impression("top");
    expect(second).not.toBe(first);
    const third = await impression("top");
    expect(await impression("inline", third!)).toBe(third);
    expect(await stored()).toEqual([
      { placement: "inline", impressions: 1, clicks: 0 },
      { placement: "top", impressions: 3, clicks: 1 },
    ]);

    const result = await analytics();
    expect(result).toMatchObject({ impressions: 4, clicks: 1, ctr: 0.25, revenue: null, fillRate: null });
    expect(result.placements.find((row) => row.placement === "top")).toEqual({ placement: "top", impressions: 3, clicks: 1, ctr: 1 / 3 });
    expect(result.placements.find((row) => row.placement === "sidebar")).toEqual({ placement: "sidebar", impressions: 0, clicks: 0, ctr: 0 });
    expect(result.days.at(-1)).toEqual({ day: utcDay(new Date()), impressions: 4, clicks: 1 });
  });

  it("counts a click only after an impression of the same placement in the same page view, never more clicks than impressions", async () => {
    const view = (await impression("top"))!;
    await click("top");
    await click("top", "00000000-0000-4000-8000-000000000000");
    await click("middle", view);
    expect(await stored()).toEqual([{ placement: "top", impressions: 1, clicks: 0 }]);

    // Ten clicks at once on one impression: one counts.
    await Promise.all(Array.from({ length: 10 }, () => click("top", view)));
    expect(await stored()).toEqual([{ placement: "top", impressions: 1, clicks: 1 }]);
    // A second slot of the placement on the page allows a second click.
    await impression("top", view);
    await click("top", view);
    await click("top", view);
    expect(await stored()).toEqual([{ placement: "top", impressions: 2, clicks: 2 }]);
  });

  it("forgets a page view after its lifetime: its clicks no longer count, and its id starts a new page view", async () => {
    const view = (await impression("bottom"))!;
    await app.ctx.db.updateTable("ad_page_views").set({ expires_at: new Date(Date.now() - 1000) }).where("id", "=", view).execute();
    await click("bottom", view);
    const next = await impression("bottom", view);
    expect(next).not.toBe(view);
    expect(await stored()).toEqual([{ placement: "bottom", impressions: 2, clicks: 0 }]);
    // Expired rows are swept (each process does it every few minutes as new page views start).
    await sweepExpiredPageViews(app.ctx.db, Date.now() + HOUR_MS);
    expect(await app.ctx.db.selectFrom("ad_page_views").select("id").execute()).toEqual([{ id: next }]);
  });

  it("does not count one page view's impressions of a placement past a few dozen", async () => {
    const view = (await impression("inline"))!;
    for (let shown = 1; shown < AD_IMPRESSIONS_PER_VIEW + 5; shown++) expect(await impression("inline", view, `198.51.100.${shown % 2}`)).toBe(view);
    expect(await stored()).toEqual([{ placement: "inline", impressions: AD_IMPRESSIONS_PER_VIEW, clicks: 0 }]);
  });

  it("counts nothing for a placement that is switched off, and starts no page view for it", async () => {
    expect(await impression("sidebar")).toBeNull();
    const view = (await impression("top"))!;
    expect(await impression("sidebar", view)).toBe(view);
    await click("sidebar", view);
    // Switched off after the page was shown: its late events are not counted either.
    await call("POST", "/api/admin/ad-settings", [disabled("top")]);
    expect(await impression("top", view)).toBe(view);
    await click("top", view);
    expect(await stored()).toEqual([{ placement: "top", impressions: 1, clicks: 0 }]);
    expect(await app.ctx.db.selectFrom("ad_page_views").select(["id", "impressions", "clicks"]).execute()).toEqual([{ id: view, impressions: { top: 1 }, clicks: {} }]);
  });

  it("leaves days older than 30 out of the totals", async () => {
    await app.ctx.db.insertInto("ad_stats_daily").values({ day: "2020-01-01", placement: "top", impressions: 50, clicks: 5 }).execute();
    expect((await analytics()).impressions).toBe(0);
  });

  it("refuses events that are not a known placement and kind, or not JSON", async () => {
    expect((await sendEvent({ placement: "footer", kind: "impression" })).status).toBe(400);
    expect((await sendEvent({ placement: "top", kind: "view" })).status).toBe(400);
    expect((await sendEvent({ placement: "top", kind: "click", pageViewId: "not-an-id" })).status).toBe(400);
    expect((await sendEvent({})).status).toBe(400);
    const form = await call("POST", "/api/ad-events", "placement=top&kind=click", { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.8" });
    expect(form.status).toBe(415);
    expect(await app.ctx.db.selectFrom("ad_stats_daily").selectAll().execute()).toEqual([]);
  });

  it("limits each address, and the limit does not touch other visitors", async () => {
    const ip = "203.0.113.77";
    for (let hit = 0; hit < AD_EVENT_RATE_LIMIT.points; hit++) {
      expect((await sendEvent({ placement: "middle", kind: "impression" }, ip)).status).toBe(200);
    }
    const over = await sendEvent({ placement: "middle", kind: "impression" }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sendEvent({ placement: "middle", kind: "impression" }, "203.0.113.78")).status).toBe(200);
    expect((await analytics()).impressions).toBe(AD_EVENT_RATE_LIMIT.points + 1);
  });
});

describe("ads.txt", () => {
  it("refuses bad lines by number and keeps the saved file", async () => {
    const good = "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n";
    expect((await call("PUT", "/api/admin/ads-txt", { content: good })).status).toBe(200);
    const res = await call("PUT", "/api/admin/ads-txt", { content: "# partners\ngoogle.com, pub-1, DIRECT\ngoogle.com pub-1\nexample.com, 1, SOMETIMES" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { line: number; message: string }[] };
    expect(body.error).toMatch(/^ads\.txt geçersiz: 3, 4\. satırlar/);
    expect(body.details.map((problem) => problem.line)).toEqual([3, 4]);
    expect(await (await call("GET", "/api/admin/ads-txt")).json()).toMatchObject({ content: good });
    expect((await call("PUT", "/api/admin/ads-txt", { text: good })).status).toBe(400);
  });
});

describe("public pages", () => {
  let pages: RenderedPages;
  beforeAll(async () => {
    pages = await startRenderedPages(app.ctx);
  });
  afterAll(() => pages?.close());

  const save = async (list: Setting[]) => expect((await call("POST", "/api/admin/ad-settings", list)).status).toBe(200);
  const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  /** The results grid in document order: "card" per business card, else the ad placement. */
  const sequence = (html: string) =>
    [...main(html).matchAll(/<article\b|data-ad-placement="(\w+)"/g)].map((match) => match[1] ?? "card");
  const LOADER = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT}`;

  it("show no slot and no AdSense script while every placement is off", async () => {
    const { status, body } = await pages.get("/businesses");
    expect(status).toBe(200);
    expect(body).not.toContain("data-ad-placement");
    expect(body).not.toContain("adsbygoogle");
  });

  it("show an enabled placement with its AdSense unit, and the loader once in the head", async () => {
    await save([enabled("top", { adSlot: "3333333333", adFormat: "horizontal" }), enabled("bottom")]);
    const { body } = await pages.get("/businesses");
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head.split(LOADER.replace(/&/g, "&amp;")).length - 1).toBe(1);
    expect(head).toMatch(/<script async="" src="https:\/\/pagead2\.googlesyndication\.com[^"]*" crossorigin="anonymous">/);
    expect(body.split("adsbygoogle.js").length - 1).toBe(1);
    const top = body.match(/<aside[^>]*data-ad-placement="top"[^>]*>[\s\S]*?<\/aside>/)?.[0] ?? "";
    expect(top).toContain(">Reklam</p>");
    expect(top).toMatch(/<ins class="adsbygoogle" data-ad-client="ca-pub-1234567890123456" data-ad-slot="3333333333" data-ad-format="horizontal" style="[^"]*display:block/);
    expect(sequence(body)[0]).toBe("top");
    expect(sequence(body).at(-1)).toBe("bottom");
    expect(sequence(body)).not.toContain("middle");

    // The back office never shows ads.
    const admin = await pages.get("/admin/login");
    expect(admin.body).not.toContain("adsbygoogle");
  });

  it("put the inline slot after every Nth card and the middle one halfway", async () => {
    await save([enabled("inline", { frequency: 2 })]);
    const order = sequence((await pages.get("/businesses")).body);
    const cards = order.filter((item) => item === "card").length;
    expect(cards).toBeGreaterThanOrEqual(6);
    const expected: string[] = [];
    for (let card = 1; card <= cards; card++) {
      expected.push("card");
      if (card % 2 === 0 && card < cards) expected.push("inline");
    }
    expect(order).toEqual(expected);

    await save([enabled("inline", { frequency: 5 }), enabled("middle")]);
    const withMiddle = sequence((await pages.get("/businesses")).body);
    expect(withMiddle.indexOf("middle")).toBe(Math.ceil(cards / 2) + (Math.ceil(cards / 2) > 5 ? 1 : 0));
    expect(withMiddle.indexOf("inline")).toBe(5);
  });

  it("show the sidebar slot in the business page's side column", async () => {
    await save([enabled("sidebar", { adFormat: "vertical" })]);
    const business = await app.ctx.db.selectFrom("businesses").select("slug").orderBy("id").executeTakeFirstOrThrow();
    const { body } = await pages.get(`/business/${business.slug}`);
    const side = body.slice(body.indexOf('<aside aria-label="Contact, details and nearby businesses"'));
    expect(side).toMatch(/^[\s\S]*?data-ad-placement="sidebar"/);
    expect(body).toContain('data-ad-format="vertical"');
  });

  it("serve ads.txt as plain text, empty until it is set", async () => {
    const empty = await pages.get("/ads.txt");
    expect(empty).toEqual({ status: 200, contentType: "text/plain; charset=utf-8", body: "" });
    const content = "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n";
    expect((await call("PUT", "/api/admin/ads-txt", { content })).status).toBe(200);
    expect((await pages.get("/ads.txt")).body).toBe(content);
  });
});
