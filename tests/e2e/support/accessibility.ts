import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The page's serious and critical WCAG 2.1 A/AA problems as axe finds them, one line each
 * ("label: rule (impact) help at first targets"), so a failing test lists them all.
 */
export async function seriousAccessibilityProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join("; ");
      return `${label}: ${violation.id} (${violation.impact}) ${violation.help} at ${targets}`;
    });
}
