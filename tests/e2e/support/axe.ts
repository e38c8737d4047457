import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Lets the page come to rest before it is judged: a toast or dialog fading in is half transparent
 * for a moment, and axe would report its text's contrast; after a client-side navigation Next
 * streams the new page's <title> a moment after its content. Waits for the title and for every
 * running animation and transition that ends (endless ones, such as a spinner, never do), and again
 * for those that started meanwhile (a toast whose script arrived late), at most a few seconds in all:
 * a page that stays untitled or pale is still reported.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 5_000;
    while (!document.title.trim() && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Two frames first: an element mounted a moment ago (a toast) starts its transition in the
    // frame after its first paint.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 5 && performance.now() < deadline; round++) {
      const ending = document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime));
      if (ending.length === 0) return;
      const left = deadline - performance.now();
      await Promise.race([
        Promise.allSettled(ending.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/**
 * WCAG 2.1 AA: the page must have no axe violations. `soft` records a failure and lets the test
 * go on (to report every page of a tour at once).
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
  await settle(page);
  // Legacy mode runs axe in the page itself, instead of opening a blank page (a new renderer) to
  // put the frames' results together: a third less time per check here, the same rules and
  // results. What it gives up, testing cross-origin frames, does not apply: the portal has none.
  // Only violations are judged, so axe gathers the details of nothing else (passes, incomplete).
  // `options` replaces every option set before it, the tags among them: it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  (soft ? expect.soft : expect)(summary, `axe: ${page.url()}`).toEqual([]);
}
