// With a place set, every row and card of a list shows its plain distance from the place, and the
// list is ordered by 'Entfernung' unless the visitor picks another order (issue 40, point 7). The
// assertions read only the order and the shape of what the page shows, so the listings of specs
// running alongside may appear in the lists too.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs, resultTable } from "./support/search";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
/** The widths the pages must fit, from the smallest phone to the desktop. */
const WIDTHS = [320, 360, 768, 1024, 1366];

/** A speaker's reach for the place filter: the band's upper bound, the open band tripled (spec section 9). */
const REACH_KM: Record<string, number> = {
  "0-50 km": 50,
  "51-150 km": 150,
  "151-300 km": 300,
  "über 300 km": 900,
};

interface Row {
  /** The distance as shown ('12 km', '4,5 km', '< 1 km'). */
  shown: string;
  /** What a screen reader hears ('12 km entfernt'). */
  spoken: string;
  /** The shown distance in km (the middle of '< 1 km'). */
  km: number;
  /** Every cell's text by column header. */
  cells: Record<string, string>;
}

/** The rows of the table with their distance (null when a row shows none). */
async function rows(table: Locator): Promise<(Row | null)[]> {
  const raw = await table.evaluate((element) => {
    const headers = [...element.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
    return [...element.querySelectorAll("tbody tr")].map((tr) => {
      const cells = Object.fromEntries(
        [...tr.querySelectorAll("td")].map((td, i) => [headers[i] ?? String(i), td.textContent ?? ""]),
      );
      const spoken = [...tr.querySelectorAll(".sr-only")].find((e) => e.textContent?.endsWith(" entfernt"));
      if (!spoken) return null;
      return { spoken: spoken.textContent!, shown: spoken.previousElementSibling?.textContent ?? "", cells };
    });
  });
  return raw.map((row) => {
    if (!row) return null;
    const km =
      row.shown === "< 1 km"
        ? 0.5
        : Number(row.shown.replace(/ km$/, "").replace(/\./g, "").replace(",", "."));
    return { ...row, km };
  });
}

/** Every row shows a distance, as text and for screen readers, in the given order. */
async function expectDistances(table: Locator, dir: "asc" | "desc"): Promise<Row[]> {
  let found: Row[] = [];
  await expect
    .poll(async () => {
      const all = await rows(table);
      found = all.filter((row): row is Row => row !== null);
      return all.length > 1 && found.length === all.length;
    })
    .toBe(true);
  for (const row of found) {
    expect(row.shown).toMatch(/^(< 1|\d{1,3}(\.\d{3})*|\d,\d) km$/);
    expect(row.spoken).toBe(row.shown === "< 1 km" ? "weniger als 1 km entfernt" : `${row.shown} entfernt`);
  }
  const km = found.map((row) => row.km);
  expect(km).toEqual([...km].sort((a, b) => (dir === "asc" ? a - b : b - a)));
  return found;
}

async function fitsEveryWidth(page: Page) {
  const checker = overflowChecker(page);
  for (const [i, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 });
    await checker.check("mit Ort", { resized: i > 0 });
  }
  expect(checker.problems).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test("events near a place: a distance on every row and card, nearest first; the order 'Entfernung' stays in the URL", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/veranstaltungen?ort=Hamburg&umkreis=300&size=20");
  const table = resultTable(page, "Kongresse und Veranstaltungen");
  const order = page.getByLabel("Sortieren nach");

  await test.step("360 px: the cards show the distance; the order is 'Entfernung aufsteigend'", async () => {
    await expectDistances(table, "asc");
    await expect(order.locator("option:checked")).toHaveText("Entfernung aufsteigend");
    await expect(table.locator('tbody tr td[data-card="fact"]', { hasText: /\d km/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("1366 px: the column 'Entfernung' is the sorted one", async () => {
    await page.setViewportSize(DESKTOP);
    await expect(table.getByRole("columnheader", { name: "Entfernung" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expectNoAxeViolations(page);
    await fitsEveryWidth(page);
  });

  await test.step("another order, then 'Entfernung' again: the URL keeps the choice", async () => {
    await page.setViewportSize(DESKTOP);
    await table.getByRole("button", { name: /^Entfernung/ }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("sort") === "entfernung" && url.searchParams.get("dir") === "desc",
    );
    await expectDistances(table, "desc");
    await table.getByRole("button", { name: /^Datum/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "datum");
    await page.setViewportSize(PHONE);
    await order.selectOption({ label: "Entfernung aufsteigend" });
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("sort") === "entfernung" && url.searchParams.get("dir") === "asc",
    );
    await expectDistances(table, "asc");
    // A shared link reproduces the order.
    const shared = page.url();
    const first = (await rows(table)).map((row) => row?.cells["Veranstaltung"]);
    await page.goto(shared);
    expect((await rows(table)).map((row) => row?.cells["Veranstaltung"])).toEqual(first);
  });

  await test.step("without the place a stale 'entfernung' falls back to the usual order", async () => {
    await page.goto("/veranstaltungen?sort=entfernung&umkreis=300");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expect(order.locator("option:checked")).toHaveText("Standardreihenfolge");
    await expect(order.locator("option", { hasText: "Entfernung" })).toHaveCount(0);
  });
});

test("speakers near a place: within their own radius, the plain distance shown", async ({ page }) => {
  // The farthest first: the radius rule, not a fixed 100 km, decides who is listed.
  await page.setViewportSize(DESKTOP);
  await page.goto("/referenten?ort=Hamburg&sort=entfernung&dir=desc&size=50");
  const table = resultTable(page, "Referenten");
  const found = await expectDistances(table, "desc");
  for (const row of found) {
    const reach = REACH_KM[row.cells["Einsatzgebiet"]!.trim()];
    expect(reach, row.cells["Name"]).toBeDefined();
    // The shown distance is rounded to whole km.
    expect(row.km, row.cells["Name"]).toBeLessThanOrEqual(reach! + 0.5);
  }
  expect(found[0]!.km).toBeGreaterThan(100);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expect(page.getByLabel("Sortieren nach").locator("option:checked")).toHaveText(
    "Entfernung absteigend",
  );
  await expect(table.locator('tbody tr td[data-card="fact"]', { hasText: /\d km/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("care partners near a place: a distance on every row, nearest first", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/versorgungspartner?ort=Hamburg&umkreis=300&size=20");
  const table = resultTable(page, "Versorgungspartner");
  await expectDistances(table, "asc");
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expect(page.getByLabel("Sortieren nach").locator("option:checked")).toHaveText(
    "Entfernung aufsteigend",
  );
  await expectNoAxeViolations(page);
});
