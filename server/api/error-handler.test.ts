import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../services/app-error";
import { SpreadsheetError } from "../services/import/read/spreadsheet-error";
import { apiErrorHandler } from "./error-handler";

const logged: Array<{ msg: string; err?: { message: string } }> = [];
const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });

const problems = [{ path: "email", message: "Please enter a valid email address." }];
const app = express();
app.use(express.json());
app.get("/bad-input", () => {
  throw AppError.badInput("Invalid contact message", problems);
});
app.get("/limited", () => {
  throw AppError.tooManyRequests("Too many messages; try again in 5 minutes.", 300);
});
app.get("/spreadsheet", async () => {
  throw new SpreadsheetError(415, "Eski .xls biçimi desteklenmiyor.");
});
app.get("/bug", () => {
  throw new Error('relation "admin_sessions" does not exist at /srv/locus/server/db.ts:12');
});
app.get("/outage", () => {
  throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { status: 503 });
});
// What pg says when the pool found no connection in time, and when the server cancelled a statement.
app.get("/pool-timeout", () => {
  throw new Error("timeout exceeded when trying to connect");
});
app.get("/statement-timeout", async () => {
  throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014", severity: "ERROR" });
});
app.post("/echo", (req, res) => {
  res.json(req.body);
});
app.use(apiErrorHandler(logger));

let server: ReturnType<typeof app.listen>;
let base = "";
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

describe("the API's error handler", () => {
  it("answers an AppError with its status, message and details", async () => {
    expect(await get("/bad-input")).toEqual({
      status: 400,
      retryAfter: null,
      body: { error: "Invalid contact message", details: problems },
    });
  });

  it("sends Retry-After when the AppError has one, and no details when it has none", async () => {
    expect(await get("/limited")).toEqual({
      status: 429,
      retryAfter: "300",
      body: { error: "Too many messages; try again in 5 minutes." },
    });
  });

  it("answers a service's AppError subclass (a rejected async handler) the same way", async () => {
    const answer = await get("/spreadsheet");
    expect(answer).toMatchObject({ status: 415, body: { error: "Eski .xls biçimi desteklenmiyor." } });
  });

  it("answers anything else with a bare 500 and logs it", async () => {
    logged.length = 0;
    for (const path of ["/bug", "/outage"]) {
      expect(await get(path)).toEqual({ status: 500, retryAfter: null, body: { error: "Internal server error" } });
    }
    expect(logged.map((entry) => [entry.msg, entry.err?.message])).toEqual([
      ["API request failed", 'relation "admin_sessions" does not exist at /srv/locus/server/db.ts:12'],
      ["API request failed", "connect ECONNREFUSED 10.0.0.5:5432"],
    ]);
  });

  it("keeps the JSON parser's own 4xx for a malformed body, without logging it", async () => {
    logged.length = 0;
    const headers = { "content-type": "application/json" };
    const res = await fetch(`${base}/echo`, { method: "POST", headers, body: "{oops" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Malformed request body" });
    expect(logged).toEqual([]);
  });

  it("answers a database that did not answer with 503, Retry-After and no internals", async () => {
    for (const path of ["/pool-timeout", "/statement-timeout"]) {
      expect(await get(path)).toEqual({ status: 503, retryAfter: "5", body: { error: "Service temporarily unavailable" } });
    }
  });

  it("logs a repeated error once, not once per request", async () => {
    logged.length = 0;
    // A handler of its own: its log has not seen this error yet.
    const fresh = express();
    fresh.get("/pool-timeout", () => {
      throw new Error("timeout exceeded when trying to connect");
    });
    fresh.use(apiErrorHandler(logger));
    const other = fresh.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/pool-timeout`;
    for (let i = 0; i < 20; i += 1) expect((await fetch(url)).status).toBe(503);
    await new Promise((resolve) => other.close(resolve));
    expect(logged.map((entry) => [entry.msg, entry.err?.message])).toEqual([["Database unavailable", "timeout exceeded when trying to connect"]]);
  });
});
