// Detail pages of events, speakers and care partners; unknown ids answer 404; the calendar files.
// The pages shown are of listings this file places (a token in their names confines the lists).
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { ownEvents } from "./support/own-events";
import { classicAccounts, runToken, waitUntilListed } from "./support/own-listings";
import {
  anyOf,
  cmsPublished,
  speakerName,
  type CmsCarePartner,
  type CmsEvent,
  type CmsSpeaker,
} from "./support/search";

const TOKEN = runToken();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let events: CmsEvent[];
let speakers: CmsSpeaker[];
let partner: CmsCarePartner | undefined;

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const [organiser, lecturerA, lecturerB, maker, carer] = await classicAccounts(
    workerAccounts,
    ["Veranstalter", "Referent", "Referent", "Hersteller", "Versorgungspartner"],
    "detail",
  );
  const [speakerA, speakerB, manufacturer] = await Promise.all([
    workerAccounts.listingOf(lecturerA, { Titel: "Dr.", Vorname: "Anna", Name: `Wund${TOKEN}` }),
    workerAccounts.listingOf(lecturerB, { Vorname: "Bernd", Name: `Wund${TOKEN}` }),
    workerAccounts.listingOf(maker, { Herstellername: `Verbandwerk ${TOKEN}` }),
  ]);
  await workerAccounts.listingOf(carer, {
    Name: `Wundzentrum ${TOKEN}`,
    Kategorie: "Wundzentrum",
    Aufgabengebiete: ["Wundversorgung", "Stomaversorgung"],
  });
  // Three events of the Classic plan's three: one with speakers, a manufacturer and points; the
  // feed's filter (a topic, on-site) keeps one of the other two and drops the other.
  await workerAccounts.listingOf(organiser, {
    Veranstaltungsname: `Fachtag Wundheilung, Kompression; ${TOKEN}`,
    Startzeit: inDays(40),
    Endzeit: inDays(41),
    Stadt: "Kassel",
    Themengebiete: ["Dekubitus", "Hygiene"],
    referents: [speakerA.id, speakerB.id],
    herstellers: [manufacturer.id],
    Fortbildungspunkte: [
      { Vergabestelle: "ICW", Punkte: 4 },
      { Vergabestelle: "DGfW", Punkte: 2 },
    ],
  });
  await workerAccounts.listingOf(organiser, {
    Veranstaltungsname: `Webinar Dekubitus ${TOKEN}`,
    Startzeit: inDays(45),
    isonlineveranstaltung: true,
    Themengebiete: ["Dekubitus"],
  });
  await workerAccounts.listingOf(organiser, {
    Veranstaltungsname: `Hygienetag ${TOKEN}`,
    Startzeit: inDays(50),
    Stadt: "Fulda",
    Themengebiete: ["Hygiene"],
  });
  const own = `filters[Name][$contains]=${TOKEN}`;
  [events, speakers, [partner]] = await Promise.all([
    ownEvents(TOKEN),
    cmsPublished<CmsSpeaker>("referents", own),
    cmsPublished<CmsCarePartner>("versorgungspartners", own),
  ]);
  expect(events).toHaveLength(3);
  expect(speakers).toHaveLength(2);
  await waitUntilListed(
    `/veranstaltungen?q=${TOKEN}&size=50`,
    events.map((e) => e.Veranstaltungsname),
  );
  await waitUntilListed(`/referenten?q=${TOKEN}&size=50`, speakers.map(speakerName));
  await waitUntilListed(`/versorgungspartner?q=${TOKEN}`, [partner!.Name]);
});

test("event detail: speakers and manufacturers link to their pages, the info box, the .ics download", async ({
  page,
  request,
}) => {
  const event = events.find((e) => e.referents.length > 0 && e.herstellers.length > 0);
  expect(event, "an event with speakers and manufacturers").toBeTruthy();
  await page.goto(`/veranstaltungen/${event!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event!.Veranstaltungsname);

  const speakers = page.getByRole("region", { name: "Referenten" });
  for (const r of event!.referents) {
    await expect(speakers.getByRole("link", { name: speakerName(r) })).toHaveAttribute(
      "href",
      `/referenten/${r.id}`,
    );
  }
  const makers = page.getByRole("region", { name: "Hersteller" });
  for (const h of event!.herstellers) {
    await expect(makers.getByRole("link", { name: h.Herstellername })).toHaveAttribute(
      "href",
      `/hersteller/${h.id}`,
    );
  }
  const info = page.getByRole("region", { name: "Alle Informationen auf einen Blick" });
  await expect(info).toBeVisible();
  await expect(info.getByText("Termin", { exact: true })).toBeVisible();
  for (const p of event!.Fortbildungspunkte)
    await expect(info).toContainText(`${p.Vergabestelle}: ${p.Punkte}`);
  await expectNoAxeViolations(page);

  // The calendar file of this event.
  const link = page.getByRole("link", { name: /In Kalender übernehmen/ });
  const href = await link.getAttribute("href");
  expect(href).toBe(`/veranstaltungen/${event!.id}/kalender.ics`);
  const ics = await request.get(href!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  const body = await ics.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR/);
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(unfold(body)).toContain(icsText(event!.Veranstaltungsname));

  // A speaker link leads to the speaker's page.
  const first = event!.referents[0]!;
  await speakers.getByRole("link", { name: speakerName(first) }).click();
  await expect(page).toHaveURL(new RegExp(`/referenten/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(speakerName(first));
});

/** iCalendar folds long lines (CRLF + space) and escapes , ; \ in text. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");
const icsText = (text: string) => text.replace(/\\/g, "\\\\").replace(/([,;])/g, "\\$1");

test("the feed link of a filtered list returns only the filtered events", async ({ page, request }) => {
  const thema = "Dekubitus";
  await page.goto(`/veranstaltungen?q=${TOKEN}&thema=${encodeURIComponent(thema)}&online=nein&page=2`);
  const href = await page.getByRole("link", { name: /als Kalender abonnieren/ }).getAttribute("href");
  const url = new URL(href!, "http://x");
  expect(url.pathname).toBe("/veranstaltungen/kalender.ics");
  expect(url.searchParams.get("thema")).toBe(thema);
  expect(url.searchParams.get("online")).toBe("nein");
  expect(url.searchParams.get("q")).toBe(TOKEN);
  expect(url.searchParams.has("page")).toBe(false);
  const feed = await request.get(href!);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const body = unfold(await feed.text());
  const expected = events.filter((e) => anyOf(e.Themengebiete, [thema]) && e.isonlineveranstaltung !== true);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(events.length);
  expect(body.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(expected.length);
  const summaries = [...body.matchAll(/^SUMMARY[^:]*:(.*)$/gm)].map((m) => m[1]!.trim()).sort();
  expect(summaries).toEqual(expected.map((e) => icsText(e.Veranstaltungsname)).sort());
});

test("speaker and care partner detail pages pass axe and show their main blocks", async ({ page }) => {
  const speaker = speakers.find((s) => s.Titel) ?? speakers[0]!;
  await page.goto(`/referenten/${speaker.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(speakerName(speaker));
  await expect(page.getByRole("region", { name: "Alle Informationen auf einen Blick" })).toBeVisible();
  await expectNoAxeViolations(page);

  expect(partner?.Aufgabengebiete?.length).toBeGreaterThan(0);
  if (!partner) return;
  await page.goto(`/versorgungspartner/${partner.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.Name);
  const info = page.getByRole("region", { name: "Alle Informationen auf einen Blick" });
  await expect(info).toContainText(partner.Kategorie);
  for (const a of partner.Aufgabengebiete ?? []) await expect(info).toContainText(a);
  await expectNoAxeViolations(page);
});

test.describe("unknown ids answer 404", () => {
  for (const [base, message] of [
    ["/veranstaltungen", "Veranstaltung nicht gefunden"],
    ["/referenten", "Referent nicht gefunden"],
    ["/versorgungspartner", "Referent nicht gefunden"],
  ] as const) {
    test(`${base}/{unknown}: '${message}'`, async ({ page }) => {
      for (const id of ["999999", "keine-zahl"]) {
        const response = await page.goto(`${base}/${id}`);
        expect(response?.status(), `${base}/${id}`).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(message);
      }
      await expectNoAxeViolations(page);
      // The calendar file of an unknown event is a 404 too.
      if (base === "/veranstaltungen")
        expect((await page.request.get("/veranstaltungen/999999/kalender.ics")).status()).toBe(404);
    });
  }
});
