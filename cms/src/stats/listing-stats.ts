// Views of a listing's public detail page and contact requests to it, per listing and day (Berlin
// time). Rows are written below the document service: no webhook to the web app, no middlewares,
// and an atomic increment on the row so concurrent flushes and contact requests add up.
import type { Core } from "@strapi/strapi";
import { isListingUid, LISTING_KINDS } from "../listings/ownership";
import type { ListingKind, ListingUid } from "../listings/ownership";
import { underLock } from "../utils/db-lock";
import type { DocumentContext, DocumentNext } from "../utils/document-middleware";

export const STAT_UID = "api::listing-stat.listing-stat";

export type StatKind = Exclude<ListingKind, "Produkt">;

/** The four listing kinds a visitor can open and contact (products belong to their manufacturer). */
export const STAT_KINDS = Object.fromEntries(
  Object.entries(LISTING_KINDS)
    .filter(([, kind]) => kind !== "Produkt")
    .map(([uid, kind]) => [kind, uid]),
) as Record<StatKind, ListingUid>;

export const isStatKind = (value: unknown): value is StatKind =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(STAT_KINDS, value);

/** How many days 'Meine Inserate' shows. */
export const STATS_DAYS = 30;

const BERLIN_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });

/** The calendar day in Berlin, as YYYY-MM-DD. */
export const berlinDay = (date: Date = new Date()): string => BERLIN_DAY.format(date);

/** The last `count` Berlin days, oldest first, ending today. */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const days: string[] = [];
  // Noon avoids skipping or repeating a day at a daylight-saving change.
  const noon = new Date(`${berlinDay(now)}T12:00:00Z`);
  for (let back = count - 1; back >= 0; back -= 1) {
    days.push(berlinDay(new Date(noon.getTime() - back * 86_400_000)));
  }
  return days;
}

export interface StatIncrement {
  kind: StatKind;
  listingId: number;
  day: string;
  views?: number;
  contacts?: number;
}

/**
 * Adds the counts to each listing's row of the day, creating the row when it is the first, and
 * answers how many increments it wrote. Only published listings are counted (a guessed id, a 404
 * page, leaves no row behind), checked under the lock that deleteFiguresWithListing also takes: a
 * count arriving after its listing was deleted writes nothing.
 */
export function addCounts(strapi: Core.Strapi, increments: StatIncrement[]): Promise<number> {
  // One writer at a time, across CMS instances too (utils/db-lock.ts): a new row is looked up and
  // created without a race between two flushes.
  return underLock(strapi, "listing-stats", async (trx) => {
    const meta = strapi.db.metadata.get(STAT_UID);
    const column = (name: string) => (meta.attributes[name] as { columnName?: string }).columnName ?? name;
    const published = new Map<StatKind, Set<number>>();
    for (const kind of new Set(increments.map((increment) => increment.kind))) {
      const ids = increments.filter((increment) => increment.kind === kind).map((i) => i.listingId);
      published.set(kind, await publishedIds(strapi, kind, [...new Set(ids)]));
    }
    let written = 0;
    for (const { kind, listingId, day, views = 0, contacts = 0 } of increments) {
      if (views <= 0 && contacts <= 0) continue;
      if (!published.get(kind)?.has(listingId)) continue;
      const where = { kind, listingId, day };
      const existing = await strapi.db.query(STAT_UID).findOne({ where, select: ["id"] });
      if (existing) {
        await strapi.db
          .connection(meta.tableName)
          .transacting(trx)
          .where({ id: existing.id })
          .increment({ [column("views")]: views, [column("contacts")]: contacts });
      } else {
        await strapi.db.query(STAT_UID).create({ data: { ...where, views, contacts } });
      }
      written += 1;
    }
    return written;
  });
}

/** Of these ids, the ones that name a published listing of the kind. */
async function publishedIds(strapi: Core.Strapi, kind: StatKind, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await strapi.db
    .query(STAT_KINDS[kind])
    .findMany({ where: { id: { $in: ids }, Published: true }, select: ["id"] });
  return new Set(found.map((row: { id: number }) => row.id));
}

export interface OwnStats {
  days: string[];
  listings: { kind: StatKind; id: number; views: number[]; contacts: number[] }[];
  totals: { views: number; contacts: number };
}

/** The figures of the last STATS_DAYS days for every listing the user created (and no other). */
export async function statsOfOwner(
  strapi: Core.Strapi,
  userId: number,
  now: Date = new Date(),
): Promise<OwnStats> {
  const days = lastDays(STATS_DAYS, now);
  const index = new Map(days.map((day, i) => [day, i]));
  const listings: OwnStats["listings"] = [];
  for (const [kind, uid] of Object.entries(STAT_KINDS) as [StatKind, string][]) {
    const own = await strapi.db.query(uid).findMany({ where: { createdby: { id: userId } }, select: ["id"] });
    if (own.length === 0) continue;
    const byId = new Map<number, OwnStats["listings"][number]>();
    for (const { id } of own as { id: number }[]) {
      const entry = { kind, id, views: days.map(() => 0), contacts: days.map(() => 0) };
      byId.set(id, entry);
      listings.push(entry);
    }
    const rows = await strapi.db.query(STAT_UID).findMany({
      where: { kind, listingId: { $in: [...byId.keys()] }, day: { $gte: days[0] } },
      select: ["listingId", "day", "views", "contacts"],
    });
    for (const row of rows as {
      listingId: number;
      day: string;
      views: number | null;
      contacts: number | null;
    }[]) {
      const entry = byId.get(row.listingId);
      const at = index.get(row.day);
      if (!entry || at === undefined) continue;
      entry.views[at] = (entry.views[at] ?? 0) + (row.views ?? 0);
      entry.contacts[at] = (entry.contacts[at] ?? 0) + (row.contacts ?? 0);
    }
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    days,
    listings,
    totals: {
      views: sum(listings.map((l) => sum(l.views))),
      contacts: sum(listings.map((l) => sum(l.contacts))),
    },
  };
}

/**
 * Document-service middleware: a listing's figures are deleted with it, whoever deletes it (its
 * lister, an editor in the admin, the account's deletion). They are counts without personal data,
 * but nobody could read them any more. Contact requests stay: they are the sender's record and
 * count against the daily limits; they go with the sender's account.
 */
export function deleteFiguresWithListing(strapi: Core.Strapi) {
  return async (context: DocumentContext, next: DocumentNext) => {
    const documentId = context.params?.documentId;
    const uid = context.uid;
    if (context.action !== "delete" || !isListingUid(uid) || typeof documentId !== "string") return next();
    const kind = LISTING_KINDS[uid];
    // Products have no figures of their own (they belong to their manufacturer).
    if (!isStatKind(kind)) return next();
    const rows: { id: number }[] = await strapi.db
      .query(uid)
      .findMany({ where: { documentId }, select: ["id"] });
    const result = await next();
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      await underLock(strapi, "listing-stats", async () => {
        await strapi.db.query(STAT_UID).deleteMany({ where: { kind, listingId: { $in: ids } } });
      });
    }
    return result;
  };
}
