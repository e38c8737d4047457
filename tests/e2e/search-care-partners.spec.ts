// /versorgungspartner: each filter family opened from a URL (rows as the spec's own partners
// predict), a filter set in the UI, the table, and the detail page. Every query is confined by the
// quick search to the partners this file places (a token in their names), whatever else is listed.
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { runToken, waitUntilListed } from "./support/own-listings";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  cmsPublished,
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

// The token is part of a compound word of each name (Wund…): the quick search's index does not
// find it, the name still contains it, so the table keeps its own order (by name unless sorted).
const TOKEN = runToken();
// A second token in the name of one partner and the city of another: the name-or-city text search.
const OTHER = runToken();
const q = (query: URLSearchParams) => (query.set("q", TOKEN), query);

const PLACES: Record<string, { Stadt: string; PLZ: string; Bundesland: string }> = {
  Kassel: { Stadt: "Kassel", PLZ: "34117", Bundesland: "Hessen" },
  Göttingen: { Stadt: "Göttingen", PLZ: "37073", Bundesland: "Niedersachsen" },
  Fulda: { Stadt: "Fulda", PLZ: "36037", Bundesland: "Hessen" },
  München: { Stadt: "München", PLZ: "80331", Bundesland: "Bayern" },
  Hamburg: { Stadt: "Hamburg", PLZ: "20095", Bundesland: "Hamburg" },
  Berlin: { Stadt: "Berlin", PLZ: "10115", Bundesland: "Berlin" },
};

/** Nine partners, a mix of every filter's values (with the fields each category stores). */
const OWN_PARTNERS: { name: string; place: string; fields: Record<string, unknown> }[] = [
  {
    name: "Apotheke am Markt",
    place: "Kassel",
    fields: { Kategorie: "Apotheke", Aufgabengebiete: ["Wundversorgung", "Stomaversorgung"] },
  },
  {
    name: "Bahnhof-Apotheke",
    place: "Göttingen",
    fields: { Kategorie: "Apotheke", Aufgabengebiete: ["Stomaversorgung"] },
  },
  {
    name: "Klinikum Nord",
    place: "Göttingen",
    fields: {
      Kategorie: "Klinik",
      Barrierefreiheit: true,
      Bettenanzahl: 120,
      Aufgabengebiete: ["Wundversorgung"],
    },
  },
  {
    name: `Rehazentrum ${OTHER}`,
    place: "München",
    fields: {
      Kategorie: "Rehaeinrichtung",
      Barrierefreiheit: false,
      Bettenanzahl: 60,
      Aufgabengebiete: ["Inkontinenz"],
    },
  },
  {
    name: "Hautarztpraxis Elbe",
    place: "Hamburg",
    fields: { Kategorie: "Facharzt", Barrierefreiheit: true, Aufgabengebiete: ["Stomaversorgung"] },
  },
  {
    name: "Pflegeheim Sonnenhof",
    place: "Fulda",
    fields: { Kategorie: "Pflegeheim", Bettenanzahl: 40, Aufgabengebiete: ["Wundversorgung", "Enterale"] },
  },
  {
    name: "Hausarztpraxis Aue",
    place: "Kassel",
    fields: { Kategorie: "Hausarzt/MVZ", Barrierefreiheit: false },
  },
  {
    name: "Wundzentrum Spree",
    place: "Berlin",
    fields: { Kategorie: "Wundzentrum", Aufgabengebiete: ["Wundversorgung"] },
  },
  {
    name: "Sanitätshaus Isar",
    place: "München",
    fields: { Kategorie: "Sanitätshaus", Stadt: `${OTHER}hausen`, Standort: null },
  },
];

let partners: CmsCarePartner[];

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  // Premium: more partners than one page, one of them in focus.
  const lister = await workerAccounts.create({
    rolle: "Versorgungspartner",
    plan: "Versorgungspartner: Premium",
    prefix: "vpsuche",
  });
  for (const [i, { name, place, fields }] of OWN_PARTNERS.entries()) {
    await workerAccounts.listingOf(lister, {
      Name: `${name} Wund${TOKEN}`,
      ...PLACES[place],
      Standort: gazetteerPlace(place),
      Fokusiere: i === 0,
      ...fields,
    });
  }
  partners = await cmsPublished<CmsCarePartner>("versorgungspartners", `filters[Name][$contains]=${TOKEN}`);
  expect(partners.map((p) => p.Name).sort()).toEqual(
    OWN_PARTNERS.map(({ name }) => `${name} Wund${TOKEN}`).sort(),
  );
  await waitUntilListed(
    `/versorgungspartner?q=${TOKEN}&size=50`,
    partners.map((p) => p.Name),
  );
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
      // Only the second token: it is in one partner's name and another's city.
      const needle = OTHER.toLocaleLowerCase("de");
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
        query: q(
          new URLSearchParams([
            ["bundesland", a],
            ["bundesland", b],
          ]),
        ),
        match: (p) => p.Bundesland === a || p.Bundesland === b,
      };
    },
  },
  {
    title: "Kategorie",
    build: () => {
      const kategorie = mostCommon(partners.map((p) => p.Kategorie));
      return { query: q(new URLSearchParams({ kategorie })), match: (p) => p.Kategorie === kategorie };
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
        query: q(new URLSearchParams({ aufgaben: aufgabe })),
        match: (p) => anyOf(p.Aufgabengebiete, [aufgabe]),
      };
    },
  },
  {
    title: "Barrierefreiheit ja",
    build: () => ({
      query: q(new URLSearchParams({ barrierefrei: "ja" })),
      match: (p) => p.Barrierefreiheit === true,
    }),
  },
  {
    title: "Barrierefreiheit 'Nein' is a set filter: only partners stating false",
    build: () => ({
      query: q(new URLSearchParams({ barrierefrei: "nein" })),
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
        query: q(new URLSearchParams({ betten: String(n) })),
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
        query: q(new URLSearchParams({ ort: city, umkreis: "80" })),
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
        query: q(new URLSearchParams({ kategorie, barrierefrei: "ja" })),
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

test("with only the quick search all its partners are listed, by name; the page passes axe", async ({
  page,
}) => {
  await page.goto(`/versorgungspartner?q=${TOKEN}`);
  await expect(page.getByRole("heading", { name: "Versorgungspartner im Fokus" })).toBeVisible();
  await expect.poll(() => shownTotal(page)).toBe(partners.length);
  const table = resultTable(page, CAPTION);
  expect(await tableNames(table)).toEqual(
    partners
      .map((p) => p.Name)
      .sort(germanCompare)
      .slice(0, 5),
  );
  // The quick search is a set filter: the panel starts open, and folds away and back.
  const form = page.getByRole("search", { name: "Versorgungspartner filtern" });
  await expect(form).toBeVisible();
  await page.getByRole("button", { name: "Erweiterte Filter verstecken" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Barrierefreiheit 'Nein' and the bed count set in the UI", async ({ page }) => {
  await page.goto(`/versorgungspartner?q=${TOKEN}`);
  await markDocument(page);
  // Open already: the quick search is a set filter.
  const form = page.getByRole("search", { name: "Versorgungspartner filtern" });
  await form.getByLabel("Barrierefreiheit").selectOption("nein"); // the option reads 'Nein (n)'
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
    (url) =>
      url.searchParams.get("betten") === String(n) &&
      !url.searchParams.has("barrierefrei") &&
      url.searchParams.get("q") === TOKEN,
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
  await page.goto(`/versorgungspartner?q=${TOKEN}`);
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
    (url) =>
      url.searchParams.get("page") === "2" &&
      url.searchParams.get("dir") === "desc" &&
      url.searchParams.get("q") === TOKEN,
  );
  await expect(page.getByText(`Seite 2 von ${Math.ceil(partners.length / 5)}`)).toBeVisible();
});
