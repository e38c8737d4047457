// Events a search spec places for itself (through the fixtures' accounts, removed with them), read
// back from the CMS as the expectations' oracle, and what confines a list page to them: a token in
// every name (own-listings.ts's runToken) or a remote village of the gazetteer.
import { expect, type Page } from "@playwright/test";
import type { Accounts, FixtureAccount } from "./fixtures";
import { cmsPublished, distanceKm, gazetteer, gazetteerPlace, shownTotal, type CmsEvent } from "./search";

const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

/** A Veranstalter whose plan places any number of events and may put them in focus. */
export const eventOrganiser = (accounts: Accounts): Promise<FixtureAccount> =>
  accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium", prefix: "suche" });

/** A day `days` from now at `hour` o'clock UTC, as the CMS stores instants. */
export const daysFromNow = (days: number, hour = 9) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

const EVENT_READ = [
  "populate[Fortbildungspunkte]=true",
  ...["Titel", "Vorname", "Name", "Published"].map((f, i) => `populate[referents][fields][${i}]=${f}`),
  ...["Herstellername", "Published"].map((f, i) => `populate[herstellers][fields][${i}]=${f}`),
].join("&");

/**
 * Places the events (each published, owned by `organiser`) one after the other and reads them back
 * from the CMS's public API in the order given: what the portal must show of them.
 */
export async function placeEvents(
  accounts: Accounts,
  organiser: FixtureAccount,
  drafts: readonly Record<string, unknown>[],
): Promise<CmsEvent[]> {
  const ids: number[] = [];
  for (const fields of drafts) ids.push((await accounts.listingOf(organiser, fields)).id);
  const read = await cmsPublished<CmsEvent>(
    "veranstaltungs",
    `${ids.map((id, i) => `filters[id][$in][${i}]=${id}`).join("&")}&${EVENT_READ}`,
  );
  expect(read.map((e) => e.id).sort(), "alle eigenen Veranstaltungen veröffentlicht").toEqual(
    [...ids].sort(),
  );
  return ids.map((id) => read.find((e) => e.id === id)!);
}

/** The published events whose names contain the token, read as `placeEvents` reads them. */
export const ownEvents = (token: string) =>
  cmsPublished<CmsEvent>(
    "veranstaltungs",
    `filters[Veranstaltungsname][$contains]=${encodeURIComponent(token)}&${EVENT_READ}`,
  );

/** How many published entries the CMS holds of a collection right now. */
export async function cmsPublishedTotal(collection: string): Promise<number> {
  const response = await fetch(
    `${CMS_URL}/api/${collection}?pagination[pageSize]=1&filters[Published][$eq]=true`,
  );
  if (!response.ok) throw new Error(`${collection}: HTTP ${response.status}`);
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

/**
 * Opens `path` (a list without filters) until its count of entries is the CMS's published total of
 * `collection` at a moment the collection held still: the same before and after the page was
 * rendered (other tests add and remove listings all the while).
 */
export async function expectWholeCollection(page: Page, path: string, collection: string) {
  await expect(async () => {
    const before = await cmsPublishedTotal(collection);
    await page.goto(path);
    const shown = await shownTotal(page);
    expect(await cmsPublishedTotal(collection)).toBe(before);
    expect(shown).toBe(before);
  }).toPass({ timeout: 60_000 });
}

/**
 * A village of the offline gazetteer, picked at random, whose one-word name no other place bears
 * and which lies at least 25 km from the 300 largest places and 300 km from Hamburg: listings put
 * there, searched with a radius of 1 km, are the spec's own (no demo or other test places any).
 */
export function remoteVillage(): { name: string; at: [number, number] } {
  const { places, aliases } = gazetteer();
  // Folded as loosely as the geocoder may read a name: a village whose name begins any other
  // name ("Halle" of "Halle (Saale)") could be read as that place.
  const plain = (name: string) =>
    name.toLocaleLowerCase("de").normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss");
  const firstWords = new Map<string, number>();
  for (const name of [...places.map((p) => p[0]), ...aliases.map((a) => a[0])]) {
    const first = plain(name).split(/[^a-z]+/)[0] ?? "";
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  const large = places.slice(0, 300).map((p): [number, number] => [p[1], p[2]]);
  const hamburg = gazetteerPlace("Hamburg");
  const candidates = places.filter(
    ([name, lat, lon, approximate]) =>
      !approximate &&
      /^[A-Z][a-z]{5,}$/.test(name) &&
      firstWords.get(plain(name)) === 1 &&
      distanceKm(hamburg, [lat, lon]) > 300 &&
      large.every((p) => distanceKm(p, [lat, lon]) > 25),
  );
  expect(candidates.length).toBeGreaterThan(20);
  const [name, lat, lon] = candidates[Math.floor(Math.random() * candidates.length)]!;
  return { name, at: [lat, lon] };
}
