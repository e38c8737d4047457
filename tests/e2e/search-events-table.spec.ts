// /veranstaltungen in the browser: filters write the URL without a full page load, the back button
// undoes them, a shared URL reproduces the rows; sorting and paging of the table. The spec places
// its own events: every name carries the run's token (the filter tests search for it), and most
// lie in a remote village, so the table, searched there with a radius of 1 km, shows exactly them
// in its default order (a name search would order by relevance).
import { expect, test } from "./support/fixtures";
import {
  daysFromNow,
  eventOrganiser,
  expectWholeCollection,
  placeEvents,
  remoteVillage,
} from "./support/own-events";
import { runToken, waitUntilListed } from "./support/own-listings";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  berlinDay,
  distanceKm,
  expectSameDocument,
  expectTableEntries,
  gazetteerPlace,
  germanCompare,
  markDocument,
  resultTable,
  shownTotal,
  tableNames,
  type CmsEvent,
} from "./support/search";

const CAPTION = "Kongresse und Veranstaltungen";

/** The run's token: in every own event's name, in no other listing's. */
let token: string;
/** The own events in the village (the table's tests)… */
let village: CmsEvent[];
/** …and all own events (the filter tests'). */
let events: CmsEvent[];
/** The list confined to the village's events, in the table's default order. */
let villageList: string;

const WORDS = [
  "Äskulap-Tag",
  "Abendkurs",
  "Zeder-Seminar",
  "Öffentliche Sprechstunde",
  "basiskurs",
  "Übungstag",
  "Wundtag",
  "Fachforum",
  "Kolloquium",
  "Lernwerkstatt",
  "Jahrestagung",
  "Praxistag",
  "intensivkurs",
  "Grundkurs",
  "Hygienetag",
  "Netzwerktreffen",
  "Regionaltreffen",
  "Symposium",
  "Tagesseminar",
  "Update",
  "Vortrag",
  "Expertenrunde",
  "Dialogforum",
];
// Days from now the village's events start (null: no date), in an order neither name nor date has;
// one runs from two days ago to the day after tomorrow.
const STARTS = [
  60,
  -30,
  3,
  null,
  240,
  -500,
  14,
  1,
  -2,
  90,
  400,
  -7,
  21,
  180,
  null,
  6,
  -90,
  120,
  45,
  10,
  -200,
  30,
  365,
];
const POINTS: [string, number][][] = [
  [["ICW", 4]],
  [["DGfW", 2]],
  [],
  [
    ["ICW", 1],
    ["DGfW", 1],
  ],
  [["Akademie ZWM", 3]],
  [
    ["ICW", 6],
    ["DGfW", 2],
  ],
  [["DGfW", 5]],
  [["ICW", 2]],
];
const FEES = ["bis50", "bis100", "bis150", "ueber150", null];
const TOPICS = [["Dekubitus"], ["Ulcus cruris", "Hygiene"], [], ["Dekubitus", "Hygiene"]];
/** The village events the focus carousel holds (a Premium plan may put events in focus). */
const FOCUSED = new Set([2, 9, 15]);

const inVillage = (t: string, place: { name: string; at: [number, number] }) =>
  WORDS.map((word, i) => {
    const start = STARTS[i]!;
    return {
      Veranstaltungsname: `${word} ${t}`,
      ...(start === null
        ? {}
        : { Startzeit: daysFromNow(start), Endzeit: daysFromNow(start === -2 ? 2 : start, 17) }),
      Stadt: place.name,
      Veranstaltungsort: place.at,
      Teilnehmergebuehr: FEES[i % FEES.length],
      Themengebiete: TOPICS[i % TOPICS.length],
      Fortbildungspunkte: POINTS[i % POINTS.length]!.map(([Vergabestelle, Punkte]) => ({
        Vergabestelle,
        Punkte,
      })),
      Fokusiere: FOCUSED.has(i),
    };
  });

/** Around Hamburg (the place test's 250 km), far from it, and online. */
const elsewhere = (t: string) =>
  [
    ["Hamburg", "Dekubitus", "bis50"],
    ["Lübeck", "Hygiene", "ueber150"],
    ["Bremen", "Dekubitus", "bis100"],
    ["Hannover", "Ulcus cruris", "bis50"],
    ["München", "Dekubitus", "ueber150"],
    [null, "Dekubitus", "bis50"],
  ].map(([city, topic, fee], i) => ({
    Veranstaltungsname: `${city ?? "Online"}-Forum ${t}`,
    Startzeit: daysFromNow(20 + i * 7),
    ...(city ? { Stadt: city, Veranstaltungsort: gazetteerPlace(city) } : { isonlineveranstaltung: true }),
    Themengebiete: [topic],
    Teilnehmergebuehr: fee,
  }));

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const organiser = await eventOrganiser(workerAccounts);
  token = runToken();
  const place = remoteVillage();
  village = await placeEvents(workerAccounts, organiser, inVillage(token, place));
  events = [...village, ...(await placeEvents(workerAccounts, organiser, elsewhere(token)))];
  villageList = `/veranstaltungen?ort=${encodeURIComponent(place.name)}&umkreis=1`;
  await waitUntilListed(
    `/veranstaltungen?q=${token}&size=50`,
    events.map((e) => e.Veranstaltungsname),
  );
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/**
 * The village's events in the table's default order: running and upcoming ones soonest first,
 * then past ones latest first, then those without a start.
 */
const byDefault = () => {
  const now = Date.now();
  const start = (e: CmsEvent) => Date.parse(e.Startzeit ?? "");
  const end = (e: CmsEvent) => (e.Endzeit ? Date.parse(e.Endzeit) : start(e));
  const dated = village.filter((e) => e.Startzeit);
  return [
    ...dated.filter((e) => end(e) >= now).sort((a, b) => start(a) - start(b)),
    ...dated.filter((e) => end(e) < now).sort((a, b) => start(b) - start(a)),
    ...village.filter((e) => !e.Startzeit),
  ];
};

/** A filter option's accessible name: its label and the count of results in brackets. */
const withCount = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`);

test("a filter set in the UI updates URL and rows without a full load; back undoes it; the shared URL reproduces the rows", async ({
  page,
  browser,
  baseURL,
}) => {
  const table = resultTable(page, CAPTION);
  await expectWholeCollection(page, "/veranstaltungen", "veranstaltungs");
  await markDocument(page);

  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  await expect(form).toBeInViewport();

  // A text filter (debounced): the token names the spec's own events.
  const nameField = form.getByLabel("Name der Veranstaltung oder des Veranstalters");
  await nameField.fill(token);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === token);
  await expectTableEntries(
    page,
    table,
    events.map((e) => e.Veranstaltungsname),
    5,
  );

  // A checkbox filter (any-of list) on top: AND.
  const thema = events.flatMap((e) => e.Themengebiete ?? [])[0]!;
  // The option's name carries the count of results it would give: 'Dekubitus (12)'.
  const topics = form.getByRole("group", { name: "Themengebiete" });
  // A long list shows its first options: all of them after "alle anzeigen".
  await topics.getByRole("button", { name: /^alle anzeigen/ }).click();
  const topic = topics.getByLabel(withCount(thema));
  await topic.check();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("thema").includes(thema));
  const withTopic = events.filter((e) => anyOf(e.Themengebiete, [thema]));
  expect(withTopic.length).toBeLessThan(events.length);
  await expect.poll(() => shownTotal(page)).toBe(withTopic.length);

  // A select (online no) on top: AND.
  await form.getByLabel("Online-Veranstaltung").selectOption("nein"); // the option reads 'Nur vor Ort (n)'
  await expect(page).toHaveURL(/online=nein/);
  const onSite = withTopic.filter((e) => e.isonlineveranstaltung !== true);
  expect(onSite.length).toBeLessThan(withTopic.length);
  await expectTableEntries(
    page,
    table,
    onSite.map((e) => e.Veranstaltungsname),
    5,
  );
  await expect(form.getByLabel("Online-Veranstaltung")).toHaveValue("nein");
  await expectSameDocument(page);

  // The shared URL in a fresh browser context shows the same rows.
  const shared = page.url();
  const namesHere = await tableNames(table);
  const other = await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" });
  await acknowledgeWelcomeDialogs(other);
  const otherPage = await other.newPage();
  await otherPage.goto(shared);
  await expect.poll(() => shownTotal(otherPage)).toBe(onSite.length);
  expect(await tableNames(resultTable(otherPage, CAPTION))).toEqual(namesHere);
  await expect(otherPage.getByLabel("Name der Veranstaltung oder des Veranstalters")).toHaveValue(token);
  await expect(otherPage.getByLabel("Online-Veranstaltung")).toHaveValue("nein");
  await other.close();

  // Back undoes one filter at a time, still without a full load.
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("online") && url.searchParams.getAll("thema").includes(thema),
  );
  await expect.poll(() => shownTotal(page)).toBe(withTopic.length);
  await expect(page.getByLabel("Online-Veranstaltung")).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("thema") && url.searchParams.get("q") === token,
  );
  await expect.poll(() => shownTotal(page)).toBe(events.length);
  await expect(topic).not.toBeChecked();
  await expectSameDocument(page);

  // The reset clears every filter: the whole collection again.
  await topic.check();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("thema").includes(thema));
  await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/veranstaltungen" && url.search === "");
  await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toHaveCount(0);
  await expect(topic).not.toBeChecked();
  await expect(page.getByLabel("Name der Veranstaltung oder des Veranstalters")).toHaveValue("");
  await expect.poll(() => shownTotal(page)).toBeGreaterThanOrEqual(events.length);
  await expectSameDocument(page);
  await expectWholeCollection(page, "/veranstaltungen", "veranstaltungs");
});

test("two filters changed before the first result arrives are both kept", async ({ page }) => {
  await page.goto(`/veranstaltungen?q=${token}`);
  // The set name filter opened the panel.
  await expect(page.getByRole("button", { name: "Erweiterte Filter verstecken" })).toBeVisible();
  // Slow server answers for client navigations (RSC requests), as on a slow connection.
  await page.route(
    (url) => url.pathname === "/veranstaltungen",
    async (route) => {
      if (route.request().headers()["rsc"]) await new Promise((r) => setTimeout(r, 1200));
      await route.fallback();
    },
  );
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  const [first, second] = ["bis50", "ueber150"].map((band) =>
    form
      .getByRole("group", { name: "Teilnahmegebühr" })
      .locator("label")
      .filter({ hasText: band === "bis50" ? "unter 50 €" : "über 150 €" })
      .getByRole("checkbox"),
  );
  await first!.check();
  await second!.check();
  await form.getByLabel("Online-Veranstaltung").selectOption("nein"); // the option reads 'Nur vor Ort (n)'
  await expect(first!).toBeChecked();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.getAll("gebuehr").join() === "unter50,ueber150" &&
      url.searchParams.get("online") === "nein" &&
      url.searchParams.get("q") === token,
    { timeout: 15_000 },
  );
  const expected = events.filter(
    (e) => anyOf(e.Teilnehmergebuehr, ["bis50", "ueber150"]) && e.isonlineveranstaltung !== true,
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(events.length);
  await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(expected.length);
  await expect(first!).toBeChecked();
  await expect(second!).toBeChecked();
});

test("the place field is geocoded after typing stops and filters by radius", async ({ page }) => {
  await page.goto(`/veranstaltungen?q=${token}`);
  await markDocument(page);
  await expect(page.getByRole("button", { name: "Erweiterte Filter verstecken" })).toBeVisible();
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  await expect(form.getByLabel("Umkreis in km")).toHaveValue("100");
  await form.getByLabel("Umkreis in km").fill("250");
  await expect(page).toHaveURL(/umkreis=250/);
  await form.getByLabel("Ort oder PLZ").pressSequentially("Hamburg", { delay: 30 });
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("ort") === "Hamburg" &&
      url.searchParams.get("umkreis") === "250" &&
      url.searchParams.get("q") === token,
  );
  const origin = gazetteerPlace("Hamburg");
  const near = events.filter((e) => e.Veranstaltungsort && distanceKm(origin, e.Veranstaltungsort) <= 250);
  expect(near.length).toBeGreaterThan(0);
  expect(near.length).toBeLessThan(events.length);
  await expectTableEntries(
    page,
    resultTable(page, CAPTION),
    near.map((e) => e.Veranstaltungsname),
    5,
  );
  const viaUi = await tableNames(resultTable(page, CAPTION));
  await expectSameDocument(page);
  // The same rows as the URL opened directly.
  await page.goto(`/veranstaltungen?q=${token}&ort=Hamburg&umkreis=250`);
  expect(await tableNames(resultTable(page, CAPTION))).toEqual(viaUi);
});

test("sorting: a column header sorts, a second click reverses; default shows upcoming events first", async ({
  page,
}) => {
  await page.goto(villageList);
  const table = resultTable(page, CAPTION);
  // Default: upcoming first (no single column is the sort key).
  await expect(table.getByRole("columnheader", { name: /Datum/ })).not.toHaveAttribute("aria-sort");
  expect(await tableNames(table)).toEqual(
    byDefault()
      .slice(0, 5)
      .map((e) => e.Veranstaltungsname),
  );
  await markDocument(page);

  const byName = village.map((e) => e.Veranstaltungsname).sort(germanCompare);
  await table.getByRole("button", { name: /^Veranstaltung/ }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("sort") === "name" && url.searchParams.get("dir") === "asc",
  );
  await expect.poll(() => tableNames(table)).toEqual(byName.slice(0, 5));
  await expect(table.getByRole("columnheader", { name: /Veranstaltung/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  await table.getByRole("button", { name: /^Veranstaltung/ }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("sort") === "name" && url.searchParams.get("dir") === "desc",
  );
  await expect.poll(() => tableNames(table)).toEqual([...byName].reverse().slice(0, 5));
  await expect(table.getByRole("columnheader", { name: /Veranstaltung/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );

  // Another column starts ascending again: R-Punkte = sum of all points, events without points last.
  await table.getByRole("button", { name: /^R-Punkte/ }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("sort") === "punkte" && url.searchParams.get("dir") === "asc",
  );
  const sums = village
    .filter((e) => e.Fortbildungspunkte.length)
    .map((e) => e.Fortbildungspunkte.reduce((s, p) => s + p.Punkte, 0))
    .sort((a, b) => a - b);
  await expect
    .poll(async () => (await table.locator("tbody tr td:nth-child(4)").allTextContents()).map(Number))
    .toEqual(sums.slice(0, 5));
  await expectSameDocument(page);
});

test("paging: 5 per page at first, next/previous, page sizes 20 and 50", async ({ page }) => {
  await page.goto(villageList);
  const table = resultTable(page, CAPTION);
  const expected = byDefault().map((e) => e.Veranstaltungsname);
  // More than one page of 20: every page size shows a different part.
  expect(expected.length).toBeGreaterThan(20);
  const pageSize = page.getByLabel("Einträge pro Seite");
  await expect(pageSize).toHaveValue("5");
  expect(await pageSize.locator("option").allTextContents()).toEqual(["5", "20", "50"]);
  await expect(table.locator("tbody tr")).toHaveCount(5);
  expect(await tableNames(table)).toEqual(expected.slice(0, 5));
  await expect(
    page.getByText(`${expected.length} Einträge · Seite 1 von ${Math.ceil(expected.length / 5)}`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Zurück", exact: true })).toBeDisabled();
  await markDocument(page);

  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(5, 10));
  await expect(page.getByText(`Seite 2 von ${Math.ceil(expected.length / 5)}`)).toBeVisible();
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(10, 15));
  await page.getByRole("button", { name: "Zurück", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(5, 10));

  // A new page size starts on page 1.
  await pageSize.selectOption("20");
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("size") === "20" && !url.searchParams.has("page"),
  );
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(0, 20));
  await expect(page.getByText(`Seite 1 von ${Math.ceil(expected.length / 20)}`)).toBeVisible();
  await pageSize.selectOption("50");
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(0, 50));
  await expect(page.getByText(`Seite 1 von ${Math.ceil(expected.length / 50)}`)).toBeVisible();
  await expectSameDocument(page);

  // The last page: 'Weiter' is disabled.
  const last = Math.ceil(expected.length / 20);
  await page.goto(`${villageList}&size=20&page=${last}`);
  await expect(page.getByRole("button", { name: "Weiter", exact: true })).toBeDisabled();
  expect(await tableNames(table)).toEqual(expected.slice((last - 1) * 20, last * 20));
});

test("table cells: date dd.mm.yy (Berlin), R-Punkte summed, ICW and DGfw ticks; the focus carousel", async ({
  page,
}) => {
  await page.goto(`${villageList}&size=20`);
  const rows = resultTable(page, CAPTION).locator("tbody tr");
  const expected = byDefault().slice(0, 20);
  await expect(rows).toHaveCount(expected.length);
  for (const [i, event] of expected.entries()) {
    const cells = rows.nth(i).locator("td");
    const [y, m, d] = berlinDay(event.Startzeit!).split("-");
    await expect(cells.nth(2)).toHaveText(`${d}.${m}.${y!.slice(2)}`);
    await expect(cells.nth(3)).toHaveText(String(event.Fortbildungspunkte.reduce((s, p) => s + p.Punkte, 0)));
    const has = (stelle: string) =>
      event.Fortbildungspunkte.some((p) => p.Vergabestelle === stelle) ? "ja" : "nein";
    await expect(cells.nth(4)).toHaveText(new RegExp(has("ICW")));
    await expect(cells.nth(5)).toHaveText(new RegExp(has("DGfW")));
  }
  // Focus: the listed events marked Fokusiere, each linking to its page.
  const focus = page.getByRole("region", { name: "Kongresse / Fortbildungen im Fokus" });
  const focused = village.filter((e) => e.Fokusiere);
  expect(focused.length).toBe(FOCUSED.size);
  await expect(focus.getByRole("listitem")).toHaveCount(focused.length);
  for (const e of focused)
    await expect(focus.locator(`a[href="/veranstaltungen/${e.id}"]`)).toContainText(e.Veranstaltungsname);
});

test("clicking a row opens the event's detail page", async ({ page }) => {
  await page.goto(villageList);
  const first = byDefault()[0]!;
  await resultTable(page, CAPTION).locator("tbody tr").first().locator("td").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/veranstaltungen/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.Veranstaltungsname })).toBeVisible();
});
