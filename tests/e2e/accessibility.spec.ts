// WCAG 2.1 A/AA (axe) on every page and form, signed out and signed in; map markers by keyboard.
// The detail pages checked are those of listings the tests place themselves.
import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createAs } from "./support/editor";
import { expect, test as base, type Rolle } from "./support/fixtures";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { CONTENT_PAGES, LIST_PAGES, SIGNED_OUT_FORMS } from "./support/pages";
import { signInAs } from "./support/users";

const STATIC_PAGES = [...CONTENT_PAGES, ...LIST_PAGES, "/gibt-es-nicht"];
const SIGNED_IN_PAGES = ["/admin/benutzerkonto", "/admin/plans"];

// One listing of each kind, placed by an account of its role with a plan that allows it.
const PLANS: Record<Rolle, string> = {
  Veranstalter: "Veranstalter: Classic",
  Referent: "Referent: Classic",
  Hersteller: "Hersteller: Classic",
  Versorgungspartner: "Versorgungspartner: Classic",
};
const DETAIL_PATH: Record<Rolle, string> = {
  Veranstalter: "/veranstaltungen",
  Referent: "/referenten",
  Hersteller: "/hersteller",
  Versorgungspartner: "/versorgungspartner",
};

const test = base.extend<object, { detailPages: string[] }>({
  /**
   * The detail pages of published listings the worker's own accounts place (an event, a speaker, a
   * care partner, a manufacturer and one of its products); removed with the accounts when it ends.
   */
  detailPages: [
    async ({ workerAccounts }, provide) => {
      const paths = await Promise.all(
        (Object.keys(PLANS) as Rolle[]).map(async (rolle) => {
          const account = await workerAccounts.create({ rolle, plan: PLANS[rolle], prefix: "barrierefrei" });
          const listing = await workerAccounts.listingOf(account);
          const own = [`${DETAIL_PATH[rolle]}/${listing.id}`];
          if (rolle === "Hersteller") {
            const product = await createAs(account, "produkts", {
              Produktname: `Produkt ${account.username}`,
              hersteller: [listing.id],
              Published: true,
            });
            own.push(`/produkt/${product.id}`);
          }
          return own;
        }),
      );
      // The web app's cache holds the new listings once the CMS webhook has reloaded it.
      for (const path of paths.flat()) {
        await expect
          .poll(async () => (await fetch(`${process.env.BASE_URL}${path}`)).status, { timeout: 20_000 })
          .toBe(200);
      }
      await provide(paths.flat());
    },
    { scope: "worker" },
  ],
});

async function check(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  await expectNoAxeViolations(page);
  // The list pages' filter forms, opened.
  const more = page.getByRole("button", { name: "Erweiterte Filter anzeigen" });
  if (await more.count()) {
    await more.click();
    await expectNoAxeViolations(page);
  }
}

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test.describe("signed out", () => {
  for (const path of [...STATIC_PAGES, ...SIGNED_OUT_FORMS]) {
    test(path, async ({ page }) => check(page, path));
  }
  test("detail pages", async ({ page, detailPages }) => {
    for (const path of detailPages) await test.step(path, () => check(page, path));
  });
});

test.describe("signed in", () => {
  // One subscribing organiser and one sign-in for all these pages (removed when the worker ends).
  let state: Awaited<ReturnType<BrowserContext["storageState"]>>;
  test.beforeAll(async ({ browser, workerAccounts }) => {
    const organiser = await workerAccounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, organiser.email, organiser.password);
    state = await context.storageState();
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(state.cookies);
  });

  for (const path of [...SIGNED_IN_PAGES, ...STATIC_PAGES]) {
    test(path, async ({ page }) => {
      await check(page, path);
      // Really checked signed in (not redirected to /signin).
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("button", { name: "Benutzerkonto" }).first()).toBeVisible();
    });
  }
  test("detail pages", async ({ page, detailPages }) => {
    for (const path of detailPages) await test.step(path, () => check(page, path));
  });
  test("the open user menu", async ({ page }) => {
    await page.goto("/veranstaltungen");
    await page.getByRole("button", { name: "Benutzerkonto" }).first().click();
    await expectNoAxeViolations(page);
  });
});

test("map markers are reachable by keyboard, named, and open their entry; the table stays", async ({
  page,
  accounts,
}) => {
  // An event with a place on the map, placed by the test's own organiser (the view the web app
  // counts when its page opens goes with it).
  const organiser = await accounts.create({
    rolle: "Veranstalter",
    plan: PLANS.Veranstalter,
    prefix: "karte",
  });
  const name = `Kartenkongress ${organiser.username}`;
  const event = await accounts.listingOf(organiser, {
    Veranstaltungsname: name,
    Startzeit: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    Stadt: "Köln",
    PLZ: "50667",
    Veranstaltungsort: [50.9375, 6.9603],
  });
  const table = page.getByRole("table", { name: "Kongresse und Veranstaltungen" });
  await expect(async () => {
    await page.goto(`/veranstaltungen?q=${encodeURIComponent(name)}`);
    await expect(table.getByRole("link", { name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Karte laden" }).click();
  const map = page.getByRole("region", { name: "Karte" }).or(page.locator(".leaflet-container"));
  const marker = map.locator(".leaflet-marker-icon");
  // The list is filtered to the test's event: its marker is the only one.
  await expect(marker).toHaveCount(1);
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute("alt", name);
  await expect(marker).toHaveAttribute("role", "button");
  await expect(marker).toHaveAttribute("tabindex", "0");
  await expectNoAxeViolations(page);
  // The table alternative is still there.
  await expect(table).toBeVisible();
  await marker.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/veranstaltungen/${event.id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
