// Helpers for the end-to-end tests of the public search pages (/veranstaltungen, /referenten,
// /versorgungspartner): the CMS data the expectations are computed from, and reading the table.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { GazetteerFile } from "../../../server/geo/gazetteer";

const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

// ---------------------------------------------------------------------------------------------
// CMS data, read straight from Strapi's REST API (never from the web app under test)

export interface CmsEvent {
  id: number;
  Veranstaltungsname: string;
  Veranstaltername: string | null;
  Startzeit: string | null;
  Endzeit: string | null;
  Stadt: string | null;
  Veranstaltungsort: [number, number] | null;
  isonlineveranstaltung: boolean | null;
  Teilnehmergebuehr: string | null;
  ErwarteteTeilnehmerzahl: string | null;
  Themengebiete: string[] | null;
  FortbildungsinhalteWundexperteICW: string[] | null;
  FortbildungsinhalteFachtherapeutWundeICW: string[] | null;
  FortbildungsinhalteAerztlicherWundexperteICW: string[] | null;
  FortbildungsinhaltePflegetherapeutWundeICW: string[] | null;
  Fortbildungspunkte: { Vergabestelle: string; Punkte: number }[];
  Published: boolean;
  Fokusiere: boolean;
  referents: { id: number; Titel: string | null; Vorname: string; Name: string; Published: boolean }[];
  herstellers: { id: number; Herstellername: string; Published: boolean }[];
}

export interface CmsSpeaker {
  id: number;
  Titel: string | null;
  Vorname: string;
  Name: string;
  Stadt: string | null;
  Einsatzgebiet: string | null;
  Einsatzort: [number, number] | null;
  Seminartyp: string[] | null;
  Grundqualifikation: string[] | null;
  Zusatzqualifikation: string[] | null;
  Published: boolean;
  // Only with the read token:
  Bio?: string | null;
  Email?: string | null;
  Kontakt?: string | null;
  HonorarvorstellungProUnterrichtseinheit?: string | null;
  HonorarvorstellungPauschaleHalberTag?: string | null;
  HonorarvorstellungPauschaleGanzerTag?: string | null;
  Terminverfuegbarkeit?: string[] | null;
}

export interface CmsCarePartner {
  id: number;
  Name: string;
  Kategorie: string;
  Stadt: string;
  Bundesland: string;
  Standort: [number, number] | null;
  Aufgabengebiete: string[] | null;
  Barrierefreiheit: boolean | null;
  Bettenanzahl: number | null;
  Published: boolean;
}

/** Every published entry of a collection (one page of up to 1000, as the web app reads them). */
export async function cmsPublished<T extends { Published: boolean }>(
  collection: string,
  query = "",
  token?: string,
): Promise<T[]> {
  const url = `${CMS_URL}/api/${collection}?pagination[pageSize]=1000&filters[Published][$eq]=true${query ? `&${query}` : ""}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${collection}: HTTP ${response.status}`);
  const body = (await response.json()) as { data: T[]; meta: { pagination: { total: number } } };
  expect(body.data.length, `${collection}: alle Einträge in einer Seite`).toBe(body.meta.pagination.total);
  return body.data.filter((item) => item.Published === true);
}

export const speakerName = (s: Pick<CmsSpeaker, "Titel" | "Vorname" | "Name">) =>
  [s.Titel, s.Vorname, s.Name].filter(Boolean).join(" ");

// ---------------------------------------------------------------------------------------------
// Simple reference rules the expectations are computed with

/** Case-insensitive substring match. */
export const containsText = (text: string | null | undefined, needle: string) =>
  Boolean(text) && text!.toLocaleLowerCase("de").includes(needle.toLocaleLowerCase("de"));

/** Any of the chosen values is among the item's values. */
export const anyOf = (values: readonly string[] | string | null | undefined, chosen: readonly string[]) =>
  (Array.isArray(values) ? values : values ? [values] : []).some((v) => chosen.includes(v));

/** The instant a YYYY-MM-DD day begins in Berlin (CET or CEST, whichever holds at that midnight). */
export function berlinMidnight(ymd: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    hourCycle: "h23",
  });
  for (const offset of ["+01:00", "+02:00"]) {
    const ms = Date.parse(`${ymd}T00:00:00${offset}`);
    if (hour.format(ms) === "00") return ms;
  }
  throw new Error(`Keine Berliner Mitternacht für ${ymd}`);
}

/** The Berlin calendar day (YYYY-MM-DD) of an instant. */
export const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date(iso));

/** Great-circle distance in km with the specification's earth radius of 6371000 m. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return (2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(h)))) / 1000;
}

let gazetteerFile: GazetteerFile | undefined;

/** The offline gazetteer shipped with the web app, read once. */
export function gazetteer(): GazetteerFile {
  gazetteerFile ??= JSON.parse(
    readFileSync(join(process.cwd(), "server", "geo", "gazetteer.de.json"), "utf8"),
  ) as GazetteerFile;
  return gazetteerFile;
}

/** Coordinates of a place as the offline gazetteer shipped with the web app has them (largest of that name). */
export function gazetteerPlace(name: string): [number, number] {
  const row = gazetteer().places.find((p) => p[0] === name);
  if (!row) throw new Error(`${name} fehlt im Ortsverzeichnis`);
  return [row[1], row[2]];
}

/** German collation, as the tables sort text. */
export const germanCompare = new Intl.Collator("de").compare;

// ---------------------------------------------------------------------------------------------
// The page

/** The welcome dialog would cover the page after 4 s; tests that are not about it start with it acknowledged. */
export async function acknowledgeWelcomeDialogs(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    for (const key of [
      "willkommen-veranstaltungen",
      "willkommen-referenten",
      "willkommen-versorgungspartner",
      "willkommen-produkte",
    ])
      window.localStorage.setItem(key, "gesehen");
  });
}

/** The result table of a list page (by its caption). */
export const resultTable = (page: Page, caption: string | RegExp) =>
  page.getByRole("table", { name: caption });

/** The names (linked second column) of the rows on the current page of the table. */
export async function tableNames(table: Locator): Promise<string[]> {
  return (await table.locator("tbody tr td:nth-child(2) a").allTextContents()).map((t) => t.trim());
}

/** The 'N Einträge' count below the table. */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ Eintr(ag|äge) · Seite \d+ von \d+$/).textContent();
  return Number(/^(\d+)/.exec(text ?? "")?.[1] ?? NaN);
}

const sorted = (names: readonly string[]) => [...names].sort(germanCompare);

/**
 * The table shows exactly the expected entries: the count 'N Einträge', and (when the page size
 * holds them all) the same names on the page.
 */
export async function expectTableEntries(
  page: Page,
  table: Locator,
  expected: readonly string[],
  pageSize: number,
) {
  await expect.poll(() => shownTotal(page), { message: "Zahl der Einträge" }).toBe(expected.length);
  if (expected.length <= pageSize) {
    await expect
      .poll(async () => sorted(await tableNames(table)), { message: "Namen der Einträge" })
      .toEqual(sorted(expected));
  } else {
    await expect.poll(async () => (await tableNames(table)).length).toBe(pageSize);
    const names = await tableNames(table);
    for (const name of names) expect(expected).toContain(name);
  }
}

/** Marks the document; a full page load loses the mark, a client-side navigation keeps it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
}
