// The start page: the events in focus (the test's own, placed by a Premium organiser), an edit
// reaching it through the CMS's webhook, and the category search.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminToken, cmsJson } from "./support/cms";
import { expect, test } from "./support/fixtures";
import { daysFromNow, eventOrganiser, placeEvents } from "./support/own-events";
import { waitUntilListed } from "./support/own-listings";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const focusSection = (page: Page) => page.getByRole("region", { name: "Veranstaltungen im Fokus" });
/** The card of an event in 'Veranstaltungen im Fokus', named with its paid-placement label. */
const focusCard = (page: Page, name: string) =>
  focusSection(page).getByRole("link", { name: new RegExp(`^Premium ${escapeRegExp(name)}`) });

/** An event in focus that has been running for `since` days and runs for another month. */
const running = (name: string, since: number) => ({
  Veranstaltungsname: name,
  Startzeit: daysFromNow(-since),
  Endzeit: daysFromNow(30, 17),
  Fokusiere: true,
});

test("the start page shows the events in focus, soonest first, labelled as paid placements, and is accessible", async ({
  page,
  accounts,
}) => {
  const organiser = await eventOrganiser(accounts);
  const t = organiser.username;
  // Started long ago and still running: among the soonest, so within the carousel's 24 cards
  // (FOCUS_LIMIT) whatever else is in focus.
  const [third, first, second, over, plain] = await placeEvents(accounts, organiser, [
    running(`Fokustag ${t} C`, 300),
    running(`Fokustag ${t} A`, 500),
    running(`Fokustag ${t} B`, 400),
    { ...running(`Fokustag ${t} vorbei`, 600), Endzeit: daysFromNow(-1, 17) },
    { ...running(`Fokustag ${t} ohne Fokus`, 700), Fokusiere: false },
  ]);
  expect([first, second, third].every((e) => e!.Fokusiere)).toBe(true);

  await waitUntilListed(
    "/",
    [first, second, third].map((e) => e!.Veranstaltungsname),
  );
  await page.goto("/");
  for (const e of [first, second, third]) await expect(focusCard(page, e!.Veranstaltungsname)).toBeAttached();
  await expect(page).toHaveTitle(/Wundportal/);

  const items = focusSection(page).getByRole("listitem");
  const titles = (await items.allTextContents()).map((text) => text.trim());
  const position = (name: string) => titles.findIndex((title) => title.includes(name));
  const shown = [first, second, third].map((e) => position(e!.Veranstaltungsname));
  expect(shown.every((index) => index >= 0)).toBe(true);
  expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  // Over, or not in focus: not in the carousel.
  expect(position(over!.Veranstaltungsname)).toBe(-1);
  expect(position(plain!.Veranstaltungsname)).toBe(-1);
  expect(titles.length).toBeLessThanOrEqual(24);
  await expectNoAxeViolations(page);
});

test("an edit saved through Strapi's API shows on the start page after the webhook", async ({
  page,
  accounts,
}) => {
  const organiser = await eventOrganiser(accounts);
  const name = `Webhooktag ${organiser.username}`;
  const event = await accounts.listingOf(organiser, running(name, 500));
  const token = await adminToken();
  const path = `/content-manager/collection-types/api::veranstaltung.veranstaltung/${event.documentId}`;
  const renamed = `${name} (geändert)`;

  await waitUntilListed("/", [name]);
  await page.goto("/");
  await expect(focusCard(page, name)).toBeAttached();
  await expect(focusCard(page, renamed)).toHaveCount(0);

  await cmsJson(path, { method: "PUT", token, body: { Veranstaltungsname: renamed } });
  // The webhook drops the cached collection; the next request renders the new name.
  await expect(async () => {
    await page.reload();
    await expect(focusCard(page, renamed)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test("the category search leads to each category's list", async ({ page }) => {
  const routes = [
    ["Veranstaltungen", /\/veranstaltungen$/],
    ["Referenten", /\/referenten$/],
    ["Hersteller", /\/hersteller$/],
    ["Produkte", /\/hersteller$/],
    ["Versorgungspartner", /\/versorgungspartner$/],
  ] as const;
  for (const [label, url] of routes) {
    await page.goto("/");
    await page.getByLabel("Ich suche nach").selectOption({ label });
    await page.getByRole("button", { name: "Los!" }).click();
    await expect(page).toHaveURL(url);
  }
});
