// The glossary of listings, shared by the web app and the CMS. Identifiers are English; the values
// are the German names the specification gives the kinds (they are CMS data and route segments).
//
//   listing kind       one of the five things a subscriber places (LISTING_KINDS)
//   main listing kind  a kind with its own public pages, editor route and plan; a product is a
//                      listing too, but placed inside its manufacturer (MAIN_LISTING_KINDS)
//   plan kind          what a subscription is for; each places one main listing kind (PLAN_KINDS)
//   tier               a plan's level within its kind (Classic, Premium, Premium Plus)
//   premium field      a listing field that only some tiers unlock (entitlements.json)
import table from "./entitlements.json";

export const LISTING_KINDS = [
  "Veranstaltung",
  "Referent",
  "Hersteller",
  "Versorgungspartner",
  "Produkt",
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The largest id an entry can have: PostgreSQL's `integer` (a larger one would fail a query, not miss). */
const MAX_ENTRY_ID = 2 ** 31 - 1;

/** Whether an entry can have this id (1 to MAX_ENTRY_ID); no entry has another. */
export const isEntryId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ENTRY_ID;

export const MAIN_LISTING_KINDS = [
  "Veranstaltung",
  "Referent",
  "Hersteller",
  "Versorgungspartner",
] as const satisfies readonly ListingKind[];
export type MainListingKind = (typeof MAIN_LISTING_KINDS)[number];

/** In the order of the entitlements table and the CMS enumeration. */
export const PLAN_KINDS = ["Hersteller", "Referent", "Versorgungspartner", "Veranstalter"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

const has = (list: readonly string[], value: unknown) => typeof value === "string" && list.includes(value);

export const isMainListingKind = (value: unknown): value is MainListingKind => has(MAIN_LISTING_KINDS, value);
export const isPlanKind = (value: unknown): value is PlanKind => has(PLAN_KINDS, value);

/** The main listing kind a plan kind places (Veranstalter → Veranstaltung). */
export const LISTING_KIND_OF_PLAN = table.listingKindOfPlan as Record<PlanKind, MainListingKind>;

/** The plan kind whose holders place listings of this kind (Produkt belongs to Hersteller). */
export function planKindFor(kind: ListingKind): PlanKind {
  const main: MainListingKind = kind === "Produkt" ? "Hersteller" : kind;
  return PLAN_KINDS.find((planKind) => LISTING_KIND_OF_PLAN[planKind] === main) as PlanKind;
}
