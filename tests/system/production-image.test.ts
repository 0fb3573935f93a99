import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmptyDatabase } from "./support/empty-database";
import { freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// deploy/Dockerfile's runtime stage without Docker: the package installed with
// `npm ci --omit=dev` in a directory of its own, the build beside it, started
// with the image's command and checked with the image's health check.

const run = promisify(execFile);
// Continued lines joined, so every instruction is one line.
const dockerfile = readFileSync("deploy/Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
const instructions = (name: string) =>
  [...dockerfile.matchAll(new RegExp(`^${name} (.*)$`, "gm"))].map((match) => match[1]!);

let dir: string;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let locus: LocusProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "locus-production-"));
  for (const file of ["package.json", "package-lock.json"]) await cp(file, path.join(dir, file));
  // The packages are in npm's cache since this checkout's own `npm ci`.
  await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir, timeout: 240_000 });
  await cp("build", path.join(dir, "build"), { recursive: true });
  database = await createEmptyDatabase("production_image");
}, 300_000);

afterAll(async () => {
  if (locus) await stopLocus(locus);
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it("the image runs the commands this test runs", () => {
  const runs = instructions("RUN");
  expect(runs.some((line) => line.endsWith(" npm ci") || line === "npm ci")).toBe(true);
  expect(runs).toContain("npm run build");
  expect(runs.some((line) => line.endsWith(" npm ci --omit=dev"))).toBe(true);
  expect(JSON.parse(instructions("CMD").at(-1)!)).toEqual(["node", "build/server/index.js"]);
  expect(instructions("USER").at(-1)).not.toBe("root");
});

it("imports nothing at run time that is not a production dependency", async () => {
  const manifest = JSON.parse(await readFile("package.json", "utf8")) as { dependencies: Record<string, string> };
  const serverDir = path.join(dir, "build/server");
  const imported = new Set<string>();
  for (const file of (await readdir(serverDir)).filter((name) => name.endsWith(".js"))) {
    const code = await readFile(path.join(serverDir, file), "utf8");
    const statements = code.matchAll(/^(?:import|export)\b[^;"']*?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\)/gm);
    for (const match of statements) {
      const specifier = match[1] ?? match[2];
      if (/^(node:|\.)/.test(specifier!)) continue;
      const parts = specifier!.split("/");
      imported.add(specifier!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
    }
  }
  expect(imported.size).toBeGreaterThan(10);
  const missing = [...imported].filter((name) => !(name in manifest.dependencies));
  expect(missing, "imported by the server build but not in dependencies").toEqual([]);
});

it("starts from production dependencies alone, as a cluster, and passes the image's health check", async () => {
  const port = freePort();
  const healthCheck = JSON.parse(/\bCMD (\[.*\])$/.exec(instructions("HEALTHCHECK").at(-1)!)![1]!) as string[];
  const checkHealth = () =>
    run(healthCheck[0]!, healthCheck.slice(1), { env: { ...process.env, PORT: String(port) }, timeout: 10_000 }).then(
      () => "healthy",
      () => "unhealthy",
    );
  expect(healthCheck[0]).toBe("node");

  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, "data"),
    WEB_CONCURRENCY: "2",
    LOCUS_DEMO_BUSINESSES: "30",
  };
  locus = startLocus(env, port, path.join(dir, "build/server/index.js"));
  await waitUntilReady(locus);
  expect(await checkHealth()).toBe("healthy");
  for (const pathname of ["/", "/categories", "/api/categories", "/admin/login"]) {
    const res = await fetch(locus.url(pathname));
    expect(res.status, `${pathname}\n${locus.output()}`).toBe(200);
  }
  expect(locus.workerPids()).toHaveLength(2);

  await stopLocus(locus);
  locus = undefined;
  expect(await checkHealth()).toBe("unhealthy");
});
