// 'Teilen' on every detail page: the browser's share sheet with the page's title and canonical
// address where it has one (stubbed here: headless Chromium has none), else the address copied to
// the clipboard with 'Link kopiert' in a live region, else the address in a field to copy by hand.
// Without JavaScript there is no dead button.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs } from "./support/search";

declare global {
  interface Window {
    shared?: ShareData[];
  }
}

/**
 * The link in the page's main part whose path matches, of the oldest listing (the lowest id): one
 * of the seed's, which no other spec deletes while this one runs (the first listed one could be
 * another worker's, gone by the time this test opens it).
 */
async function firstHref(page: Page, path: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const idOf = (href: string) => Number(/\/(\d+)$/.exec(href)?.[1]);
  return hrefs.filter((href) => path.test(href)).sort((a, b) => idOf(a) - idOf(b))[0] ?? null;
}

/** One detail page of each kind: event, speaker, manufacturer, product, care partner. */
async function detailPages(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const list of ["/veranstaltungen", "/referenten", "/hersteller", "/versorgungspartner"]) {
    await page.goto(list);
    const detail = await firstHref(page, new RegExp(`^${list}/\\d+$`));
    if (detail) found.push(detail);
    if (list === "/hersteller") {
      let product = await firstHref(page, /^\/produkt\/\d+$/);
      if (!product && detail) {
        await page.goto(detail);
        product = await firstHref(page, /^\/produkt\/\d+$/);
      }
      if (product) found.push(product);
    }
  }
  expect(found, "eine Detailseite jeder Art").toHaveLength(5);
  return found;
}

const canonicalOf = (page: Page) =>
  page.locator('link[rel="canonical"]').evaluate((link) => (link as HTMLLinkElement).href);

test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

test("with the Web Share API, 'Teilen' hands the page's title and canonical address to the browser", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.shared = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        window.shared!.push({ title: data.title, url: data.url, text: data.text });
      },
    });
  });
  for (const path of await detailPages(page)) {
    await page.goto(path);
    const canonical = await canonicalOf(page);
    expect(new URL(canonical).pathname).toBe(path);
    await page.getByRole("button", { name: "Teilen" }).click();
    await expect
      .poll(() => page.evaluate(() => window.shared))
      .toEqual([{ title: await page.title(), url: canonical }]);
    // The browser's sheet confirms by itself: no message of ours.
    await expect(page.getByRole("status").filter({ hasText: "Link kopiert" })).toHaveCount(0);
  }
});

test("without it, the address is copied and 'Link kopiert' announced; the page fits 360 px", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The suite runs only Chromium (playwright.config.ts), whose clipboard permissions these are.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Whatever this Chromium has: the fallback is under test.
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const checker = overflowChecker(page);
  for (const path of await detailPages(page)) {
    await page.goto(path);
    const canonical = await canonicalOf(page);
    await page.evaluate(() => navigator.clipboard.writeText("vorher"));
    await page.getByRole("button", { name: "Teilen" }).click();
    const status = page.getByRole("status").filter({ hasText: "Link kopiert" });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute("role", "status");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await checker.check("Link kopiert");
    await expectNoAxeViolations(page);
  }
  expect(checker.problems).toEqual([]);
});

test("when the clipboard fails too, the address stands selected in a field to copy", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException("verweigert", "NotAllowedError")) },
    });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  const [path] = await detailPages(page);
  await page.goto(path!);
  const canonical = await canonicalOf(page);
  await page.getByRole("button", { name: "Teilen" }).click();
  const field = page.getByRole("textbox", { name: "Link zu dieser Seite" });
  await expect(field).toHaveValue(canonical);
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    canonical.length,
  );
  await expect(page.getByRole("status").filter({ hasText: "Link zum Kopieren markiert" })).toBeVisible();
  const checker = overflowChecker(page);
  await checker.check("Link im Feld");
  expect(checker.problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test("without JavaScript there is no 'Teilen' button that does nothing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/veranstaltungen");
    const path = await firstHref(page, /^\/veranstaltungen\/\d+$/);
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Teilen" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
