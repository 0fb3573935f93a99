import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyInboxAction } from "../../server/services/admin/messages-inbox-action";
import { loadInboxView } from "../../server/services/admin/messages-inbox-page";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

interface Listed {
  messages: { id: number; name: string; subject: string; isRead: boolean; createdAt: string }[];
  total: number;
  unread: number;
}

/** 25 messages one minute apart (#1 oldest); every third one already read. */
async function seedInbox(): Promise<number[]> {
  const base = Date.UTC(2026, 0, 10, 12, 0, 0);
  const rows = await app.ctx.db
    .insertInto("contact_messages")
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        name: `Sender ${index + 1}`,
        email: `sender${index + 1}@example.com`,
        subject: `Subject ${index + 1}`,
        message: `Message body ${index + 1}`,
        ip: "203.0.113.9",
        is_read: (index + 1) % 3 === 0,
        created_at: new Date(base + index * 60_000),
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

let ids: number[];
beforeEach(async () => {
  await app.ctx.db.deleteFrom("contact_messages").execute();
  ids = await seedInbox();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) {
  return fetch(app.url(path), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function list(query = ""): Promise<Listed> {
  const res = await call("GET", `/api/admin/messages${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as Listed;
}

describe("GET /api/admin/messages", () => {
  it("answers 401 without a session and lists nothing", async () => {
    const res = await call("GET", "/api/admin/messages", undefined, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Oturum gerekli. Lütfen giriş yapın." });
  });

  it("lists 20 newest first with the totals, then the rest on the next page", async () => {
    const first = await list();
    expect(first.total).toBe(25);
    expect(first.unread).toBe(17);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]).toMatchObject({ name: "Sender 25", subject: "Subject 25", isRead: false, createdAt: "2026-01-10T12:24:00.000Z" });
    expect(first.messages.map((message) => message.id)).toEqual([...ids].reverse().slice(0, 20));
    const second = await list("?offset=20");
    expect(second.messages.map((message) => message.name)).toEqual(["Sender 5", "Sender 4", "Sender 3", "Sender 2", "Sender 1"]);
  });

  it("filters unread messages and pages through them", async () => {
    const unread = await list("?status=unread&limit=5&offset=5");
    expect(unread.total).toBe(17);
    expect(unread.unread).toBe(17);
    expect(unread.messages.every((message) => !message.isRead)).toBe(true);
    // Unread numbers from newest: 25, 23, 22, 20, 19 | 17, 16, 14, 13, 11
    expect(unread.messages.map((message) => message.name)).toEqual(["Sender 17", "Sender 16", "Sender 14", "Sender 13", "Sender 11"]);
  });

  it("refuses an unknown filter or a bad page with 400", async () => {
    for (const query of ["?status=read", "?limit=0", "?limit=101", "?offset=-1", "?limit=abc"]) {
      const res = await call("GET", `/api/admin/messages${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Invalid query parameters");
    }
  });
});

describe("PATCH /api/admin/messages/:id", () => {
  it("marks a message read and unread again", async () => {
    const id = ids[24]!;
    const read = await call("PATCH", `/api/admin/messages/${id}`, { isRead: true });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, isRead: true, subject: "Subject 25" });
    expect((await list()).unread).toBe(16);
    const unread = await call("PATCH", `/api/admin/messages/${id}`, { isRead: false });
    expect(((await unread.json()) as { isRead: boolean }).isRead).toBe(false);
    expect((await list()).unread).toBe(17);
  });

  it("answers 404 for an unknown id and 400 for a bad id or body", async () => {
    const missing = await call("PATCH", "/api/admin/messages/999999", { isRead: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Mesaj bulunamadı." });
    for (const [path, body] of [
      ["/api/admin/messages/abc", { isRead: true }],
      ["/api/admin/messages/0", { isRead: true }],
      ["/api/admin/messages/99999999999", { isRead: true }],
      [`/api/admin/messages/${ids[0]}`, { isRead: "yes" }],
      [`/api/admin/messages/${ids[0]}`, {}],
      [`/api/admin/messages/${ids[0]}`, { isRead: true, subject: "changed" }],
    ] as const) {
      const res = await call("PATCH", path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const row = await app.ctx.db.selectFrom("contact_messages").select(["is_read", "subject"]).where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_read: false, subject: "Subject 1" });
  });

  it("answers 401 without a session and changes nothing", async () => {
    const res = await call("PATCH", `/api/admin/messages/${ids[0]}`, { isRead: true }, {});
    expect(res.status).toBe(401);
    const row = await app.ctx.db.selectFrom("contact_messages").select("is_read").where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
  });
});

describe("DELETE /api/admin/messages/:id", () => {
  it("deletes the message, writes the audit entry, then answers 404 for it", async () => {
    const id = ids[3]!;
    const res = await call("DELETE", `/api/admin/messages/${id}`);
    expect(res.status).toBe(204);
    expect((await list()).total).toBe(24);
    const audit = await app.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "message.delete")
      .where("entity_id", "=", String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_user_id: adminUserId, entity_type: "contact_message", details: { subject: "Subject 4", email: "sender4@example.com" } });
    expect((await call("DELETE", `/api/admin/messages/${id}`)).status).toBe(404);
  });

  it("answers 401 without a session and 400 for a bad id", async () => {
    expect((await call("DELETE", `/api/admin/messages/${ids[0]}`, undefined, {})).status).toBe(401);
    expect((await call("DELETE", "/api/admin/messages/1.5")).status).toBe(400);
    expect((await list()).total).toBe(25);
  });
});

describe("the inbox page's services", () => {
  const view = (query: string) => loadInboxView(app.ctx, new URLSearchParams(query));
  const press = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return applyInboxAction(app.ctx, form, { adminUserId, ip: "127.0.0.1" });
  };
  const isRead = async (id: number) =>
    (await app.ctx.db.selectFrom("contact_messages").select("is_read").where("id", "=", id).executeTakeFirstOrThrow()).is_read;

  it("opening a message shows it as it is and changes nothing", async () => {
    const page = await view(`status=unread&open=${ids[24]}`);
    expect(page.opened).toMatchObject({ id: ids[24], isRead: false, subject: "Subject 25" });
    expect(page.counts).toEqual({ all: 25, unread: 17 });
    expect(page.messages.map((message) => message.name)).toContain("Sender 25");
    expect(await isRead(ids[24]!)).toBe(false);
    expect((await view(`open=999999`)).openedMissing).toBe(true);
  });

  it("the page marks a message read only by a POST from the site itself", async () => {
    const pages = await startRenderedPages(app.ctx);
    try {
      const id = ids[24]!;
      for (const path of [`/admin/messages?open=${id}`, `/admin/messages.data?open=${id}`, `/admin/messages?status=unread&open=${id}`]) {
        const res = await pages.send(path, { headers: { cookie } });
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain("Subject 25");
      }
      expect(await isRead(id)).toBe(false);

      const post = (headers: Record<string, string>) =>
        pages.send(`/admin/messages?open=${id}`, { method: "POST", headers: { cookie, ...headers }, body: new URLSearchParams({ intent: "read", id: String(id) }) });
      // Refused by React Router's own origin check (400) or the admin guard (403).
      expect([400, 403]).toContain((await post({ origin: "https://evil.example" })).status);
      expect(await isRead(id)).toBe(false);
      expect((await post({})).status).toBe(200);
      expect(await isRead(id)).toBe(true);
    } finally {
      await pages.close();
    }
  });

  it("a hand-edited address falls back to the first page of everything", async () => {
    const page = await view("status=weird&page=-3&open=abc");
    expect({ status: page.status, page: page.page, opened: page.opened, openedMissing: page.openedMissing, shown: page.messages.length }).toEqual({
      status: "all",
      page: 1,
      opened: null,
      openedMissing: false,
      shown: 20,
    });
    expect((await view("page=2")).messages.map((message) => message.name)).toEqual(["Sender 5", "Sender 4", "Sender 3", "Sender 2", "Sender 1"]);
  });

  it("marks read and unread, deletes with an audit entry, and refuses unknown or bad input", async () => {
    expect(await press({ intent: "read", id: String(ids[0]) })).toEqual({ ok: true, intent: "read", id: ids[0] });
    expect(await isRead(ids[0]!)).toBe(true);
    await press({ intent: "unread", id: String(ids[0]) });
    expect(await isRead(ids[0]!)).toBe(false);
    expect(await press({ intent: "delete", id: String(ids[1]) })).toMatchObject({ ok: true });
    const audit = await app.ctx.db.selectFrom("audit_log").select("admin_user_id").where("action", "=", "message.delete").where("entity_id", "=", String(ids[1])).execute();
    expect(audit).toEqual([{ admin_user_id: adminUserId }]);
    expect(await press({ intent: "delete", id: String(ids[1]) })).toMatchObject({ ok: false, status: 404 });
    expect(await press({ intent: "archive", id: String(ids[3]) })).toMatchObject({ ok: false, status: 400 });
    expect(await press({ intent: "read", id: "x" })).toMatchObject({ ok: false, status: 400 });
    expect(await isRead(ids[3]!)).toBe(false);
  });
});
