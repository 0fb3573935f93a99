import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin only belongs to app builds.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    projects: [
      {
        // The root's `~` alias: components under test import their neighbours by it.
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "server/services/seed/seed.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          // The compiled server as real processes (run `npm run build` first).
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "server/services/seed/seed.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One test database: files run one after another in a single process.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
