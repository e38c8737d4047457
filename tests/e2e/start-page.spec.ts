import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminToken, cmsJson, publicEvents } from "./support/cms";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Upcoming events in focus: what the start page's 'Veranstaltungen im Fokus' shows. */
function upcomingInFocus<T extends { Startzeit: string | null; Endzeit: string | null; Fokusiere: boolean }>(
  events: T[],
): T[] {
  const now = Date.now();
  return events
    .filter((e) => e.Fokusiere && e.Startzeit && new Date(e.Endzeit ?? e.Startzeit).getTime() >= now)
    .sort((a, b) => (a.Startzeit ?? "").localeCompare(b.Startzeit ?? ""));
}

test("the start page shows the seeded events in focus, labelled as paid placements, and is accessible", async ({
  page,
}) => {
  // The carousel holds the soonest 24 (FOCUS_LIMIT); the demo set has fewer.
  const expected = upcomingInFocus(await publicEvents()).slice(0, 24);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect(page).toHaveTitle(/Wundportal/);
  const section = page.getByRole("region", { name: "Veranstaltungen im Fokus" });
  for (const event of expected) {
    const card = section.getByRole("link", {
      name: new RegExp(`^Premium ${escapeRegExp(event.Veranstaltungsname)}`),
    });
    await expect(card).toBeAttached();
  }
  await expect(section.getByRole("listitem")).toHaveCount(expected.length);
  await expectNoAxeViolations(page);
});

test("an edit saved through Strapi's API shows on the start page after the webhook", async ({ page }) => {
  const [event] = upcomingInFocus(await publicEvents());
  if (!event) throw new Error("Seed enthält keine kommende Veranstaltung");
  const token = await adminToken();
  const path = `/content-manager/collection-types/api::veranstaltung.veranstaltung/${event.documentId}`;
  const renamed = `${event.Veranstaltungsname} (geändert ${Date.now()})`;

  const section = page.getByRole("region", { name: "Veranstaltungen im Fokus" });
  const card = (name: string) =>
    section.getByRole("link", { name: new RegExp(`^Premium ${escapeRegExp(name)}`) });
  await page.goto("/");
  await expect(card(event.Veranstaltungsname)).toBeAttached();

  await cmsJson(path, { method: "PUT", token, body: { Veranstaltungsname: renamed } });
  try {
    // The webhook drops the cached collection; the next request renders the new name.
    await expect(async () => {
      await page.reload();
      await expect(card(renamed)).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await cmsJson(path, {
      method: "PUT",
      token,
      body: { Veranstaltungsname: event.Veranstaltungsname },
    });
  }
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
