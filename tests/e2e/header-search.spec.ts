// The header's site search at every width (issue 40, point 5): from 1194 px a field, below it a
// "Suche" button that opens the field in one tap; as-you-type suggestions grouped by kind (the ARIA
// combobox pattern: arrow keys, Enter, a count for screen readers); without JavaScript the button
// is a link to /suche. From 1194 px the main navigation stays on one line. The suggestions found are
// an event and a care partner this file places, with a token in their names.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { classicAccounts, runToken } from "./support/own-listings";
import { acknowledgeWelcomeDialogs } from "./support/search";

const TOKEN = runToken();
const EVENT = `Wundtag ${TOKEN}`;
const PARTNER = `Sanitätshaus ${TOKEN}`;
let eventId = 0;

test.beforeAll(async ({ workerAccounts, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const [organiser, carer] = await classicAccounts(
    workerAccounts,
    ["Veranstalter", "Versorgungspartner"],
    "kopfsuche",
  );
  const [event, partner] = await Promise.all([
    workerAccounts.listingOf(organiser, {
      Veranstaltungsname: EVENT,
      Startzeit: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      Stadt: "Kassel",
    }),
    workerAccounts.listingOf(carer, { Name: PARTNER }),
  ]);
  eventId = event.id;
  // The web app indexes a listing when the CMS's webhook tells it, a moment after the write.
  const request = await playwright.request.newContext({ baseURL });
  const links = [`href="/veranstaltungen/${event.id}"`, `href="/versorgungspartner/${partner.id}"`];
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`/suche?q=${TOKEN}`)).text();
        return links.filter((link) => !html.includes(link));
      },
      { message: "beide Inserate im Suchindex", timeout: 60_000 },
    )
    .toEqual([]);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The header's search field, opened through the "Suche" button where the header shows that instead. */
async function openSearch(page: Page, width: number): Promise<Locator> {
  const banner = page.getByRole("banner");
  const field = banner.getByRole("combobox", { name: "Suchbegriff" });
  if (width >= 1194) {
    await expect(banner.getByRole("button", { name: "Suche", exact: true })).toBeHidden();
    await field.click();
  } else {
    const button = banner.getByRole("button", { name: "Suche", exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width, "Tippfläche breit genug").toBeGreaterThanOrEqual(44);
    expect(box?.height, "Tippfläche hoch genug").toBeGreaterThanOrEqual(44);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
  await expect(field).toBeFocused();
  return field;
}

test("the header's search is one tap away and suggests by kind at every width", async ({ page }) => {
  test.setTimeout(120_000);
  const checker = overflowChecker(page);
  for (const width of [320, 360, 390, 768, 1024, 1280, 1366]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/info");
      let field = await openSearch(page, width);
      await field.fill(TOKEN);
      const list = page.getByRole("listbox", { name: "Vorschläge" });
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
      await expect(
        list.getByRole("group", { name: "Veranstaltungen" }).getByRole("option", { name: EVENT }),
      ).toBeVisible();
      await expect(
        list.getByRole("group", { name: "Versorgungspartner" }).getByRole("option", { name: PARTNER }),
      ).toBeVisible();
      await expect(page.getByRole("banner").getByRole("status")).toHaveText("2 Vorschläge");
      await checker.check("Vorschläge offen");
      if (width === 360 || width === 1366) await expectNoAxeViolations(page);

      // Down chooses the first suggestion (the event's group comes first), Enter opens it.
      await field.press("ArrowDown");
      const chosen = list.getByRole("option", { name: EVENT });
      await expect(chosen).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id")) ?? "");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/veranstaltungen/${eventId}$`));
      await expect(page.getByRole("heading", { level: 1, name: EVENT })).toBeVisible();

      // Enter without a chosen suggestion searches the portal for the typed words.
      field = await openSearch(page, width);
      await field.fill(TOKEN);
      await expect(list.getByRole("option")).toHaveCount(2);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/suche\\?q=${TOKEN}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Suche" })).toBeVisible();
    });
  }
  expect(checker.problems).toEqual([]);
});

test("from 1194 px the navigation is one line; the header fits from 320 px", async ({ page }) => {
  await page.goto("/info");
  const checker = overflowChecker(page);
  const items = page.getByRole("navigation", { name: "Hauptnavigation", exact: true }).getByRole("listitem");
  for (const width of [1194, 1280, 1366, 1024, 768, 390, 360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await checker.check("Kopfzeile", { resized: width !== 1194 });
    if (width < 1194) continue;
    const boxes = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const box = li.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );
    expect(boxes.length, `${width} px`).toBe(8);
    expect(new Set(boxes.map((box) => box.top)).size, `${width} px: eine Zeile`).toBe(1);
    expect(new Set(boxes.map((box) => box.bottom)).size, `${width} px: eine Zeile`).toBe(1);
  }
  expect(checker.problems).toEqual([]);
});

test("without JavaScript the button is a link to /suche, and the wide field submits with Enter", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 768, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/info");
  await page.getByRole("banner").getByRole("link", { name: "Suche", exact: true }).click();
  await expect(page).toHaveURL(/\/suche$/);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/info");
  const field = page.getByRole("banner").getByRole("combobox", { name: "Suchbegriff" });
  await field.fill(TOKEN);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/suche\\?q=${TOKEN}$`));
  await context.close();
});
