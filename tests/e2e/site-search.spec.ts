// The site search (/suche): every kind of listing in one search, typos, "Meinten Sie …?", without
// JavaScript, from the header; and the list pages' quick search through the same index.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { overflowChecker } from "./support/layout";
import {
  acknowledgeWelcomeDialogs,
  cmsCarePartners,
  cmsEvents,
  cmsPublicSpeakers,
  cmsPublished,
  speakerName,
} from "./support/search";

interface Named {
  id: number;
  name: string;
}

let kinds: { group: string; path: string; entry: Named }[];
let eventNames: Named[];

const pick = <T>(items: T[]): T => {
  expect(items.length, "Testdaten vorhanden").toBeGreaterThan(0);
  return items[Math.floor(items.length / 2)]!;
};

test.beforeAll(async () => {
  const [events, speakers, partners, makers, products] = await Promise.all([
    cmsEvents(),
    cmsPublicSpeakers(),
    cmsCarePartners(),
    cmsPublished<{ id: number; Herstellername: string; Published: boolean }>("herstellers"),
    cmsPublished<{
      id: number;
      Produktname: string;
      Published: boolean;
      hersteller: { Published: boolean } | null;
    }>("produkts", "populate[hersteller][fields][0]=Published"),
  ]);
  eventNames = events.map((e) => ({ id: e.id, name: e.Veranstaltungsname }));
  kinds = [
    { group: "Veranstaltungen", path: "veranstaltungen", entry: pick(eventNames) },
    {
      group: "Referenten",
      path: "referenten",
      entry: pick(speakers.map((s) => ({ id: s.id, name: speakerName(s) }))),
    },
    {
      group: "Hersteller",
      path: "hersteller",
      entry: pick(makers.map((m) => ({ id: m.id, name: m.Herstellername }))),
    },
    {
      group: "Produkte",
      path: "produkt",
      entry: pick(
        products.filter((p) => p.hersteller?.Published).map((p) => ({ id: p.id, name: p.Produktname })),
      ),
    },
    {
      group: "Versorgungspartner",
      path: "versorgungspartner",
      entry: pick(partners.map((p) => ({ id: p.id, name: p.Name }))),
    },
  ];
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
  const target = eventNames.find((e) => /Kompressionstherapie/.test(e.name));
  expect(target, "ein Fachtag Kompressionstherapie in den Demodaten").toBeDefined();
  await page.goto("/suche?q=kompresionstherapie");
  const events = group(page, "Veranstaltungen");
  await expect(events.getByRole("link", { name: target!.name }).first()).toBeVisible();
  await expect(events.locator("mark", { hasText: "Kompressionstherapie" }).first()).toBeVisible();

  // A four-letter word of the event names with its last letter mistyped: too short for typo
  // tolerance, so nothing is found, but the page offers a known word that finds something.
  const counts = new Map<string, number>();
  for (const { name } of eventNames)
    for (const word of name.split(/[^\p{L}]+/u))
      if (/^\p{L}{4}$/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const word = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  expect(word, "ein Wort aus vier Buchstaben in den Namen").toBeDefined();
  const typo = `${word!.slice(0, 3)}q`;
  await page.goto(`/suche?q=${typo}`);
  await expect(page.getByText(`Keine Treffer für „${typo}“.`)).toBeVisible();
  const meant = page.getByText(/^Meinten Sie/).getByRole("link");
  await expect(meant).toBeVisible();
  await expectNoAxeViolations(page);
  await meant.click();
  await expect(page).toHaveURL(/\/suche\?q=/);
  await expect(page.getByText(/^\d+ Treffer für/)).toBeVisible();
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

test("the header leads to the search: a field on wide screens, the icon on phones", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/info");
  const form = page.getByRole("search", { name: "Portal durchsuchen" });
  await form.getByRole("searchbox").fill("Wundkongress");
  await form.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/suche\?q=Wundkongress/);
  await expect(page.getByRole("heading", { name: "Suche", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/info");
  await page.getByRole("banner").getByRole("link", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/suche$/);
  await expectNoAxeViolations(page);
});

test("the quick search of a list suggests through typos and marks the matched word", async ({ page }) => {
  const target = eventNames.find((e) => /Kompressionstherapie/.test(e.name));
  expect(target, "ein Fachtag Kompressionstherapie in den Demodaten").toBeDefined();
  await acknowledgeWelcomeDialogs(page.context());
  await page.goto("/veranstaltungen");
  const input = page.getByRole("combobox", { name: "Schnellsuche" });
  await input.fill("kompresionstherapie");
  const option = page.getByRole("option", { name: new RegExp(target!.name) }).first();
  await expect(option).toBeVisible();
  await expect(option.locator("strong", { hasText: "Kompressionstherapie" })).toBeVisible();

  // The list itself, filtered by the same typo, shows it too.
  await page.goto(`/veranstaltungen?q=kompresionstherapie`);
  await expect(page.getByRole("link", { name: target!.name }).first()).toBeVisible();
});
