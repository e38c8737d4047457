// The site search (/suche): every kind of listing in one search, typos, "Meinten Sie …?", without
// JavaScript, from the header; and the list pages' quick search through the same index. The
// listings found are one of each kind this file places, with a token in their names that confines
// each search to them.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createAs } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { classicAccounts, runToken } from "./support/own-listings";
import { acknowledgeWelcomeDialogs } from "./support/search";

interface Named {
  id: number;
  name: string;
}

const TOKEN = runToken();
// A four-letter word of the event's name that no other listing has (its last letter is no q, so
// the typo below differs from it).
const WORD = runToken(3) + "v";
const EVENT = `Fachtag Kompressionstherapie ${WORD} ${TOKEN}`;

let kinds: { group: string; path: string; entry: Named }[];

test.beforeAll(async ({ workerAccounts, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const [organiser, lecturer, maker, carer] = await classicAccounts(
    workerAccounts,
    ["Veranstalter", "Referent", "Hersteller", "Versorgungspartner"],
    "suche",
  );
  const [event, speaker, manufacturer, partner] = await Promise.all([
    workerAccounts.listingOf(organiser, {
      Veranstaltungsname: EVENT,
      Startzeit: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      Stadt: "Kassel",
    }),
    workerAccounts.listingOf(lecturer, { Vorname: "Greta", Name: TOKEN }),
    workerAccounts.listingOf(maker, { Herstellername: `Verbandstoffe ${TOKEN}` }),
    workerAccounts.listingOf(carer, { Name: `Sanitätshaus ${TOKEN}` }),
  ]);
  const productName = `Schaumverband ${TOKEN}`;
  const product = await createAs(maker, "produkts", {
    Produktname: productName,
    hersteller: [manufacturer.id],
    Published: true,
  });
  kinds = [
    { group: "Veranstaltungen", path: "veranstaltungen", entry: { id: event.id, name: EVENT } },
    { group: "Referenten", path: "referenten", entry: { id: speaker.id, name: `Greta ${TOKEN}` } },
    {
      group: "Hersteller",
      path: "hersteller",
      entry: { id: manufacturer.id, name: `Verbandstoffe ${TOKEN}` },
    },
    { group: "Produkte", path: "produkt", entry: { id: product.id, name: productName } },
    {
      group: "Versorgungspartner",
      path: "versorgungspartner",
      entry: { id: partner.id, name: `Sanitätshaus ${TOKEN}` },
    },
  ];
  // The web app indexes a listing when the CMS's webhook tells it, a moment after the write.
  const request = await playwright.request.newContext({ baseURL });
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`/suche?q=${TOKEN}`)).text();
        return kinds.filter(({ path, entry }) => !html.includes(`href="/${path}/${entry.id}"`)).length;
      },
      { message: "alle eigenen Inserate im Suchindex", timeout: 60_000 },
    )
    .toBe(0);
  await request.dispose();
});

const group = (page: Page, title: string) => page.getByRole("region", { name: new RegExp(`^${title} \\(`) });

test("finds each kind of listing by its name, linked to its page and marked, with a link to its list", async ({
  page,
}) => {
  for (const { group: title, path, entry } of kinds) {
    await page.goto(`/suche?q=${encodeURIComponent(entry.name)}`);
    const section = group(page, title);
    const link = section.locator(`a[href="/${path}/${entry.id}"]`).first();
    await expect(link, `${title}: ${entry.name}`).toBeVisible();
    await expect(link.locator("mark").first()).toBeVisible();
    const heading = await section.getByRole("heading", { level: 2 }).textContent();
    const total = Number(/\((\d+)\)/.exec(heading ?? "")?.[1]);
    expect(total).toBeGreaterThan(0);
    const list = section.getByRole("link", { name: /in der Liste anzeigen$/ });
    expect(new URL((await list.getAttribute("href"))!, "http://x").searchParams.get("q")).toBe(entry.name);
  }
});

test("tolerates typos and word forms, and offers the nearest word when nothing is found", async ({
  page,
}) => {
  // A typo inside a word of an event's name (one edit from 5 letters on).
  await page.goto(`/suche?q=kompresionstherapie+${TOKEN}`);
  const events = group(page, "Veranstaltungen");
  await expect(events.getByRole("link", { name: EVENT }).first()).toBeVisible();
  await expect(events.locator("mark", { hasText: "Kompressionstherapie" }).first()).toBeVisible();

  // A four-letter word of the event's name with its last letter mistyped: too short for typo
  // tolerance, so nothing is found, but the page offers the known word, which finds the event.
  const typo = `${WORD.slice(0, 3)}q`.toLocaleLowerCase("de");
  await page.goto(`/suche?q=${typo}`);
  await expect(page.getByText(`Keine Treffer für „${typo}“.`)).toBeVisible();
  const meant = page.getByText(/^Meinten Sie/).getByRole("link");
  await expect(meant).toHaveText(new RegExp(`^${WORD}$`, "i"));
  await expectNoAxeViolations(page);
  await meant.click();
  await expect(page).toHaveURL(/\/suche\?q=/);
  await expect(page.getByText(/^\d+ Treffer für/)).toBeVisible();
  await expect(group(page, "Veranstaltungen").getByRole("link", { name: EVENT }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("searches without JavaScript, is not indexed per query, and fits 360 px", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/suche");
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const entry = kinds[0]!.entry;
  await page.getByRole("searchbox", { name: "Suchbegriff" }).fill(entry.name);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/suche\?q=/);
  await expect(
    group(page, "Veranstaltungen").locator(`a[href="/veranstaltungen/${entry.id}"]`).first(),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const width = overflowChecker(page);
  await width.check("Treffer");
  expect(width.problems).toEqual([]);
  await context.close();
});

test("the header leads to the search: a field on wide screens, a button opening it on phones", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/info");
  const form = page.getByRole("search", { name: "Portal durchsuchen" });
  await form.getByRole("combobox", { name: "Suchbegriff" }).fill("Wundkongress");
  await form.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/suche\?q=Wundkongress/);
  await expect(page.getByRole("heading", { name: "Suche", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Suche: Wundkongress\b/);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/info");
  await page.getByRole("banner").getByRole("button", { name: "Suche", exact: true }).click();
  await page.getByRole("banner").getByRole("combobox", { name: "Suchbegriff" }).press("Enter");
  await expect(page).toHaveURL(/\/suche$/);
  // After a client-side navigation the new title follows the URL a moment later (streamed metadata).
  await expect(page).toHaveTitle(/^Suche\b/);
  await expectNoAxeViolations(page);
});

test("the quick search of a list suggests through typos and marks the matched word", async ({ page }) => {
  await acknowledgeWelcomeDialogs(page.context());
  await page.goto("/veranstaltungen");
  const input = page.getByRole("combobox", { name: "Schnellsuche" });
  await input.fill(`kompresionstherapie ${TOKEN}`);
  const option = page.getByRole("option", { name: new RegExp(EVENT) }).first();
  await expect(option).toBeVisible();
  await expect(option.locator("strong", { hasText: "Kompressionstherapie" })).toBeVisible();

  // The list itself, filtered by the same typo, shows it too.
  await page.goto(`/veranstaltungen?q=kompresionstherapie+${TOKEN}`);
  await expect(page.getByRole("link", { name: EVENT }).first()).toBeVisible();
});
