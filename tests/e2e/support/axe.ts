import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.1 AA: the page must have no axe violations. `soft` records a failure and lets the test
 * go on (to report every page of a tour at once).
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  (soft ? expect.soft : expect)(summary, `axe: ${page.url()}`).toEqual([]);
}
