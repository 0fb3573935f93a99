import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/support/chromium";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_EMBEDDED_PG_PORT, E2E_PORT } from "./tests/e2e/support/e2e-env";

// E2E_PORT lets two runs live side by side (each gets its own data directory
// and embedded PostgreSQL port); E2E_DEV=1 serves the app through Vite instead
// of the production build.
const PORT = E2E_PORT;
const DEV = process.env.E2E_DEV === "1";
const chromium = { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS };

/**
 * Browser tests run against the production build served by the real server,
 * started the way `npm start` starts it: embedded PostgreSQL in its own data
 * directory (or DATABASE_URL when set), demo data loaded on first start.
 * Every test runs on a desktop viewport; tests tagged @mobile run on a phone
 * viewport too.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: DEV ? 60_000 : 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: chromium } },
    {
      name: "mobile",
      grep: /@mobile/,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: DEV ? "npx tsx server/dev.ts" : "node build/server/index.js",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_EMBEDDED_PG_PORT),
      LOCUS_DEMO_BUSINESSES: "600",
      SITE_URL: E2E_BASE_URL,
      LOG_LEVEL: "warn",
      // The tests stand in for a local proxy: X-Forwarded-For gives them their own client addresses.
      TRUST_PROXY: "loopback",
      // The indexing tests' stand-in engines listen on 127.0.0.1.
      INDEXING_ALLOW_PRIVATE_ADDRESSES: "true",
      VITE_HMR: "off",
      WEB_CONCURRENCY: "2",
      LOCUS_ADMIN_ACCESS_KEY: E2E_ADMIN.accessKey,
      LOCUS_ADMIN_USER_CODE: E2E_ADMIN.userCode,
      LOCUS_ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
