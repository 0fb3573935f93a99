// Browser tests need a Chromium. Use CHROMIUM_PATH, the system one, or
// Playwright's cache; with none, install one (Debian's package when root,
// else Playwright's download) instead of skipping the tests.
import { execSync } from "node:child_process";
import { findChromium } from "../tests/e2e/support/chromium";

if (findChromium()) {
  console.log(`Chromium: ${findChromium()}`);
} else {
  const isRoot = process.getuid?.() === 0;
  const hasApt = (() => {
    try {
      execSync("command -v apt-get", { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package ...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji", {
      stdio: "inherit",
    });
  } else {
    console.log("No Chromium found: installing Playwright's Chromium ...");
    execSync("npx playwright install chromium", { stdio: "inherit" });
  }
  const found = findChromium();
  if (!found) throw new Error("Chromium could not be installed; set CHROMIUM_PATH to a Chromium binary");
  console.log(`Chromium: ${found}`);
}
