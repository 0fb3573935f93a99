import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchPageFailure } from "./page-errors";

// A resource route (a sitemap) or a navigation's data answer is made by React Router with
// its own status; a noted outage turns its 5xx into 503 with Retry-After as it goes out.
const app = express();
app.get("/:status/:outage", (req, res) => {
  const failure = watchPageFailure(res);
  failure.databaseUnavailable = req.params.outage === "outage";
  res.status(Number(req.params.status)).send("body");
});

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
  return { status: res.status, retryAfter: res.headers.get("retry-after"), cacheControl: res.headers.get("cache-control") };
}

describe("watchPageFailure", () => {
  it("answers 503 with Retry-After instead of a 500 when the database did not answer", async () => {
    expect(await get("/500/outage")).toEqual({ status: 503, retryAfter: "5", cacheControl: "no-store" });
  });

  it("leaves other errors and successful answers as they are", async () => {
    expect(await get("/500/bug")).toMatchObject({ status: 500, retryAfter: null });
    // An extra that failed (ads, settings) does not turn a page that went out into an error.
    expect(await get("/200/outage")).toMatchObject({ status: 200, retryAfter: null });
    expect(await get("/404/outage")).toMatchObject({ status: 404, retryAfter: null });
  });
});
