// /veranstaltungen: every filter family, opened from a URL; the rows must be what the spec's own
// events predict. Each query also carries the run's token as the name filter (`q`), so the page
// shows exactly the spec's own events, whatever else the CMS holds (the demo, other tests' listings).
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { daysFromNow, eventOrganiser, expectWholeCollection, placeEvents } from "./support/own-events";
import { runToken, waitUntilListed } from "./support/own-listings";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  berlinDay,
  berlinMidnight,
  containsText,
  distanceKm,
  expectTableEntries,
  gazetteerPlace,
  resultTable,
  shownTotal,
  type CmsEvent,
} from "./support/search";

const CAPTION = "Kongresse und Veranstaltungen";

/** The run's token: in every event's name, in no other listing's. */
let token: string;
let events: CmsEvent[];

const at = (Stadt: string) => ({ Stadt, Veranstaltungsort: gazetteerPlace(Stadt) });
const punkte = (...awarded: [string, number][]) => ({
  Fortbildungspunkte: awarded.map(([Vergabestelle, Punkte]) => ({ Vergabestelle, Punkte })),
});
const dated = (startDays: number, lengthDays = 0) => ({
  Startzeit: daysFromNow(startDays),
  Endzeit: daysFromNow(startDays + lengthDays, 17),
});
const HAUT = "Haut und Hautpflege";
const WUNDARTEN = "Wundarten und Wundheilung";
const ANATOMIE = "Anatomie und Physiologie der Haut";

/**
 * Events that each filter family splits: some kept, some dropped. `${t}sommer` (a word of three
 * names and one organiser) is what the name filter looks for.
 */
const drafts = (t: string): Record<string, unknown>[] => [
  {
    Veranstaltungsname: `${t}sommer Ahorn`,
    Veranstaltername: "Wundakademie West",
    ...dated(-400, 1),
    ...at("Köln"),
    Teilnehmergebuehr: "bis50",
    ErwarteteTeilnehmerzahl: "bis100",
    Themengebiete: ["Dekubitus", "Hygiene"],
    FortbildungsinhalteWundexperteICW: [HAUT],
    FortbildungsinhalteFachtherapeutWundeICW: [ANATOMIE],
    ...punkte(["ICW", 6]),
  },
  {
    Veranstaltungsname: `Fachtag ${t} Birke`,
    Veranstaltername: `Bildungswerk ${t}sommer`,
    ...dated(-60, 1),
    ...at("Bonn"),
    Teilnehmergebuehr: "bis100",
    ErwarteteTeilnehmerzahl: "bis300",
    Themengebiete: ["Dekubitus"],
    FortbildungsinhalteWundexperteICW: [HAUT, WUNDARTEN],
    ...punkte(["ICW", 4], ["DGfW", 2]),
  },
  {
    Veranstaltungsname: `Kongress ${t} Eiche`,
    ...dated(-3, 5),
    ...at("Hamburg"),
    Teilnehmergebuehr: "bis150",
    ErwarteteTeilnehmerzahl: "bis500",
    Themengebiete: ["Ulcus cruris"],
    ...punkte(["DGfW", 5]),
  },
  {
    Veranstaltungsname: `Seminar ${t} Linde`,
    ...dated(4),
    ...at("Lüneburg"),
    Teilnehmergebuehr: "ueber150",
    ErwarteteTeilnehmerzahl: "bis20",
    Themengebiete: ["Dekubitus", "Ulcus cruris"],
    FortbildungsinhalteWundexperteICW: [WUNDARTEN],
    FortbildungsinhalteFachtherapeutWundeICW: [ANATOMIE],
    ...punkte(["ICW", 1], ["Akademie ZWM", 3]),
  },
  {
    Veranstaltungsname: `${t}sommer Buche`,
    ...dated(15),
    ...at("Leipzig"),
    Teilnehmergebuehr: "bis50",
    ErwarteteTeilnehmerzahl: "bis100",
    Themengebiete: ["Hygiene"],
    ...punkte(["Akademie ZWM", 2]),
  },
  {
    Veranstaltungsname: `Workshop ${t} Kiefer`,
    ...dated(30),
    isonlineveranstaltung: true,
    Teilnehmergebuehr: "bis50",
    ErwarteteTeilnehmerzahl: "bis50",
    Themengebiete: ["Dekubitus"],
    FortbildungsinhalteWundexperteICW: [HAUT],
    ...punkte(["ICW", 2]),
  },
  {
    Veranstaltungsname: `Webinar ${t} Tanne`,
    ...dated(45),
    isonlineveranstaltung: true,
    Teilnehmergebuehr: "ueber150",
    ErwarteteTeilnehmerzahl: "bis300",
    Themengebiete: ["Ulcus cruris", "Schmerzmanagement"],
  },
  {
    Veranstaltungsname: `Symposium ${t} Erle`,
    ...dated(70, 2),
    ...at("München"),
    Teilnehmergebuehr: "bis100",
    ErwarteteTeilnehmerzahl: "bis150",
    Themengebiete: ["Dekubitus", "Kompressionstherapie"],
    FortbildungsinhalteFachtherapeutWundeICW: ["Antiseptik und Wundspülung"],
    ...punkte(["ICW", 8], ["Akademie ZWM", 1]),
  },
  {
    Veranstaltungsname: `Tagung ${t} Esche`,
    ...dated(120),
    ...at("Köln"),
    Teilnehmergebuehr: "bis150",
    ErwarteteTeilnehmerzahl: "bis100",
    Themengebiete: ["Hygiene", "Dekubitus"],
    FortbildungsinhalteWundexperteICW: ["Dekubitus: Prophylaxe und Therapie"],
    ...punkte(["DGfW", 3]),
  },
  {
    Veranstaltungsname: `Kurs ${t} Pappel`,
    ...dated(200),
    ...at("Berlin"),
    Teilnehmergebuehr: "ueber150",
    ErwarteteTeilnehmerzahl: "bis300",
    ...punkte(["ICW", 3]),
  },
  {
    Veranstaltungsname: `Forum ${t} Weide`,
    ...dated(300, 1),
    ...at("Köln"),
    Teilnehmergebuehr: "bis50",
    ErwarteteTeilnehmerzahl: "bis500",
    Themengebiete: ["Ulcus cruris"],
    FortbildungsinhalteWundexperteICW: [HAUT],
    FortbildungsinhalteFachtherapeutWundeICW: [ANATOMIE],
    ...punkte(["ICW", 4], ["Akademie ZWM", 4]),
  },
  {
    Veranstaltungsname: `Praxistag ${t} Ulme`,
    ...at("Leipzig"),
    Themengebiete: ["Dekubitus"],
  },
  {
    Veranstaltungsname: `Abendkurs ${t} Zeder`,
    ...dated(-20),
    isonlineveranstaltung: true,
    Teilnehmergebuehr: "bis100",
    ErwarteteTeilnehmerzahl: "bis20",
    Themengebiete: ["Hygiene"],
  },
  {
    Veranstaltungsname: `${t}sommer Robinie`,
    ...dated(500),
    ...at("Halle (Saale)"),
    Teilnehmergebuehr: "bis100",
    ErwarteteTeilnehmerzahl: "bis100",
    Themengebiete: ["Kompressionstherapie"],
    ...punkte(["ICW", 2]),
  },
  {
    Veranstaltungsname: `Lehrgang ${t} Birnbaum`,
    ...dated(9),
    ...at("Lübeck"),
    Teilnehmergebuehr: "bis50",
    ErwarteteTeilnehmerzahl: "bis150",
    Themengebiete: ["Stomaversorgung"],
    ...punkte(["ICW", 5]),
  },
];

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const organiser = await eventOrganiser(workerAccounts);
  token = runToken();
  events = await placeEvents(workerAccounts, organiser, drafts(token));
  await waitUntilListed(
    `/veranstaltungen?q=${token}&size=50`,
    events.map((e) => e.Veranstaltungsname),
  );
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

const points = (e: CmsEvent, stelle: string) =>
  e.Fortbildungspunkte.filter((p) => p.Vergabestelle === stelle).map((p) => p.Punkte);
const span = (e: CmsEvent): [number, number] => {
  const start = Date.parse(e.Startzeit ?? e.Endzeit ?? "");
  const end = Date.parse(e.Endzeit ?? "");
  return [start, Number.isNaN(end) ? start : Math.max(start, end)];
};
/** The most frequent value of a list field, so the filter keeps some and drops some entries. */
function commonValue(field: keyof CmsEvent, skip = 0): string {
  const counts = new Map<string, number>();
  for (const e of events)
    for (const v of (e[field] as string[] | null) ?? []) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  expect(ranked.length, `${String(field)} hat Werte`).toBeGreaterThan(skip);
  return ranked[skip]![0];
}

interface Case {
  title: string;
  /** The query and which events must match it, computed from the CMS data. */
  build: () => { query: URLSearchParams; match: (e: CmsEvent) => boolean; allowEmpty?: boolean };
}

const cases: Case[] = [
  {
    title: "name text, case-insensitive substring of Veranstaltungsname or Veranstaltername",
    build: () => {
      // A word with the token in some names or organisers that keeps some events and drops others.
      const texts = events.flatMap((e) => [e.Veranstaltungsname, e.Veranstaltername ?? ""]);
      const words = [
        ...new Set(
          texts
            .flatMap((t) => t.split(/[\s:–,-]+/))
            .filter((w) => w.length > token.length && w.includes(token)),
        ),
      ];
      const count = (w: string) =>
        events.filter((e) => containsText(e.Veranstaltungsname, w) || containsText(e.Veranstaltername, w))
          .length;
      const word = words.find((w) => count(w) > 1 && count(w) < events.length);
      expect(word).toBeTruthy();
      const needle = word!.slice(1, -1).toLocaleUpperCase("de");
      return {
        query: new URLSearchParams({ q: needle }),
        match: (e) => containsText(e.Veranstaltungsname, needle) || containsText(e.Veranstaltername, needle),
      };
    },
  },
  {
    title: "date range: [Startzeit, Endzeit] overlaps the Berlin days von..bis",
    build: () => {
      const starts = events
        .filter((e) => e.Startzeit)
        .map((e) => e.Startzeit!)
        .sort();
      const von = berlinDay(starts[Math.floor(starts.length / 4)]!);
      const bis = berlinDay(starts[Math.floor(starts.length / 2)]!);
      const from = berlinMidnight(von);
      const to =
        berlinMidnight(new Date(Date.parse(`${bis}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) - 1;
      return {
        query: new URLSearchParams({ von, bis }),
        match: (e) => {
          const [start, end] = span(e);
          return !Number.isNaN(start) && start <= to && end >= from;
        },
      };
    },
  },
  {
    title: "only a start date: events still running on or after that day",
    build: () => {
      const starts = events
        .filter((e) => e.Startzeit)
        .map((e) => e.Startzeit!)
        .sort();
      const von = berlinDay(starts[Math.floor((starts.length * 2) / 3)]!);
      const from = berlinMidnight(von);
      return {
        query: new URLSearchParams({ von }),
        match: (e) => !Number.isNaN(span(e)[0]) && span(e)[1] >= from,
      };
    },
  },
  {
    title: "points of one awarding body: at least 4 ICW points",
    build: () => ({
      query: new URLSearchParams({ punkte_icw: "4" }),
      match: (e) => points(e, "ICW").some((p) => p >= 4),
    }),
  },
  {
    title: "points 0 of an awarding body means any points from it (Akademie ZWM), AND with a second body",
    build: () => ({
      query: new URLSearchParams({ punkte_akademie_zwm: "0", punkte_icw: "1" }),
      match: (e) => points(e, "Akademie ZWM").length > 0 && points(e, "ICW").some((p) => p >= 1),
    }),
  },
  {
    title: "fee bands: unter 50 € or über 150 €",
    build: () => ({
      query: new URLSearchParams([
        ["gebuehr", "unter50"],
        ["gebuehr", "ueber150"],
      ]),
      match: (e) => anyOf(e.Teilnehmergebuehr, ["bis50", "ueber150"]),
    }),
  },
  {
    title: "fee band unter 100 € takes the stored bands 0-50 € and 51-100 €",
    build: () => ({
      query: new URLSearchParams({ gebuehr: "unter100" }),
      match: (e) => anyOf(e.Teilnehmergebuehr, ["bis50", "bis100"]),
    }),
  },
  {
    title: "participant bands (any of two)",
    build: () => ({
      query: new URLSearchParams([
        ["teilnehmer", "bis100"],
        ["teilnehmer", "bis300"],
      ]),
      match: (e) => anyOf(e.ErwarteteTeilnehmerzahl, ["bis100", "bis300"]),
    }),
  },
  {
    title: "topic (Themengebiete)",
    build: () => {
      const thema = commonValue("Themengebiete", 1);
      return { query: new URLSearchParams({ thema }), match: (e) => anyOf(e.Themengebiete, [thema]) };
    },
  },
  {
    title: "ICW course contents: Wundexperte and Fachtherapeut lists",
    build: () => {
      const wundexperte = commonValue("FortbildungsinhalteWundexperteICW");
      const fachtherapeut = commonValue("FortbildungsinhalteFachtherapeutWundeICW");
      return {
        query: new URLSearchParams({ wundexperte, fachtherapeut }),
        match: (e) =>
          anyOf(e.FortbildungsinhalteWundexperteICW, [wundexperte]) &&
          anyOf(e.FortbildungsinhalteFachtherapeutWundeICW, [fachtherapeut]),
        allowEmpty: true,
      };
    },
  },
  {
    title: "ICW course contents: one Wundexperte topic",
    build: () => {
      const wundexperte = commonValue("FortbildungsinhalteWundexperteICW", 1);
      return {
        query: new URLSearchParams({ wundexperte }),
        match: (e) => anyOf(e.FortbildungsinhalteWundexperteICW, [wundexperte]),
      };
    },
  },
  {
    title: "online yes",
    build: () => ({
      query: new URLSearchParams({ online: "ja" }),
      match: (e) => e.isonlineveranstaltung === true,
    }),
  },
  {
    title: "online no (a false filter is a set filter)",
    build: () => ({
      query: new URLSearchParams({ online: "nein" }),
      match: (e) => e.isonlineveranstaltung !== true,
    }),
  },
  {
    title: "place + radius from the offline gazetteer: the city with the most events, 100 km",
    build: () => {
      const counts = new Map<string, number>();
      for (const e of events)
        if (e.Stadt && e.Veranstaltungsort) counts.set(e.Stadt, (counts.get(e.Stadt) ?? 0) + 1);
      const city = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      const origin = gazetteerPlace(city);
      return {
        query: new URLSearchParams({ ort: city, umkreis: "100" }),
        match: (e) => e.Veranstaltungsort !== null && distanceKm(origin, e.Veranstaltungsort) <= 100,
      };
    },
  },
  {
    title: "place + radius: Hamburg, 50 km",
    build: () => {
      const origin = gazetteerPlace("Hamburg");
      return {
        query: new URLSearchParams({ ort: "Hamburg", umkreis: "50" }),
        match: (e) => e.Veranstaltungsort !== null && distanceKm(origin, e.Veranstaltungsort) <= 50,
        allowEmpty: true,
      };
    },
  },
  {
    title: "place by postcode with the default radius of 100 km (Leipzig 04109)",
    build: () => {
      const origin = gazetteerPlace("Leipzig");
      return {
        query: new URLSearchParams({ ort: "04109" }),
        match: (e) => e.Veranstaltungsort !== null && distanceKm(origin, e.Veranstaltungsort) <= 100,
        allowEmpty: true,
      };
    },
  },
  {
    title: "an unknown place drops the place filter silently",
    build: () => ({
      query: new URLSearchParams({ ort: "Xyzzyhausen-Nirgendwo", online: "nein" }),
      match: (e) => e.isonlineveranstaltung !== true,
    }),
  },
  {
    title: "filters combine with AND (topic and on-site)",
    build: () => {
      const thema = commonValue("Themengebiete", 0);
      return {
        query: new URLSearchParams({ thema, online: "nein" }),
        match: (e) => anyOf(e.Themengebiete, [thema]) && e.isonlineveranstaltung !== true,
      };
    },
  },
];

test.describe("event list filters", () => {
  for (const c of cases) {
    test(c.title, async ({ page }) => {
      const { query, match, allowEmpty } = c.build();
      const expected = events.filter(match).map((e) => e.Veranstaltungsname);
      if (!allowEmpty) expect(expected.length, "the filter keeps some events").toBeGreaterThan(0);
      expect(expected.length, "the filter drops some events").toBeLessThan(events.length);
      // Confined to the spec's own events (the name case's text carries the token itself).
      if (!query.has("q")) query.set("q", token);
      query.set("size", "50");
      await page.goto(`/veranstaltungen?${query}`);
      const table = resultTable(page, CAPTION);
      await expectTableEntries(page, table, expected, 50);
      if (expected.length === 0) await expect(table.getByText("Keine Ergebnisse gefunden")).toBeVisible();
      // A set filter opens the panel and offers the reset.
      await expect(page.getByRole("button", { name: "Erweiterte Filter verstecken" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toBeVisible();
    });
  }

  test("each topic shows the results it gives, and ticking it lists that many (with another filter set)", async ({
    page,
  }) => {
    // Another filter set first: the counts follow it. Then the count beside a topic is the list's
    // total after ticking that topic, and matches the CMS data.
    const theme = commonValue("Themengebiete");
    await page.goto(`/veranstaltungen?online=nein&q=${token}`);
    const topics = page.getByRole("group", { name: "Themengebiete" });
    // A long list shows its first options: all of them after "alle anzeigen".
    await topics.getByRole("button", { name: /^alle anzeigen/ }).click();
    const option = topics.getByRole("checkbox", {
      name: new RegExp(`^${theme.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`),
    });
    await expect(option).toBeVisible();
    const label = await option.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? "");
    const shown = Number(/\((\d+)\)$/.exec(label)?.[1]);
    const expected = events.filter(
      (e) => e.isonlineveranstaltung === false && (e.Themengebiete ?? []).includes(theme),
    );
    expect(shown).toBe(expected.length);
    await option.check();
    await expect.poll(() => shownTotal(page), { message: "Zahl der Einträge" }).toBe(shown);
    await expect(page).toHaveURL(/thema=/);
    // Every topic carries its count, 0 included: none vanishes.
    for (const text of await topics.locator("label").allTextContents()) expect(text).toMatch(/ \(\d+\)$/);
    await expectNoAxeViolations(page);
  });

  test("without a filter every published event is listed; the open filter panel passes axe", async ({
    page,
  }) => {
    await expectWholeCollection(page, "/veranstaltungen?size=50", "veranstaltungs");
    expect(await shownTotal(page)).toBeGreaterThanOrEqual(events.length);
    await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
    await expect(page.getByRole("search", { name: "Veranstaltungen filtern" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
