// /veranstaltungen in the browser: filters write the URL without a full page load, the back button
// undoes them, a shared URL reproduces the rows; sorting and paging of the table.
import { expect, test } from "@playwright/test";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  berlinDay,
  cmsEvents,
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

let events: CmsEvent[];

test.beforeAll(async () => {
  events = await cmsEvents();
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/**
 * Events in the table's default order: running and upcoming ones soonest first, then past ones
 * latest first, then those without a start.
 */
const byDefault = () => {
  const now = Date.now();
  const start = (e: (typeof events)[number]) => Date.parse(e.Startzeit ?? "");
  const end = (e: (typeof events)[number]) => (e.Endzeit ? Date.parse(e.Endzeit) : start(e));
  const dated = events.filter((e) => e.Startzeit);
  return [
    ...dated.filter((e) => end(e) >= now).sort((a, b) => start(a) - start(b)),
    ...dated.filter((e) => end(e) < now).sort((a, b) => start(b) - start(a)),
    ...events.filter((e) => !e.Startzeit),
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
  await page.goto("/veranstaltungen");
  const table = resultTable(page, CAPTION);
  await expect.poll(() => shownTotal(page)).toBe(events.length);
  await markDocument(page);

  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  await expect(form).toBeInViewport();

  // A checkbox filter (any-of list).
  const thema = events.flatMap((e) => e.Themengebiete ?? [])[0]!;
  // The option's name carries the count of results it would give: 'Dekubitus (12)'.
  const topic = form.getByRole("group", { name: "Themengebiete" }).getByLabel(withCount(thema));
  await topic.check();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("thema").includes(thema));
  const withTopic = events.filter((e) => anyOf(e.Themengebiete, [thema]));
  await expect.poll(() => shownTotal(page)).toBe(withTopic.length);

  // A select (online no) on top: AND.
  await form.getByLabel("Online-Veranstaltung").selectOption({ label: "Nur vor Ort" });
  await expect(page).toHaveURL(/online=nein/);
  const onSite = withTopic.filter((e) => e.isonlineveranstaltung !== true);
  await expect.poll(() => shownTotal(page)).toBe(onSite.length);
  await expect(form.getByLabel("Online-Veranstaltung")).toHaveValue("nein");

  // A text filter (debounced).
  const name = onSite[0]!.Veranstaltungsname;
  await form.getByLabel("Name der Veranstaltung oder des Veranstalters").fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === name);
  const named = onSite.filter(
    (e) =>
      e.Veranstaltungsname.toLocaleLowerCase("de").includes(name.toLocaleLowerCase("de")) ||
      (e.Veranstaltername ?? "").toLocaleLowerCase("de").includes(name.toLocaleLowerCase("de")),
  );
  await expectTableEntries(
    page,
    table,
    named.map((e) => e.Veranstaltungsname),
    5,
  );
  await expectSameDocument(page);

  // The shared URL in a fresh browser context shows the same rows.
  const shared = page.url();
  const namesHere = await tableNames(table);
  const other = await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" });
  await acknowledgeWelcomeDialogs(other);
  const otherPage = await other.newPage();
  await otherPage.goto(shared);
  await expect.poll(() => shownTotal(otherPage)).toBe(named.length);
  expect(await tableNames(resultTable(otherPage, CAPTION))).toEqual(namesHere);
  await expect(otherPage.getByLabel("Name der Veranstaltung oder des Veranstalters")).toHaveValue(name);
  await other.close();

  // Back undoes one filter at a time, still without a full load.
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("q") && url.searchParams.get("online") === "nein",
  );
  await expect.poll(() => shownTotal(page)).toBe(onSite.length);
  await expect(page.getByLabel("Name der Veranstaltung oder des Veranstalters")).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has("online") && url.searchParams.has("thema"));
  await expect.poll(() => shownTotal(page)).toBe(withTopic.length);
  await expectSameDocument(page);

  // The reset clears every filter.
  await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/veranstaltungen" && url.search === "");
  await expect.poll(() => shownTotal(page)).toBe(events.length);
  await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toHaveCount(0);
  await expect(topic).not.toBeChecked();
  await expectSameDocument(page);
});

test("two filters changed before the first result arrives are both kept", async ({ page }) => {
  await page.goto("/veranstaltungen");
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
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
  await form.getByLabel("Online-Veranstaltung").selectOption({ label: "Nur vor Ort" });
  await expect(first!).toBeChecked();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.getAll("gebuehr").join() === "unter50,ueber150" &&
      url.searchParams.get("online") === "nein",
    { timeout: 15_000 },
  );
  const expected = events.filter(
    (e) => anyOf(e.Teilnehmergebuehr, ["bis50", "ueber150"]) && e.isonlineveranstaltung !== true,
  );
  await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(expected.length);
  await expect(first!).toBeChecked();
  await expect(second!).toBeChecked();
});

test("the place field is geocoded after typing stops and filters by radius", async ({ page }) => {
  await page.goto("/veranstaltungen");
  await markDocument(page);
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  await expect(form.getByLabel("Umkreis in km")).toHaveValue("100");
  await form.getByLabel("Umkreis in km").fill("250");
  await expect(page).toHaveURL(/umkreis=250/);
  await form.getByLabel("Ort oder PLZ").pressSequentially("Hamburg", { delay: 30 });
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("ort") === "Hamburg" && url.searchParams.get("umkreis") === "250",
  );
  const origin = gazetteerPlace("Hamburg");
  const near = events.filter((e) => e.Veranstaltungsort && distanceKm(origin, e.Veranstaltungsort) <= 250);
  expect(near.length).toBeGreaterThan(0);
  await expectTableEntries(
    page,
    resultTable(page, CAPTION),
    near.map((e) => e.Veranstaltungsname),
    5,
  );
  const viaUi = await tableNames(resultTable(page, CAPTION));
  await expectSameDocument(page);
  // The same rows as the URL opened directly.
  await page.goto("/veranstaltungen?ort=Hamburg&umkreis=250");
  expect(await tableNames(resultTable(page, CAPTION))).toEqual(viaUi);
});

test("sorting: a column header sorts, a second click reverses; default shows upcoming events first", async ({
  page,
}) => {
  await page.goto("/veranstaltungen");
  const table = resultTable(page, CAPTION);
  // Default: upcoming first (no single column is the sort key).
  await expect(table.getByRole("columnheader", { name: /Datum/ })).not.toHaveAttribute("aria-sort");
  expect(await tableNames(table)).toEqual(
    byDefault()
      .slice(0, 5)
      .map((e) => e.Veranstaltungsname),
  );
  await markDocument(page);

  const byName = events.map((e) => e.Veranstaltungsname).sort(germanCompare);
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
  const sums = events
    .filter((e) => e.Fortbildungspunkte.length)
    .map((e) => e.Fortbildungspunkte.reduce((s, p) => s + p.Punkte, 0))
    .sort((a, b) => a - b);
  await expect
    .poll(async () => (await table.locator("tbody tr td:nth-child(4)").allTextContents()).map(Number))
    .toEqual(sums.slice(0, 5));
  await expectSameDocument(page);
});

test("paging: 5 per page at first, next/previous, page sizes 20 and 50", async ({ page }) => {
  await page.goto("/veranstaltungen");
  const table = resultTable(page, CAPTION);
  const expected = byDefault().map((e) => e.Veranstaltungsname);
  const pageSize = page.getByLabel("Einträge pro Seite");
  await expect(pageSize).toHaveValue("5");
  expect(await pageSize.locator("option").allTextContents()).toEqual(["5", "20", "50"]);
  await expect(table.locator("tbody tr")).toHaveCount(5);
  await expect(
    page.getByText(`${events.length} Einträge · Seite 1 von ${Math.ceil(events.length / 5)}`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Zurück", exact: true })).toBeDisabled();
  await markDocument(page);

  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(5, 10));
  await expect(page.getByText(`Seite 2 von ${Math.ceil(events.length / 5)}`)).toBeVisible();
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
  await pageSize.selectOption("50");
  await expect.poll(() => tableNames(table)).toEqual(expected.slice(0, 50));
  await expect(page.getByText(`Seite 1 von ${Math.ceil(events.length / 50)}`)).toBeVisible();

  // The last page: 'Weiter' is disabled.
  const last = Math.ceil(events.length / 50);
  await page.goto(`/veranstaltungen?size=50&page=${last}`);
  await expect(page.getByRole("button", { name: "Weiter", exact: true })).toBeDisabled();
  expect(await tableNames(table)).toEqual(expected.slice((last - 1) * 50, last * 50));
});

test("table cells: date dd.mm.yy (Berlin), R-Punkte summed, ICW and DGfw ticks; the focus carousel", async ({
  page,
}) => {
  await page.goto("/veranstaltungen?size=20");
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
  // Focus: the published events marked Fokusiere, each linking to its page.
  const focus = page.getByRole("region", { name: "Kongresse / Fortbildungen im Fokus" });
  const focused = events.filter((e) => e.Fokusiere);
  expect(focused.length).toBeGreaterThan(0);
  expect(focused.length).toBeLessThanOrEqual(24); // the demo set fits into one carousel (FOCUS_LIMIT)
  await expect(focus.getByRole("listitem")).toHaveCount(focused.length);
  for (const e of focused)
    await expect(focus.locator(`a[href="/veranstaltungen/${e.id}"]`)).toContainText(e.Veranstaltungsname);
});

test("clicking a row opens the event's detail page", async ({ page }) => {
  await page.goto("/veranstaltungen");
  const first = byDefault()[0]!;
  await resultTable(page, CAPTION).locator("tbody tr").first().locator("td").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/veranstaltungen/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.Veranstaltungsname })).toBeVisible();
});
