// The calendar files as a calendar app reads them (ical.js): an event's .ics and the list's feed name
// the times the event's page shows, for a summer (CEST) and a winter (CET) date; the feed leaves out
// what ended more than 30 days ago, lists coming events first and answers a repeated read with 304;
// the list offers the feed as a webcal:// subscription. The spec places its own events (a token in
// their names confines the feed and the list to them).
import ICAL from "ical.js";
import type { APIResponse, Page } from "@playwright/test";
import { berlinWallClock } from "../../lib/ics.testing";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { daysFromNow, eventOrganiser, placeEvents } from "./support/own-events";
import { runToken, waitUntilListed } from "./support/own-listings";
import { acknowledgeWelcomeDialogs, type CmsEvent } from "./support/search";

const TOKEN = runToken();
const YEAR = new Date().getUTCFullYear() + 1;

let summer: CmsEvent;
let winter: CmsEvent;
let past: CmsEvent;

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(120_000);
  const organiser = await eventOrganiser(workerAccounts);
  [summer, winter, past] = (await placeEvents(workerAccounts, organiser, [
    {
      Veranstaltungsname: `Sommerkongress ${TOKEN}`,
      Startzeit: `${YEAR}-07-12T11:00:00.000Z`,
      Endzeit: `${YEAR}-07-12T13:30:00.000Z`,
      Stadt: "Kassel",
    },
    {
      Veranstaltungsname: `Winterseminar ${TOKEN}`,
      Startzeit: `${YEAR}-01-15T08:00:00.000Z`,
      Endzeit: `${YEAR}-01-15T15:00:00.000Z`,
      Stadt: "Fulda",
    },
    {
      Veranstaltungsname: `Rückblick ${TOKEN}`,
      Startzeit: daysFromNow(-60),
      Endzeit: daysFromNow(-60, 17),
      Stadt: "Ulm",
    },
  ])) as [CmsEvent, CmsEvent, CmsEvent];
  await waitUntilListed(
    `/veranstaltungen?q=${TOKEN}&size=50`,
    [summer, winter, past].map((e) => e.Veranstaltungsname),
  );
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The events of an .ics file, as ical.js reads it, after checking its lines end in CRLF. */
async function readIcs(response: APIResponse): Promise<ICAL.Component[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  const body = await response.text();
  expect(body.endsWith("END:VCALENDAR\r\n"), "the last line ends in CRLF").toBe(true);
  expect(body.replace(/\r\n/g, ""), "every line ends in CRLF").not.toMatch(/[\r\n]/);
  return new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent");
}

/** A date-time of the file as an instant: UTC, never a floating time each calendar reads its own way. */
function instant(vevent: ICAL.Component, property: "dtstart" | "dtend" | "dtstamp"): string {
  const time = vevent.getFirstPropertyValue(property) as ICAL.Time;
  expect(time.zone, `${property} in UTC`).toBe(ICAL.Timezone.utcTimezone);
  return time.toJSDate().toISOString();
}

/** What a calendar in Germany shows of an event of the file: 'start – end'. */
const shownByCalendar = (vevent: ICAL.Component) =>
  `${berlinWallClock(instant(vevent, "dtstart"))} – ${berlinWallClock(instant(vevent, "dtend"))}`;

/** The event's page: its 'Termin' as shown, and its calendar file. */
async function openEvent(page: Page, event: CmsEvent) {
  await page.goto(`/veranstaltungen/${event.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.Veranstaltungsname);
  const info = page.getByRole("region", { name: "Alle Informationen auf einen Blick" });
  const termin = info.locator("dt", { hasText: /^Termin$/ }).locator("xpath=following-sibling::dd[1]");
  return {
    shown: (await termin.textContent())!.trim(),
    icsHref: (await page.getByRole("link", { name: /In Kalender übernehmen/ }).getAttribute("href"))!,
  };
}

const feedOf = (page: Page, headers?: Record<string, string>) =>
  page.request.get(`/veranstaltungen/kalender.ics?q=${TOKEN}`, { headers });

test("an event's .ics and the feed show the times of the event's page, in summer and in winter", async ({
  page,
}) => {
  const feed = await readIcs(await feedOf(page));
  for (const [event, expected] of [
    [summer, `12.07.${YEAR % 100} 13:00 – 12.07.${YEAR % 100} 15:30`],
    [winter, `15.01.${YEAR % 100} 09:00 – 15.01.${YEAR % 100} 16:00`],
  ] as const) {
    const { shown, icsHref } = await openEvent(page, event);
    expect(shown).toBe(expected);
    await expectNoAxeViolations(page);

    const [single, ...more] = await readIcs(await page.request.get(icsHref));
    expect(more).toHaveLength(0);
    expect([instant(single!, "dtstart"), instant(single!, "dtend")]).toEqual([
      event.Startzeit,
      event.Endzeit,
    ]);
    expect(shownByCalendar(single!)).toBe(shown);
    instant(single!, "dtstamp");

    const inFeed = feed.find((v) => v.getFirstPropertyValue("summary") === event.Veranstaltungsname);
    expect(inFeed, `${event.Veranstaltungsname} im Feed`).toBeTruthy();
    expect(shownByCalendar(inFeed!)).toBe(shown);
    instant(inFeed!, "dtstamp");
  }
});

test("the feed: coming events first, nothing ended over 30 days ago, a refresh interval, 304 when unchanged", async ({
  page,
}) => {
  const response = await feedOf(page);
  const body = await response.text();
  const feed = await readIcs(response);
  expect(feed.map((v) => v.getFirstPropertyValue("summary"))).toEqual([
    winter.Veranstaltungsname,
    summer.Veranstaltungsname,
  ]);
  expect(body).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
  expect(body).toContain("\r\nX-PUBLISHED-TTL:PT1H\r\n");
  expect(response.headers()["cache-control"]).toContain("max-age=3600");

  const etag = response.headers()["etag"];
  const lastModified = response.headers()["last-modified"];
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  expect(lastModified).toBeTruthy();
  const again = await feedOf(page, { "If-None-Match": etag! });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  expect((await again.body()).length).toBe(0);
  expect((await feedOf(page, { "If-Modified-Since": lastModified! })).status()).toBe(304);
  // Another filter is another file: its tag does not match.
  const other = await page.request.get(`/veranstaltungen/kalender.ics?q=${TOKEN}&online=ja`, {
    headers: { "If-None-Match": etag! },
  });
  expect(other.status()).toBe(200);
});

test("the list offers the filtered feed as a webcal:// subscription beside the download", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/veranstaltungen?q=${TOKEN}&online=nein&page=1`);
  const download = await page
    .getByRole("link", { name: "Diese Auswahl als Kalender abonnieren (.ics)" })
    .getAttribute("href");
  const webcal = await page
    .getByRole("link", { name: "In Kalender-App abonnieren (webcal)" })
    .getAttribute("href");
  expect(webcal).toMatch(/^webcal:\/\//);
  const subscribed = new URL(webcal!.replace(/^webcal:/, "http:"));
  expect(subscribed.host).toBe(new URL(baseURL!).host);
  expect(`${subscribed.pathname}${subscribed.search}`).toBe(download);
  expect(subscribed.searchParams.get("q")).toBe(TOKEN);
  expect(subscribed.searchParams.get("online")).toBe("nein");
  // The address a calendar app subscribes to is the feed of this selection.
  const feed = await readIcs(await page.request.get(`${subscribed.pathname}${subscribed.search}`));
  expect(feed.map((v) => v.getFirstPropertyValue("summary"))).toEqual([
    winter.Veranstaltungsname,
    summer.Veranstaltungsname,
  ]);
  await expectNoAxeViolations(page);
});
