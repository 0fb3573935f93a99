import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.ctx.db.deleteFrom("contact_messages").execute();
});

const valid = {
  name: "  Ada Lovelace ",
  email: "ada@example.com",
  subject: "Listing correction",
  message: "The opening hours of my café are wrong.\nWe open at 8 on Mondays.",
};

// This server trusts its loopback peer as a proxy (TRUST_PROXY=loopback), so X-Forwarded-For
// gives each test its own sender address and its own allowance.
let senderCount = 0;
const newSender = () => `203.0.113.${++senderCount}`;

function post(body: unknown, sender: string, contentType = "application/json") {
  return fetch(app.url("/api/contact"), {
    method: "POST",
    headers: { "content-type": contentType, "x-forwarded-for": sender },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

interface ErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

describe("POST /api/contact", () => {
  it("stores a valid message with the sender's address and answers 201 with its id", async () => {
    const sender = newSender();
    const res = await post(valid, sender);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { id } = (await res.json()) as { id: number };
    const row = await app.ctx.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Listing correction",
      message: valid.message,
      ip: sender,
      is_read: false,
    });
  });

  it("refuses a missing or blank field with a message for that field", async () => {
    const res = await post({ ...valid, name: "   ", subject: undefined }, newSender());
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toBe("Invalid contact message");
    expect(body.details).toEqual([
      { path: "name", message: "Please enter your full name." },
      { path: "subject", message: "Please enter a subject." },
    ]);
    expect(await app.ctx.db.selectFrom("contact_messages").select("id").execute()).toEqual([]);
  });

  it("refuses an invalid email address and over-long text", async () => {
    const res = await post({ ...valid, email: "ada@localhost", message: "x".repeat(5001) }, newSender());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).details).toEqual([
      { path: "email", message: "Please enter a valid email address." },
      { path: "message", message: "Message must be at most 5,000 characters." },
    ]);
  });

  it("accepts text at the length limits and drops control characters", async () => {
    const res = await post({ ...valid, name: `Ada\u0000 Byron\r\n${"n".repeat(150)}`, message: "m".repeat(5000) }, newSender());
    expect(res.status).toBe(201);
    const row = await app.ctx.db.selectFrom("contact_messages").select(["name", "message"]).executeTakeFirstOrThrow();
    expect(row.name).toBe(`Ada  Byron ${"n".repeat(150)}`);
    expect(row.message).toHaveLength(5000);
  });

  it("answers malformed JSON, a non-object and a non-JSON body with errors", async () => {
    const sender = newSender();
    const malformed = await post("{\"name\": ", sender);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed request body" });

    const list = await post([valid], sender);
    expect(list.status).toBe(400);
    expect(((await list.json()) as ErrorBody).details).toEqual([
      { path: "", message: "Send an object with name, email, subject and message." },
    ]);

    const form = await post(new URLSearchParams(valid).toString(), sender, "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
  });

  it("allows 5 messages per sender in 10 minutes, then answers 429 with Retry-After", async () => {
    const sender = newSender();
    for (let i = 0; i < 5; i++) expect((await post(valid, sender)).status).toBe(201);
    // An invalid message is refused for what it is and does not use the allowance.
    expect((await post({ ...valid, email: "" }, sender)).status).toBe(400);

    const refused = await post(valid, sender);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await refused.json()).toEqual({ error: "Too many messages. Please try again in 10 minutes." });
    expect(await app.ctx.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(5);

    // Another sender is not affected.
    expect((await post(valid, newSender())).status).toBe(201);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await app.get("/api/openapi.json")).json()) as { paths: Record<string, { post?: object }> };
    expect(doc.paths["/api/contact"]?.post).toBeDefined();
  });
});
