// The public lists, once: one row per list page (/<segment>, in the navigation's order) with its
// German name, the listing kinds it shows (each with its site-search index, the search's group
// title and the hit card's action), whether it has a map, e-mail alerts and a quick search, and
// its read-cache tag (also the name of the CMS's bulk export, cms/src/listings/web-export.ts).
// Everything else derives from here: the map lists and their route, the alert lists of both
// processes, the search kinds, the cache tags and the export names. A set of lists written out
// again elsewhere fails public-lists.test.ts; a per-list map is keyed by these types instead.
import type { ListingKind, MainListingKind } from "./kinds";

interface ShownKind {
  kind: ListingKind;
  /** Its site-search index (the site search's groups, the quick search's scopes). */
  search: string;
  /** The site search's group title: the kind in the plural. */
  title: string;
  /** The hit card's action. */
  action: string;
}

interface PublicListRow {
  segment: string;
  /** The list's German name (page heading, alert descriptions and mails). */
  label: string;
  /** The list's own kind first, then the kinds shown inside its entries (a manufacturer's products). */
  kinds: readonly [ShownKind & { kind: MainListingKind }, ...ShownKind[]];
  /** A map of the filtered entries (/api/karte/<segment>). */
  map: boolean;
  /** 'Suche speichern': e-mail alerts on new matches. */
  alerts: boolean;
  /** A quick search over its kinds' search indexes. */
  search: boolean;
  /** The read cache's tag of its collection (server/read-path/tags.ts). */
  tag: string;
}

export const PUBLIC_LISTS = [
  {
    segment: "veranstaltungen",
    label: "Veranstaltungen",
    kinds: [
      {
        kind: "Veranstaltung",
        search: "veranstaltungen",
        title: "Veranstaltungen",
        action: "Zur Veranstaltung",
      },
    ],
    map: true,
    alerts: true,
    search: true,
    tag: "veranstaltungen",
  },
  {
    segment: "referenten",
    label: "Referenten",
    kinds: [{ kind: "Referent", search: "referenten", title: "Referenten", action: "Zum Profil" }],
    map: true,
    alerts: true,
    search: true,
    tag: "referenten",
  },
  {
    segment: "hersteller",
    label: "Hersteller",
    kinds: [
      { kind: "Hersteller", search: "hersteller", title: "Hersteller", action: "Zum Hersteller" },
      { kind: "Produkt", search: "produkte", title: "Produkte", action: "Zum Produkt" },
    ],
    map: false,
    alerts: false,
    search: true,
    tag: "hersteller",
  },
  {
    segment: "versorgungspartner",
    label: "Versorgungspartner",
    kinds: [
      {
        kind: "Versorgungspartner",
        search: "versorgungspartner",
        title: "Versorgungspartner",
        action: "Zum Versorgungspartner",
      },
    ],
    map: true,
    alerts: true,
    search: true,
    tag: "versorgungspartner",
  },
] as const satisfies readonly PublicListRow[];

type Row = (typeof PUBLIC_LISTS)[number];
type Flag = "map" | "alerts" | "search";

/** A public list's path segment: /veranstaltungen, /referenten, /hersteller, /versorgungspartner. */
export type PublicList = Row["segment"];
/** The lists with a map, with alerts. */
export type MapList = Extract<Row, { map: true }>["segment"];
export type AlertList = Extract<Row, { alerts: true }>["segment"];
/** A collection's read-cache tag; the CMS's bulk export of the collection has the same name. */
export type ListTag = Row["tag"];
export type ExportName = ListTag;
/** A site-search index (a listing kind shown by a searchable list). */
export type SearchKind = Extract<Row, { search: true }>["kinds"][number]["search"];

/** The row of a listing kind's own list, with its literal types. */
export type ListRowOf<K extends MainListingKind> = Extract<
  Row,
  { kinds: readonly [{ kind: K }, ...unknown[]] }
>;

const segmentsWith = <F extends Flag>(flag: F) =>
  PUBLIC_LISTS.filter((row) => row[flag]).map((row) => row.segment) as Extract<
    Row,
    Record<F, true>
  >["segment"][];

export const PUBLIC_LIST_SEGMENTS: readonly PublicList[] = PUBLIC_LISTS.map((row) => row.segment);
export const MAP_LISTS: readonly MapList[] = segmentsWith("map");
export const ALERT_LISTS: readonly AlertList[] = segmentsWith("alerts");

const has = (list: readonly string[], value: unknown) => typeof value === "string" && list.includes(value);
export const isPublicList = (value: unknown): value is PublicList => has(PUBLIC_LIST_SEGMENTS, value);
export const isMapList = (value: unknown): value is MapList => has(MAP_LISTS, value);
export const isAlertList = (value: unknown): value is AlertList => has(ALERT_LISTS, value);

const bySegment = <T>(pick: (row: Row) => T) =>
  Object.fromEntries(PUBLIC_LISTS.map((row) => [row.segment, pick(row)])) as Record<PublicList, T>;

/** Each list's German name, as its page, the alert descriptions and the mails name it. */
export const LIST_LABELS: Record<PublicList, string> = bySegment((row) => row.label);

/** The row of a main listing kind's own list. */
export function listRowOf<K extends MainListingKind>(kind: K): ListRowOf<K> {
  return PUBLIC_LISTS.find((row) => row.kinds[0].kind === kind) as ListRowOf<K>;
}

/** Each main listing kind's list (its detail pages are /<list>/<id>). */
export const LIST_OF_KIND = Object.fromEntries(
  PUBLIC_LISTS.map((row) => [row.kinds[0].kind, row.segment]),
) as { [K in MainListingKind]: ListRowOf<K>["segment"] };

/** A search index with the listing kind it holds and the list that shows it. */
export interface SearchKindRow {
  search: SearchKind;
  type: ListingKind;
  title: string;
  action: string;
  list: PublicList;
}

const searchKindsOf = (row: Row): SearchKindRow[] =>
  row.search
    ? row.kinds.map(({ kind, search, title, action }) => ({
        search,
        type: kind,
        title,
        action,
        list: row.segment,
      }))
    : [];

/** Every search index, in the lists' order (the site search's groups). */
export const SEARCH_KINDS: readonly SearchKindRow[] = PUBLIC_LISTS.flatMap(searchKindsOf);

/** The search indexes behind a list's quick search (the manufacturers' list also finds their products). */
export const SEARCH_KINDS_OF_LIST: Record<PublicList, readonly SearchKindRow[]> = bySegment(searchKindsOf);

/** Each search index's row. */
export const SEARCH_KIND_INFO = Object.fromEntries(SEARCH_KINDS.map((row) => [row.search, row])) as Record<
  SearchKind,
  SearchKindRow
>;
