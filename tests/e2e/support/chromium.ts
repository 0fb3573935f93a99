import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** The Chromium binary to drive: CHROMIUM_PATH, the system package, or Playwright's cache. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", ...playwrightCache()];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;
}

function playwrightCache(): string[] {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((dir) => dir.startsWith("chromium"))
    .flatMap((dir) => [path.join(root, dir, "chrome-linux", "chrome"), path.join(root, dir, "chrome-linux64", "chrome")]);
}

/** Flags that keep a headless Chromium quiet on a machine without network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
