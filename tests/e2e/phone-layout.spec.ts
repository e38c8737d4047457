// Phone first: at 360 and 390 px no page of the portal, public or signed in, is wider than the
// screen (a wider page opens zoomed out on a phone), with the filters open, with a dialog open and
// with the Hersteller editor holding three products; open dialogs fit the screen; the changed
// screens (result cards, header, 'Meine Inserate', editor) stay free of axe violations. The public
// pages, lists and detail pages are also measured at 320, 768, 1024, 1280 and 1366 px.
//
// The portal's layout is CSS alone (no script reads the window's width), so most tests load a page
// once and measure it at each width by resizing the window, rather than loading everything twice.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type AccountSpec } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { CONTENT_PAGES, LIST_PAGES, SIGNED_OUT_FORMS } from "./support/pages";

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

const STATIC_PAGES = [
  ...CONTENT_PAGES,
  ...SIGNED_OUT_FORMS,
  "/p-success",
  "/app",
  "/suche/abgemeldet",
  "/suche/ungueltig",
  "/suche/verwalten",
  "/suche/bestaetigen",
  "/suche/abmelden",
  "/diese-seite-gibt-es-nicht",
];

const LISTS = LIST_PAGES;

// An account of each of the four roles, each with a subscription and a listing of its own.
const ROLES: AccountSpec[] = [
  { rolle: "Veranstalter", plan: "Veranstalter: Premium" },
  { rolle: "Referent", plan: "Referent: Premium Plus" },
  { rolle: "Hersteller", plan: "Hersteller: Premium" },
  { rolle: "Versorgungspartner", plan: "Versorgungspartner: Classic" },
];

/** The first link on the page whose path matches (e.g. a detail page from a list). */
async function firstHref(page: Page, path: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => path.test(href)) ?? null;
}

/** Runs `check` on the page as it is, at each phone's size in turn (ending at the last one). */
async function atEachPhone(page: Page, check: (phone: (typeof PHONES)[number]) => Promise<void>) {
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await check(phone);
  }
}

/**
 * The other widths a page must fit (tablets, small and common laptops), widest first: a sweep over
 * them ends back on the phones.
 */
const WIDER = [1366, 1280, 1024, 768, 320].map((width) => ({ width, height: 900 }));

/**
 * The overflow check (and with `axe`, the axe check) of the page's current state at each phone's
 * size; with `sweep`, first the overflow check at the wider widths and 320 px too.
 */
async function checkAtEachPhone(
  page: Page,
  checker: ReturnType<typeof overflowChecker>,
  state: string,
  { axe = false, sweep = false } = {},
) {
  if (sweep) {
    for (const [i, size] of WIDER.entries()) {
      await page.setViewportSize(size);
      await checker.check(state, { resized: i > 0 });
    }
  }
  await atEachPhone(page, async (phone) => {
    await checker.check(state, { resized: sweep || phone !== PHONES[0] });
    if (axe) await expectNoAxeViolations(page, { soft: true });
  });
}

/** Opens the side menu (on a phone it also holds 'Inserieren' and the avatar's entries). */
async function openMenuAndCheck(
  page: Page,
  checker: ReturnType<typeof overflowChecker>,
  links: string[] = ["Inserieren", "Anmelden"],
) {
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const menu = page.getByRole("dialog", { name: "Menü" });
  await expect(menu).toBeVisible();
  await atEachPhone(page, async (phone) => {
    for (const name of links) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await checker.check("Menü offen", { resized: phone !== PHONES[0] });
    await expectNoAxeViolations(page, { soft: true });
  });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menü" })).toHaveCount(0);
}

const BOTH = PHONES.map((phone) => `${phone.width}`).join(" and ") + " px";

test.describe(`each phone (${BOTH})`, () => {
  test.use({ viewport: PHONES[0] });

  test("the header is one row: menu, logo and search icon", async ({ page }) => {
    await page.goto("/info");
    const header = page.locator("header").first();
    const middle = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : NaN);
    await atEachPhone(page, async (phone) => {
      const menu = await page.getByRole("button", { name: "Menü öffnen" }).boundingBox();
      const logo = await header.getByRole("link", { name: "Wundportal" }).boundingBox();
      const search = await header.getByRole("button", { name: "Suche", exact: true }).boundingBox();
      expect(Math.abs(middle(menu) - middle(logo)), `${phone.width} px`).toBeLessThan(8);
      expect(Math.abs(middle(search) - middle(logo)), `${phone.width} px`).toBeLessThan(8);
      expect((await header.boundingBox())?.height, `${phone.width} px`).toBeLessThanOrEqual(72);
    });
    // 'Inserieren' and the avatar's 'Anmelden' are in the menu.
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const dialog = page.getByRole("dialog", { name: "Menü" });
    await atEachPhone(page, async () => {
      await expect(dialog.getByRole("link", { name: "Inserieren" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Anmelden" })).toBeVisible();
    });
  });

  test("a detail page whose name is one long word still fits the screen", async ({ page, accounts }) => {
    const account = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Classic" });
    const name = `Wundversorgungsfortbildungsveranstaltung${Date.now()}`;
    const event = await accounts.listingOf(account, { Veranstaltungsname: name });
    await acknowledgeWelcomeDialogs(page);
    // The web app learns of the new event from Strapi's webhook, a moment after the create.
    await expect(async () => {
      await page.goto(`/veranstaltungen/${event.id}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const checker = overflowChecker(page);
    await checkAtEachPhone(page, checker, "langer Name");
    expect(checker.problems).toEqual([]);
  });

  test("the lists' headings break between words, never inside one", async ({ page }) => {
    await acknowledgeWelcomeDialogs(page);
    for (const list of LISTS) {
      await page.goto(list);
      await atEachPhone(page, async (phone) => {
        const broken = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
          const text = heading.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return ["(kein Text)"];
          const words: string[] = [];
          for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
          return words;
        });
        expect(broken, `${phone.width} px ${list}`).toEqual([]);
      });
    }
  });

  test("public pages, lists with filters open and their dialogs fit the screen (pages and lists also at 320 to 1366 px)", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await acknowledgeWelcomeDialogs(page);
    const checker = overflowChecker(page);

    for (const path of STATIC_PAGES) {
      await page.goto(path);
      await checkAtEachPhone(page, checker, "Seite", { sweep: true });
    }

    await page.goto("/info");
    await openMenuAndCheck(page, checker);

    const details: string[] = [];
    for (const list of LISTS) {
      await page.goto(list);
      await checkAtEachPhone(page, checker, "Liste", { axe: true, sweep: true });
      const detail = await firstHref(page, new RegExp(`^${list}/\\d+$`));
      if (detail) details.push(detail);
      const product = list === "/hersteller" ? await firstHref(page, /^\/produkt\/\d+$/) : null;
      if (product) details.push(product);

      const toggle = page.getByRole("button", { name: "Erweiterte Filter anzeigen" });
      if ((await toggle.count()) > 0) {
        await toggle.click();
        await expect(page.getByRole("button", { name: "Erweiterte Filter verstecken" })).toBeVisible();
        await checkAtEachPhone(page, checker, "Filter offen");
      }
      const save = page.getByRole("button", { name: "Suche speichern" });
      if ((await save.count()) > 0) {
        await save.click();
        await expect(page.getByRole("dialog", { name: "Suche speichern" })).toBeVisible();
        await checkAtEachPhone(page, checker, "Suche speichern offen");
        await page.keyboard.press("Escape");
      }
    }
    expect(details.length, "Detailseiten gefunden").toBeGreaterThanOrEqual(4);
    for (const detail of details) {
      await page.goto(detail);
      await checkAtEachPhone(page, checker, "Detail", { sweep: true });
    }

    expect(checker.problems).toEqual([]);
  });

  test("the welcome dialog fits the screen", async ({ page }) => {
    const checker = overflowChecker(page);
    await page.goto("/veranstaltungen");
    const dialog = page.getByRole("dialog", { name: "Willkommen bei der Veranstaltungssuche!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await atEachPhone(page, async (phone) => {
      await expect(dialog).toBeVisible();
      await checker.check("Willkommensdialog", { resized: phone !== PHONES[0] });
    });
    expect(checker.problems).toEqual([]);
  });

  for (const spec of ROLES) {
    const { rolle } = spec;
    test.describe(() => {
      test.use({ accountSpec: spec });
      test(`signed in as ${rolle}: every admin page, 'Meine Inserate' with statistics and the editor fit the screen`, async ({
        signedInPage: page,
        listing,
      }) => {
        test.setTimeout(180_000);
        await acknowledgeWelcomeDialogs(page);
        const checker = overflowChecker(page);
        await checkAtEachPhone(page, checker, "nach der Anmeldung");

        await page.goto("/admin/meine-inserate");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("row").filter({ hasText: listing.name })).toBeVisible();
        await expect(page.getByTestId(/^statistik-/).first()).toBeVisible();
        await checkAtEachPhone(page, checker, "Meine Inserate", { axe: true });
        const edit = await firstHref(page, /^\/admin\/inserieren\/[^/]+\/[^/]+$/);
        await page
          .getByRole("button", { name: /^Löschen/ })
          .first()
          .click();
        await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
        await checkAtEachPhone(page, checker, "Löschen-Dialog offen");
        await page.keyboard.press("Escape");
        await openMenuAndCheck(page, checker, ["Inserieren", "Benutzerkonto"]);

        expect(edit, "Bearbeiten-Link").not.toBeNull();
        await page.goto(edit!);
        await expect(page.getByRole("button", { name: "Speichern" })).toBeVisible();
        await checkAtEachPhone(page, checker, "Editor (Inserat)");

        await page.goto("/admin/inserieren");
        await page.waitForURL(/\/admin\/inserieren\/[^/]+/);
        await expect(page.getByRole("button", { name: "Speichern" })).toBeVisible();
        await checkAtEachPhone(page, checker, "Editor (neu)");
        if (rolle === "Hersteller") {
          for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
          await page
            .getByRole("region", { name: "Produkte" })
            .getByLabel("Hauptkategorie")
            .first()
            .selectOption("Wunde");
          await checkAtEachPhone(page, checker, "Editor mit drei Produkten", { axe: true });
        }

        for (const path of ["/admin/plans", "/admin/benutzerkonto"]) {
          await page.goto(path);
          await checkAtEachPhone(page, checker, "Seite", { sweep: true });
        }

        expect(checker.problems).toEqual([]);
      });
    });
  }
});

// Sorting and paging are used at each width (the controls must be reachable on each phone).
for (const phone of PHONES) {
  test.describe(`${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone });

    test("the event list shows cards, sorted and paged from the controls above and below them", async ({
      page,
    }) => {
      await acknowledgeWelcomeDialogs(page);
      await page.goto("/veranstaltungen");
      const table = page.getByRole("table", { name: "Kongresse und Veranstaltungen" });
      const cards = table.locator("tbody tr");
      await expect(cards).toHaveCount(5);
      // Cards, not columns: no column headers on a phone, each result as wide as the list.
      await expect(table.locator("thead")).toBeHidden();
      const first = await cards.first().boundingBox();
      expect(first!.width).toBeGreaterThan(phone.width - 40);
      expect(first!.x + first!.width).toBeLessThanOrEqual(phone.width);
      // The badge's label comes from CSS: the cell still reads as the plain number (as in the table),
      // the label in the singular for one point.
      const badge = await cards
        .first()
        .locator("td:nth-child(4)")
        .evaluate((td) => [td.textContent, getComputedStyle(td, "::after").content]);
      expect(badge[1]).toBe(badge[0] === "1" ? '" R-Punkt"' : '" R-Punkte"');

      const sort = page.getByLabel("Sortieren nach");
      await expect(sort).toBeVisible();
      await sort.selectOption({ label: "R-Punkte absteigend" });
      await expect(page).toHaveURL(/sort=punkte/);
      await expect(page).toHaveURL(/dir=desc/);
      const points = async () =>
        (await cards.locator("td:nth-child(4)").allTextContents()).map((text) => Number(text));
      await expect
        .poll(async () => {
          const shown = await points();
          return shown.length === 5 && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
        })
        .toBe(true);
      await expect(sort).toHaveValue("punkte:desc");

      await page.getByRole("button", { name: "Weiter", exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^\d+ Einträge · Seite 2 von \d+$/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
