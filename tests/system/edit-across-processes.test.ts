import { afterAll, beforeAll, expect, it } from "vitest";
import { businessFormState } from "../../app/lib/admin/business-form-state";
import type { AdminBusiness } from "../../app/lib/admin/admin-business";
import { adminEnv, signIn } from "./support/admin-login";
import { createEmptyDatabase } from "./support/empty-database";
import { eventually, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// Two Locus processes on one database, as two machines behind a balancer: what
// staff change through one is what visitors read through the other, at once.

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let a: LocusProcess;
let b: LocusProcess;
beforeAll(async () => {
  database = await createEmptyDatabase("two_processes");
  const env = { DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: "150", WEB_CONCURRENCY: "1", ...adminEnv };
  a = startLocus(env);
  b = startLocus(env);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
});
afterAll(async () => {
  await Promise.all([stopLocus(a), stopLocus(b)]);
  await database.drop();
});

const getJson = async <T>(url: string, init?: RequestInit) => (await (await fetch(url, init)).json()) as T;

it("an edit and a new listing made through process A are read through process B at once", async () => {
  const origin = `http://127.0.0.1:${a.port}`;
  const cookie = await signIn(origin);
  const firstByName = () => getJson<{ businesses: { id: number; slug: string; name: string }[] }>(b.url("/api/businesses?sortBy=name&limit=1"));
  const [first] = (await firstByName()).businesses;
  // B reads (and caches) the list, the listing, the totals and the directory page first.
  const totalBefore = (await getJson<{ total: number }>(b.url("/api/businesses/stats"))).total;
  expect((await fetch(b.url(`/business/${first!.slug}`))).status).toBe(200);

  const admin = await getJson<AdminBusiness>(a.url(`/api/admin/businesses/${first!.id}`), { headers: { cookie } });
  const patched = await fetch(a.url(`/api/businesses/${first!.id}`), {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Origin: origin, cookie },
    body: JSON.stringify({ ...businessFormState(admin), name: "Across Processes Bakery" }),
  });
  expect(patched.status, await patched.clone().text()).toBe(200);

  const detail = await getJson<{ name: string }>(b.url(`/api/businesses/${first!.slug}`));
  expect(detail.name).toBe("Across Processes Bakery");
  expect(await (await fetch(b.url(`/business/${first!.slug}`))).text()).toContain("Across Processes Bakery");
  // Pages of lists are cached per process like the counts.
  await eventually(
    async () => (await firstByName()).businesses[0]?.name === "Across Processes Bakery",
    "B's list to show the new name",
    1_000,
  );

  const created = await fetch(a.url("/api/businesses"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, cookie },
    body: JSON.stringify({ ...businessFormState(admin), name: "Second Process Cafe", placeId: "" }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  // Counts are cached per process; the clear reaches B over PostgreSQL within a second.
  await eventually(
    async () => (await getJson<{ total: number }>(b.url("/api/businesses/stats"))).total === totalBefore + 1,
    "B's total to count the new listing",
    1_000,
  );
});
