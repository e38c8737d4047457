// Layout checks shared by the e2e tests of phone screens.
import type { Page } from "@playwright/test";

/**
 * Collects what is too wide on the current page: the document (its scroll width beyond the
 * viewport, in px) and any open dialog reaching past the screen's edges.
 */
export function overflowChecker(page: Page) {
  const problems: string[] = [];
  return {
    problems,
    /**
     * `resized`: the state was already checked at another size and only the window was resized
     * since, so there is nothing left to load or hydrate; the check waits for the new layout's
     * frames and the transitions it started instead.
     */
    async check(state: string, { resized = false } = {}) {
      if (resized) {
        await page.evaluate(async () => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const ending = document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
          await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
        });
      } else {
        // Let client islands (header session, carousels, dialogs) settle before measuring.
        await page.waitForLoadState("load");
        await page.waitForTimeout(300);
      }
      const found = await page.evaluate(() => {
        const width = window.innerWidth;
        const height = window.innerHeight;
        const out: string[] = [];
        const extra = document.documentElement.scrollWidth - width;
        if (extra > 0) out.push(`${extra} px breiter als der Bildschirm`);
        for (const dialog of document.querySelectorAll<HTMLElement>(
          '[role="dialog"], [role="alertdialog"]',
        )) {
          const box = dialog.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (box.left < -1 || box.right > width + 1 || box.top < -1 || box.bottom > height + 1)
            out.push(
              `Dialog „${dialog.getAttribute("aria-label") ?? dialog.querySelector("h2")?.textContent ?? ""}“ ` +
                `reicht über den Bildschirm (${Math.round(box.left)}…${Math.round(box.right)} × ` +
                `${Math.round(box.top)}…${Math.round(box.bottom)})`,
            );
        }
        return out;
      });
      const where = `${page.viewportSize()?.width} px ${new URL(page.url()).pathname} [${state}]`;
      for (const problem of found) problems.push(`${where}: ${problem}`);
    },
  };
}
