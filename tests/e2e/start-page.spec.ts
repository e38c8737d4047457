import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminToken, cmsJson, publicEvents } from "./support/cms";

function upcoming<T extends { Startzeit: string | null; Endzeit: string | null }>(events: T[]): T[] {
  const now = Date.now();
  return events
    .filter((e) => e.Startzeit && new Date(e.Endzeit ?? e.Startzeit).getTime() >= now)
    .sort((a, b) => (a.Startzeit ?? "").localeCompare(b.Startzeit ?? ""));
}

test("the start page shows the seeded upcoming events and is accessible", async ({ page }) => {
  const expected = upcoming(await publicEvents()).slice(0, 3);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect(page).toHaveTitle(/Wundportal/);
  for (const event of expected) {
    await expect(page.getByRole("link", { name: event.Veranstaltungsname, exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("an edit saved through Strapi's API shows on the start page after the webhook", async ({ page }) => {
  const [event] = upcoming(await publicEvents());
  if (!event) throw new Error("Seed enthält keine kommende Veranstaltung");
  const token = await adminToken();
  const path = `/content-manager/collection-types/api::veranstaltung.veranstaltung/${event.documentId}`;
  const renamed = `${event.Veranstaltungsname} (geändert ${Date.now()})`;

  await page.goto("/");
  await expect(page.getByRole("link", { name: event.Veranstaltungsname, exact: true })).toBeVisible();

  await cmsJson(path, { method: "PUT", token, body: JSON.stringify({ Veranstaltungsname: renamed }) });
  try {
    // The webhook drops the cached collection; the next request renders the new name.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("link", { name: renamed, exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await cmsJson(path, { method: "PUT", token, body: JSON.stringify({ Veranstaltungsname: event.Veranstaltungsname }) });
  }
});

test("the category search leads to the chosen list", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Ich suche nach").selectOption({ label: "Produkte" });
  await page.getByRole("button", { name: "Los!" }).click();
  await expect(page).toHaveURL(/\/hersteller$/);
});
