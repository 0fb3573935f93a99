import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/chromium";

const PORT = 3107;

/**
 * Browser tests run against the production build served by the real server,
 * started the way `npm start` starts it: embedded PostgreSQL in its own data
 * directory (or DATABASE_URL when set), demo data loaded on first start.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: "npx tsx server/index.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "./tmp/e2e-data",
      EMBEDDED_PG_PORT: "54339",
      LOCUS_DEMO_BUSINESSES: "600",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
    },
  },
});
