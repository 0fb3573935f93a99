import { afterAll, beforeAll, expect, it } from "vitest";
import { GZIP, largestAsset, sendLoginBurst, timedRequest, timeUntil } from "../../scripts/support/login-burst";
import { adminEnv, SYSTEM_ADMIN } from "./support/admin-login";
import { createEmptyDatabase } from "./support/empty-database";
import { startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// A burst of wrong logins from many addresses against the compiled server: the logins are
// answered (checked, throttled or turned away by the hash gate, never a 500), and pages and
// static files keep being served meanwhile. How fast they are then is `npm run bench -- --part login`.

const BURST = 150;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let locus: LocusProcess;

beforeAll(async () => {
  database = await createEmptyDatabase("login_burst");
  // One process: one hash gate, and X-Forwarded-For believed from the loopback test client.
  locus = startLocus({ DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: "0", WEB_CONCURRENCY: "1", TRUST_PROXY: "loopback", ...adminEnv });
  await waitUntilReady(locus);
});
afterAll(async () => {
  if (locus) expect(await stopLocus(locus)).toBe(0);
  await database?.drop();
});

it("answers every login of a burst from many addresses while it keeps serving pages and files", async () => {
  const burst = sendLoginBurst(locus.url(""), BURST);
  const [pages, files, { statuses }] = await Promise.all([
    timeUntil(locus.url("/"), GZIP, burst),
    timeUntil(locus.url(largestAsset()), GZIP, burst),
    burst,
  ]);

  expect(statuses).toHaveLength(BURST);
  expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
  // Some were checked (wrong key), and the process turned away what it could not hash soon.
  expect(statuses).toContain(401);
  expect(statuses).toContain(503);

  for (const answer of [...pages, ...files]) expect(answer.status).toBe(200);
  expect(pages[0]!.contentEncoding).toBe("gzip");
  expect(files[0]!.contentEncoding).toBe("gzip");

  // The admin gets in afterwards from an address of their own.
  const login = await timedRequest(locus.url("/api/admin/login"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.77" },
    body: JSON.stringify(SYSTEM_ADMIN),
  });
  expect(login.status).toBe(200);
});

it("tells a turned-away login when to come back", async () => {
  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      fetch(locus.url("/api/admin/login"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${100 + i}` },
        body: JSON.stringify({ accessKey: "wrong", userCode: "nobody", password: "wrong" }),
      })),
  );
  const turnedAway = burst.filter((res) => res.status === 503);
  expect(turnedAway.length).toBeGreaterThan(0);
  for (const res of turnedAway) {
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toEqual({ error: "Sunucu şu anda çok sayıda giriş denemesini işliyor. Lütfen birkaç saniye sonra tekrar deneyin." });
  }
});
