import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyDatabase } from "./support/empty-database";
import { freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";
import { ensureNginx, startNginx, type Nginx } from "../../scripts/support/nginx";

// The deployment in deploy/nginx, for real: Debian's nginx with the repository's
// config in front of two Locus processes on one database.

const SHARED_CACHE_SECONDS = 2;
const ADMIN = { accessKey: "proxy-access-key-2026", userCode: "proxy-admin", password: "proxy-Password-2026" };

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
const locus: LocusProcess[] = [];
let nginx: Nginx;

beforeAll(async () => {
  ensureNginx();
  database = await createEmptyDatabase("nginx_proxy");
  const proxyPort = freePort();
  const env = {
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: "1",
    LOCUS_DEMO_BUSINESSES: "40",
    TRUST_PROXY: "loopback",
    SITE_URL: `http://127.0.0.1:${proxyPort}`,
    SHARED_CACHE_SECONDS: String(SHARED_CACHE_SECONDS),
    LOCUS_ADMIN_ACCESS_KEY: ADMIN.accessKey,
    LOCUS_ADMIN_USER_CODE: ADMIN.userCode,
    LOCUS_ADMIN_PASSWORD: ADMIN.password,
  };
  locus.push(startLocus(env), startLocus(env));
  await Promise.all(locus.map((process) => waitUntilReady(process)));
  nginx = await startNginx({ port: proxyPort, upstreams: locus.map((process) => process.port) });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(locus.map((process) => stopLocus(process)));
  await database?.drop();
});

interface Answer {
  status: number;
  cache: string | null;
  headers: Headers;
  body: string;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(nginx.url(pathname), { headers, redirect: "manual" });
  return { status: res.status, cache: res.headers.get("x-cache-status"), headers: res.headers, body: await res.text() };
}

async function signIn(): Promise<string> {
  const res = await fetch(nginx.url("/api/admin/login"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: nginx.url("") },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("x-cache-status")).not.toBe("HIT");
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith("locus_admin="));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0]!;
}

it("spreads requests over both Locus processes, each answer with the id Locus gave it", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    // A client's own id never reaches Locus's log.
    const answer = await get("/readyz", { "X-Request-Id": "made-up-by-client" });
    expect(answer.status).toBe(200);
    expect(answer.cache).not.toBe("HIT");
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    ids.push(id!);
  }
  expect(new Set(ids).size).toBe(ids.length);
  const log = await nginx.accessLog();
  for (const { port } of locus) {
    const servedBy = new RegExp(`"GET /readyz HTTP/1\\.1" 200 .* upstream=127\\.0\\.0\\.1:${port} `, "g");
    expect(log.match(servedBy)?.length ?? 0, `requests served by the process on ${port}`).toBeGreaterThanOrEqual(2);
  }
  // nginx logs each request under the id Locus logged it with.
  for (const id of ids) expect(log).toContain(` id=${id}`);
});

describe("the proxy cache", () => {
  it("serves a public page from the cache the second time, with the browser's time kept", async () => {
    const first = await get("/categories");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    const second = await get("/categories");
    expect(second.cache).toBe("HIT");
    expect(second.body).toBe(first.body);
    // The copy's id belongs to the request that filled the cache; a hit never reached Locus.
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).toBeNull();
    // Locus sends a page whole with its length, so the cached copy goes out without chunked framing.
    expect(Number(second.headers.get("content-length"))).toBeGreaterThan(0);
    expect(second.headers.get("transfer-encoding")).toBeNull();
    expect(second.headers.get("cache-control")).toBe(
      `public, max-age=1800, stale-while-revalidate=1800, s-maxage=${SHARED_CACHE_SECONDS}`,
    );
  });

  it("serves the public API from the cache: one compressed copy, however clients word Accept-Encoding", async () => {
    const first = await get("/api/categories", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(first.cache).toBe("MISS");
    for (const wording of ["gzip", "deflate, gzip;q=0.9, x-made-up-1"]) {
      const again = await get("/api/categories", { "Accept-Encoding": wording });
      expect(again.cache).toBe("HIT");
      expect(again.headers.get("content-encoding")).toBe("gzip");
      expect(again.headers.get("vary")).toContain("Accept-Encoding");
      expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    }
    // Clients that do not take gzip share the other copy.
    const plain = await get("/api/categories", { "Accept-Encoding": "gzip;q=0, identity" });
    expect(plain.cache).toBe("MISS");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(plain.body)).toEqual(JSON.parse(first.body));
    const alsoPlain = await get("/api/categories", { "Accept-Encoding": "identity" });
    expect(alsoPlain.cache).toBe("HIT");
    expect(alsoPlain.headers.get("content-encoding")).toBeNull();
  });

  it("never keeps what Locus marks private or no-store", async () => {
    for (const pathname of ["/api/businesses/random?limit=3", "/healthz"]) {
      for (let i = 0; i < 3; i += 1) expect((await get(pathname)).cache).toBe("MISS");
    }
  });

  it("never serves the back office or a signed-in visitor from the cache", async () => {
    const cookie = await signIn();
    for (let i = 0; i < 3; i += 1) {
      const dashboard = await get("/admin", { Cookie: cookie });
      expect(dashboard.status).toBe(200);
      expect(dashboard.cache).toBe("BYPASS");
      expect((await get("/admin/login")).cache).toBe("BYPASS");
      expect((await get("/api/admin/session", { Cookie: cookie })).cache).toBe("BYPASS");
    }
    await get("/about");
    expect((await get("/about")).cache).toBe("HIT");
    const signedIn = await get("/about", { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe("BYPASS");
  });

  it("shows an edit made through the admin API once the shared cache time has passed", async () => {
    const cookie = await signIn();
    const list = JSON.parse((await get("/api/businesses?limit=1&sortBy=name")).body) as {
      businesses: { id: number; slug: string; name: string }[];
    };
    const business = list.businesses[0]!;
    const page = `/business/${business.slug}`;
    expect((await get(page)).body).toContain(business.name);
    const cached = await get(page);
    expect(cached.cache).toBe("HIT");

    const renamed = `Renamed Through The Proxy ${Date.now()}`;
    const edit = await fetch(nginx.url(`/api/businesses/${business.id}`), {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: nginx.url("") },
      body: JSON.stringify({ name: renamed }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const editedAt = Date.now();

    // Staff see their edit at once; visitors get the shared copy until it expires.
    expect((await get(page, { Cookie: cookie })).body).toContain(renamed);
    const stale = await get(page);
    expect(["HIT", "STALE", "UPDATING"]).toContain(stale.cache);
    expect(stale.body).not.toContain(renamed);

    let seenAt = 0;
    for (let waited = 0; waited < 20_000 && !seenAt; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if ((await get(page)).body.includes(renamed)) seenAt = Date.now();
    }
    expect(seenAt, "the edit never showed through the proxy").toBeGreaterThan(0);
    // nginx counts whole seconds: a copy lives up to a second beyond s-maxage. The first request after
    // that still gets the old copy while it is refreshed in the background; the next one sees the edit.
    expect(seenAt - editedAt).toBeLessThan((SHARED_CACHE_SECONDS + 5) * 1000);
  });
});
