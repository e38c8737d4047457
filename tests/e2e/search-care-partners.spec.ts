// /versorgungspartner: each filter family opened from a URL (rows as the CMS data predicts), a filter
// set in the UI, the table, and the detail page.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  cmsCarePartners,
  containsText,
  distanceKm,
  expectSameDocument,
  expectTableEntries,
  gazetteerPlace,
  germanCompare,
  markDocument,
  resultTable,
  shownTotal,
  tableNames,
  type CmsCarePartner,
} from "./support/search";

const CAPTION = "Versorgungspartner";

let partners: CmsCarePartner[];

test.beforeAll(async () => {
  partners = await cmsCarePartners();
  expect(partners.length).toBeGreaterThan(10);
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

function mostCommon(values: (string | null | undefined)[], skip = 0): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || germanCompare(a[0], b[0]))[skip]![0];
}

interface Case {
  title: string;
  build: () => { query: URLSearchParams; match: (p: CmsCarePartner) => boolean };
}

const cases: Case[] = [
  {
    title: "name or city text",
    build: () => {
      const needle = partners[0]!.Stadt.slice(0, 4).toLocaleLowerCase("de");
      return {
        query: new URLSearchParams({ q: needle }),
        match: (p) => containsText(p.Name, needle) || containsText(p.Stadt, needle),
      };
    },
  },
  {
    title: "Bundesland (any of two)",
    build: () => {
      const [a, b] = [
        mostCommon(partners.map((p) => p.Bundesland)),
        mostCommon(
          partners.map((p) => p.Bundesland),
          1,
        ),
      ];
      return {
        query: new URLSearchParams([
          ["bundesland", a],
          ["bundesland", b],
        ]),
        match: (p) => p.Bundesland === a || p.Bundesland === b,
      };
    },
  },
  {
    title: "Kategorie",
    build: () => {
      const kategorie = mostCommon(partners.map((p) => p.Kategorie));
      return { query: new URLSearchParams({ kategorie }), match: (p) => p.Kategorie === kategorie };
    },
  },
  {
    title: "Aufgabengebiete",
    build: () => {
      const aufgabe = mostCommon(
        partners.flatMap((p) => p.Aufgabengebiete ?? []),
        1,
      );
      return {
        query: new URLSearchParams({ aufgaben: aufgabe }),
        match: (p) => anyOf(p.Aufgabengebiete, [aufgabe]),
      };
    },
  },
  {
    title: "Barrierefreiheit ja",
    build: () => ({
      query: new URLSearchParams({ barrierefrei: "ja" }),
      match: (p) => p.Barrierefreiheit === true,
    }),
  },
  {
    title: "Barrierefreiheit 'Nein' is a set filter: only partners stating false",
    build: () => ({
      query: new URLSearchParams({ barrierefrei: "nein" }),
      match: (p) => p.Barrierefreiheit === false,
    }),
  },
  {
    title: "Bettenanzahl at most n (partners without a count do not match)",
    build: () => {
      const counts = partners
        .map((p) => p.Bettenanzahl)
        .filter((n): n is number => n !== null)
        .sort((a, b) => a - b);
      const n = counts[Math.floor(counts.length / 2)]!;
      return {
        query: new URLSearchParams({ betten: String(n) }),
        match: (p) => p.Bettenanzahl !== null && p.Bettenanzahl <= n,
      };
    },
  },
  {
    title: "place + radius: the most frequent city, 80 km",
    build: () => {
      const city = mostCommon(partners.filter((p) => p.Standort).map((p) => p.Stadt));
      const origin = gazetteerPlace(city);
      return {
        query: new URLSearchParams({ ort: city, umkreis: "80" }),
        match: (p) => p.Standort !== null && distanceKm(origin, p.Standort) <= 80,
      };
    },
  },
  {
    title: "filters combine with AND (Kategorie and Barrierefreiheit)",
    build: () => {
      const kategorie = mostCommon(
        partners.filter((p) => p.Barrierefreiheit !== null).map((p) => p.Kategorie),
      );
      return {
        query: new URLSearchParams({ kategorie, barrierefrei: "ja" }),
        match: (p) => p.Kategorie === kategorie && p.Barrierefreiheit === true,
      };
    },
  },
];

test.describe("care partner list filters", () => {
  for (const c of cases) {
    test(c.title, async ({ page }) => {
      const { query, match } = c.build();
      const expected = partners.filter(match).map((p) => p.Name);
      expect(expected.length, "the filter keeps some partners").toBeGreaterThan(0);
      expect(expected.length, "the filter drops some partners").toBeLessThan(partners.length);
      query.set("size", "50");
      await page.goto(`/versorgungspartner?${query}`);
      await expectTableEntries(page, resultTable(page, CAPTION), expected, 50);
    });
  }
});

test("without a filter all published partners are listed, by name; the page passes axe", async ({ page }) => {
  await page.goto("/versorgungspartner");
  await expect(page.getByRole("heading", { name: "Versorgungspartner im Fokus" })).toBeVisible();
  await expect.poll(() => shownTotal(page)).toBe(partners.length);
  const table = resultTable(page, CAPTION);
  expect(await tableNames(table)).toEqual(
    partners
      .map((p) => p.Name)
      .sort(germanCompare)
      .slice(0, 5),
  );
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  await expect(page.getByRole("search", { name: "Versorgungspartner filtern" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Barrierefreiheit 'Nein' and the bed count set in the UI", async ({ page }) => {
  await page.goto("/versorgungspartner");
  await markDocument(page);
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  const form = page.getByRole("search", { name: "Versorgungspartner filtern" });
  await form.getByLabel("Barrierefreiheit").selectOption({ label: "Nein" });
  await expect(page).toHaveURL(/barrierefrei=nein/);
  await expectTableEntries(
    page,
    resultTable(page, CAPTION),
    partners.filter((p) => p.Barrierefreiheit === false).map((p) => p.Name),
    5,
  );

  await form.getByLabel("Barrierefreiheit").selectOption({ label: "Alle" });
  const max = Math.max(...partners.map((p) => p.Bettenanzahl ?? 0));
  const n = Math.floor(max / 2);
  await form.getByLabel("Bettenanzahl höchstens").fill(String(n));
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("betten") === String(n) && !url.searchParams.has("barrierefrei"),
  );
  await expectTableEntries(
    page,
    resultTable(page, CAPTION),
    partners.filter((p) => p.Bettenanzahl !== null && p.Bettenanzahl <= n).map((p) => p.Name),
    5,
  );
  await expectSameDocument(page);
});

test("sorting by Kategorie and paging", async ({ page }) => {
  await page.goto("/versorgungspartner");
  const table = resultTable(page, CAPTION);
  await table.getByRole("button", { name: /^Kategorie/ }).click();
  await expect(page).toHaveURL(/sort=kategorie/);
  const byCategory = [...partners].sort((a, b) => germanCompare(a.Kategorie, b.Kategorie));
  await expect
    .poll(async () => table.locator("tbody tr td:nth-child(3)").allTextContents())
    .toEqual(byCategory.slice(0, 5).map((p) => p.Kategorie));
  await table.getByRole("button", { name: /^Kategorie/ }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect
    .poll(async () => table.locator("tbody tr td:nth-child(3)").allTextContents())
    .toEqual(
      [...byCategory]
        .reverse()
        .slice(0, 5)
        .map((p) => p.Kategorie),
    );
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("page") === "2" && url.searchParams.get("dir") === "desc",
  );
  await expect(page.getByText(`Seite 2 von ${Math.ceil(partners.length / 5)}`)).toBeVisible();
});
