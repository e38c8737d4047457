// Building blocks of the list filters: reading URL state, the specification's matching rules, sorting, paging.
import { berlinParts } from "@/lib/berlin-time";
import { Bits } from "./bits";
import { z } from "@/lib/zod";
import { withinKm } from "@/lib/geo";
import { lowerDe, memoOn } from "@/lib/memo";
import { FORTBILDUNGSINHALTE } from "@/lib/taxonomy";
import type { LatLon } from "@/lib/types";

/**
 * A URL query as Next.js hands it to a page (`searchParams`).
 *
 * Lists travel as REPEATED parameters (`?thema=A&thema=B`), never as comma lists: taxonomy values
 * contain commas ('Ulcus cruris venosum, arteriosum und mixtum'), so a comma list could not carry them.
 * Booleans travel as `ja` / `nein`, dates as `YYYY-MM-DD`.
 */
export type Query = Record<string, string | string[] | undefined>;

/** The same shape from a browser's `URLSearchParams` (e.g. `useSearchParams()`), repeated keys kept. */
export function queryFromSearchParams(params: URLSearchParams): Query {
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) (query[key] ??= []).push(value);
  return query;
}

/** Accepts either shape (or nothing) for the parse functions. */
export function toQuery(query: Query | URLSearchParams | null | undefined): Query {
  if (!query) return {};
  return query instanceof URLSearchParams ? queryFromSearchParams(query) : query;
}

// ---------------------------------------------------------------------------------------------
// Reading raw parameter values

/** Every non-empty, trimmed value of a parameter. */
export function paramValues(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  return values
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The first non-empty value of a parameter; a repeated single-value parameter keeps its first value. */
export function firstParam(raw: unknown): string | undefined {
  return paramValues(raw)[0];
}

/** Picks the parameters of one list out of the query, keyed by filter field instead of URL name. */
export function pickParams<K extends string>(names: Readonly<Record<K, string>>) {
  return (query: unknown): Record<K, unknown> => {
    const source = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
    const picked = {} as Record<K, unknown>;
    for (const key of Object.keys(names) as K[]) {
      const param = names[key];
      picked[key] = Object.prototype.hasOwnProperty.call(source, param) ? source[param] : undefined;
    }
    return picked;
  };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A German number input may send '7,5'. */
function toNumber(raw: unknown): number | null {
  const text = firstParam(raw);
  if (text === undefined) return null;
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

// ---------------------------------------------------------------------------------------------
// zod fields: every field parses any input; unknown values are dropped, never reported.

/** Free text, trimmed, at most `max` characters; '' when absent. */
export const textParam = (max = 200) =>
  z.preprocess((raw) => (firstParam(raw) ?? "").slice(0, max), z.string());

/** Any-of list limited to `allowed`, in `allowed`'s order (canonical, so queries compare equal). */
export const listParam = (allowed: readonly string[]) =>
  z.preprocess((raw) => {
    const chosen = new Set(paramValues(raw));
    return allowed.filter((value) => chosen.has(value));
  }, z.array(z.string()));

/** One value out of `allowed`, or null. */
export const optionParam = (allowed: readonly string[]) =>
  z.preprocess((raw) => {
    const value = firstParam(raw);
    return value !== undefined && allowed.includes(value) ? value : null;
  }, z.string().nullable());

/** One value out of `allowed`, or the fallback. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  allowed: T,
  fallback: T[number],
) =>
  z.preprocess((raw) => {
    const value = firstParam(raw);
    return value !== undefined && allowed.includes(value) ? value : fallback;
  }, z.enum(allowed));

/** `ja`/`nein` (also `true`/`false`, `1`/`0`); null when absent or unreadable. `false` is a set value. */
export const booleanParam = () =>
  z.preprocess((raw) => {
    const value = firstParam(raw)?.toLowerCase();
    if (value === "ja" || value === "true" || value === "1") return true;
    if (value === "nein" || value === "false" || value === "0") return false;
    return null;
  }, z.boolean().nullable());

/** A number clamped to [min, max]; the fallback when absent or not a number. */
export const numberParam = (min: number, max: number, fallback: number, integer = false) =>
  z.preprocess((raw) => {
    const n = toNumber(raw);
    if (n === null) return fallback;
    return clamp(integer ? Math.floor(n) : n, min, max);
  }, z.number());

/** A number clamped to [min, max]; null when absent or not a number. */
export const optionalNumberParam = (min: number, max: number) =>
  z.preprocess((raw) => {
    const n = toNumber(raw);
    return n === null ? null : clamp(n, min, max);
  }, z.number().nullable());

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A YYYY-MM-DD date, or null. */
export const dateParam = () =>
  z.preprocess((raw) => {
    const value = firstParam(raw);
    return value !== undefined && isIsoDate(value) ? value : null;
  }, z.string().nullable());

/** YYYY-MM-DD dates, deduplicated and ascending. */
export const dateListParam = () =>
  z.preprocess((raw) => [...new Set(paramValues(raw).filter(isIsoDate))].sort(), z.array(z.string()));

// ---------------------------------------------------------------------------------------------
// Table state, kept in the same query as the filters.

export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/**
 * `sort` (column key), `dir` (asc|desc), `page` (1-based; clamped to the last page by `paginate`),
 * `size` (one of `sizes`, else the default).
 */
export function tableParams<const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  defaultSort: K[number],
  sizes: readonly number[],
  defaultSize: number,
) {
  return {
    sort: choiceParam(sortKeys, defaultSort),
    dir: choiceParam(SORT_DIRS, "asc"),
    page: numberParam(1, 1_000_000, 1, true),
    size: z.preprocess((raw) => {
      const n = toNumber(raw);
      return n !== null && sizes.includes(n) ? n : defaultSize;
    }, z.number()),
  };
}

export interface TableState<K extends string = string> {
  sort: K;
  dir: SortDir;
  page: number;
  size: number;
}

/** The table state's query entries, defaults left out (written after the filters). */
export function tableEntries(state: TableState, defaults: TableState): QueryEntry[] {
  return [
    ["sort", state.sort, defaults.sort],
    ["dir", state.dir, defaults.dir],
    ["page", state.page, defaults.page],
    ["size", state.size, defaults.size],
  ];
}

// ---------------------------------------------------------------------------------------------
// Writing URL state

export type QueryValue = string | number | boolean | null | readonly string[];
/** One parameter to write: its name, the value, and the default that is left out. */
export type QueryEntry = readonly [param: string, value: QueryValue, defaultValue?: string | number];

/**
 * A canonical query string: only set values, in the given order, lists in their (canonical) order,
 * booleans as ja/nein, defaults left out. Parsing it yields the same filter again.
 */
export function toQueryString(entries: readonly QueryEntry[]): string {
  const params = new URLSearchParams();
  for (const [param, value, defaultValue] of entries) {
    if (value === null || value === "" || value === defaultValue) continue;
    if (typeof value === "boolean") params.append(param, value ? "ja" : "nein");
    else if (typeof value === "object") for (const v of value) params.append(param, v);
    else params.append(param, String(value));
  }
  return params.toString();
}

// ---------------------------------------------------------------------------------------------
// Matching rules (public spec section 5)

/** 'Empty values and empty lists count as not set; a false boolean counts as set.' */
export function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true; // booleans (false included) and numbers (0 included)
}

/**
 * The quick search's plain text row: a case-insensitive substring of any of the texts; an empty
 * needle matches everything. The texts are lowercased once per collection (`derivedMatch`).
 */
export function textMatch<Item>(texts: (item: Item) => (string | null | undefined)[]) {
  return derivedMatch(
    (item: Item) => texts(item).flatMap((text) => (text ? [text.toLocaleLowerCase("de")] : [])),
    (lowered: string[], needle: string) => {
      // Asked once per entry with the same needle: its lowercase form is remembered.
      const n = lowerDe(needle.trim());
      return !n || lowered.some((text) => text.includes(n));
    },
  );
}

/** Any-of: an item matches if it holds any chosen value; nothing chosen matches everything. */
export function matchesAnyOf(
  chosen: readonly string[],
  value: string | readonly string[] | null | undefined,
): boolean {
  if (chosen.length === 0) return true;
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return chosen.includes(value);
  return value.some((v) => chosen.includes(v));
}

/** A chosen boolean (false included) must equal the item's; an item without a value does not match. */
export function matchesBoolean(chosen: boolean | null, value: boolean | null | undefined): boolean {
  return chosen === null || value === chosen;
}

// ---------------------------------------------------------------------------------------------
// Fee bands: the public filter offers 'unter X' / 'über X'; listings store the CMS bands of taxonomy.json.

export interface StoredBand {
  value: string;
  min: number;
  max: number | null;
}

export interface FeeFilterBand {
  /** URL value, e.g. `unter100`. */
  value: string;
  /** German label, e.g. 'unter 100 €'. */
  label: string;
  /** The stored band values this filter band matches. */
  stored: readonly string[];
}

/**
 * 'unter X' matches every stored band that lies wholly at or below X (max ≤ X: 'unter 100' → 0-50 and 51-100);
 * 'über X' matches every stored band that lies wholly above X (min > X: 'über 150' → über 150).
 * The stored bands' upper bounds are inclusive ('0-50 €'), so a band ending at X counts as 'unter X'.
 */
export function feeFilterBands(
  upperBounds: readonly number[],
  over: number,
  stored: readonly StoredBand[],
): FeeFilterBand[] {
  return [
    ...upperBounds.map((x) => ({
      value: `unter${x}`,
      label: `unter ${x} €`,
      stored: stored.filter((b) => b.max !== null && b.max <= x).map((b) => b.value),
    })),
    {
      value: `ueber${over}`,
      label: `über ${over} €`,
      stored: stored.filter((b) => b.min > over).map((b) => b.value),
    },
  ];
}

/** Any-of over filter bands; an item without a stored band does not match a set filter. */
export function matchesFeeBands(
  chosen: readonly string[],
  bands: readonly FeeFilterBand[],
  stored: string | null | undefined,
): boolean {
  if (chosen.length === 0) return true;
  if (!stored) return false;
  return bands.some((band) => chosen.includes(band.value) && band.stored.includes(stored));
}

// ---------------------------------------------------------------------------------------------
// Calendar days in Europe/Berlin, whatever the zone of the server or browser.

/** Berlin's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(ms: number): number {
  const p = berlinParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Day starts already worked out (a filter's von/bis is asked once per item); bounded, URLs choose the keys. */
const dayStarts = new Map<string, number>();

/** The instant (epoch ms) at which a YYYY-MM-DD day begins in Berlin (00:00 local). */
export function berlinDayStart(ymd: string): number {
  let start = dayStarts.get(ymd);
  if (start === undefined) {
    if (dayStarts.size >= 1000) dayStarts.clear();
    start = computeBerlinDayStart(ymd);
    dayStarts.set(ymd, start);
  }
  return start;
}

function computeBerlinDayStart(ymd: string): number {
  const [year, month, day] = ymd.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset on DST days; midnight itself never falls into Berlin's DST gap (02:00-03:00).
  const first = wall - berlinOffsetMs(wall);
  return wall - berlinOffsetMs(first);
}

/** The last millisecond of a YYYY-MM-DD day in Berlin (23:59:59.999 local). */
export function berlinDayEnd(ymd: string): number {
  let end = dayEnds.get(ymd);
  if (end === undefined) {
    if (dayEnds.size >= 1000) dayEnds.clear();
    const [year, month, day] = ymd.split("-").map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    end = berlinDayStart(next) - 1;
    dayEnds.set(ymd, end);
  }
  return end;
}

const dayEnds = new Map<string, number>();

/** The Berlin calendar day of a stored date or date-time; a bare YYYY-MM-DD is taken as is. */
export function berlinDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const p = berlinParts(ms);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Sorting and paging

export type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator("de");

/**
 * A sorted copy: German collation for text, numbers numerically, false before true. Missing values
 * (null, undefined, '') go last in either direction. Stable: equal keys keep their input order.
 */
export function sortBy<T>(
  items: readonly T[],
  key: (item: T) => SortValue,
  dir: SortDir = "asc",
): readonly T[] {
  // A whole collection is sorted once per key and direction (callers sort before they filter); the
  // order is kept with the collection and shared, hence frozen.
  return memoOn(items, [key, dir], () => Object.freeze(sortCopy(items, key, dir)));
}

function sortCopy<T>(items: readonly T[], key: (item: T) => SortValue, dir: SortDir): T[] {
  const sign = dir === "desc" ? -1 : 1;
  const keyed = items.map((item) => ({ item, value: key(item) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === null || a.value === undefined || a.value === "";
    const bMissing = b.value === null || b.value === undefined || b.value === "";
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return sign * compareValues(a.value as string | number | boolean, b.value as string | number | boolean);
  });
  return keyed.map(({ item }) => item);
}

function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export interface Page<T> {
  items: T[];
  /** The requested page clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a (blank) first page. */
  pageCount: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = clamp(Math.floor(page) || 1, 1, pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total };
}

// ---------------------------------------------------------------------------------------------
// Shared between events and speakers: the four ICW course-content lists.

/** URL parameter → list field of events and speakers. */
export const COURSE_CONTENT_PARAMS = {
  wundexperte: "FortbildungsinhalteWundexperteICW",
  fachtherapeut: "FortbildungsinhalteFachtherapeutWundeICW",
  aerztlich: "FortbildungsinhalteAerztlicherWundexperteICW",
  pflegetherapeut: "FortbildungsinhaltePflegetherapeutWundeICW",
} as const;
export type CourseContentKey = keyof typeof COURSE_CONTENT_PARAMS;
export const COURSE_CONTENT_KEYS = Object.keys(COURSE_CONTENT_PARAMS) as CourseContentKey[];

type CourseContentItem = Record<(typeof COURSE_CONTENT_PARAMS)[CourseContentKey], readonly string[]>;

/** The four course-content rows of a field table: any-of lists over the item's list fields. */
export function courseContentFields<Item extends CourseContentItem>() {
  const row = (key: CourseContentKey) =>
    anyOfField<Item>(
      FORTBILDUNGSINHALTE[COURSE_CONTENT_PARAMS[key]],
      (item) => item[COURSE_CONTENT_PARAMS[key]],
    );
  return {
    wundexperte: row("wundexperte"),
    fachtherapeut: row("fachtherapeut"),
    aerztlich: row("aerztlich"),
    pflegetherapeut: row("pflegetherapeut"),
  };
}

/** What the filter functions get besides the filter: the place, geocoded by the caller. */
export interface PlaceContext {
  /** The geocoded `ort`; null when it was not found, which drops the place filter silently. */
  origin?: LatLon | null;
}

/** The place filter as a matcher sees it: the geocoded `ort` (null when not found) and the radius. */
export interface PlaceMatch {
  origin: LatLon | null;
  radiusKm: number;
}

/** Within the radius of the place; a place that was not found drops the filter silently. */
export function matchesPlace({ origin, radiusKm }: PlaceMatch, location: LatLon | null): boolean {
  return origin === null || (location !== null && withinKm(origin, location, radiusKm));
}

/** Default of the place filter's radius (public spec section 5), and the range the input accepts. */
export const DEFAULT_RADIUS_KM = 100;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 1000;

// ---------------------------------------------------------------------------------------------
// Field tables: each list names its filter fields once; parsing, the written query, "is set" and
// matching are derived from the table.

/**
 * A field written as several URL parameters (the events' `punkte_<slug>`): `read` takes its raw value
 * out of the whole query, `write` gives its parameters in order. Its key has no entry in the PARAMS.
 */
export type MultiParamSchema<S extends z.ZodType = z.ZodType> = S & {
  multiParam: {
    read: (query: Record<string, unknown>) => unknown;
    write: (value: z.output<S>) => QueryEntry[];
  };
};

export function multiParam<S extends z.ZodType>(
  schema: S,
  multi: MultiParamSchema<S>["multiParam"],
): MultiParamSchema<S> {
  return Object.assign(schema, { multiParam: multi });
}

/** One row of a list's field table. */
export interface FilterField<Item, Ctx, S extends z.ZodType> {
  /** The URL parameter; the key when absent. */
  param?: string;
  /** Reads the raw parameter (a field never fails: unknown values are dropped). */
  schema: S;
  /** Whether an item passes the field; called only when the field is set (so never with null). */
  match?: (item: Item, value: NonNullable<z.output<S>>, ctx: Ctx) => boolean;
  /** Set by `derivedMatch`: `match` as a test of a value derived from the item. */
  derived?: Derived<Item>;
  /** The value left out of the written query (the default radius). */
  default?: string | number;
  /** `false`: setting it alone does not count as a set filter (the radius). */
  counts?: false;
  /**
   * For an any-of field: the option values an item holds. The field is then indexed (a bitset per
   * value, once per collection) and its options get counts (`FilterFields.select`).
   */
  values?: (item: Item) => readonly string[];
}

interface Derived<Item> {
  of: (item: Item) => unknown;
  // Checked where it is made (`derivedMatch`); the table reads it untyped.
  test: (derived: never, value: never, ctx: never) => boolean;
}

/**
 * A matcher that reads something costly to derive from an item (dates parsed from text, lowercased
 * names): `select` derives it once per item of a loaded collection and tests that; the plain
 * matcher derives it on each call. A test that declares the third parameter reads the context.
 */
export function derivedMatch<Item, D, V, Ctx = unknown>(
  of: (item: Item) => D,
  test: (derived: D, value: V, ctx: Ctx) => boolean,
) {
  return {
    match: (item: Item, value: V, ctx: Ctx) => test(of(item), value, ctx),
    derived: { of, test } as Derived<Item>,
  };
}

type FieldRows<Item, Ctx, S extends Record<string, z.ZodType>> = {
  [K in keyof S]: FilterField<Item, Ctx, S[K]>;
};

/** The URL parameter of each field; fields with several parameters (MultiParamSchema) have none. */
export type FilterParams<S extends Record<string, z.ZodType>> = {
  readonly [K in keyof S as S[K] extends MultiParamSchema ? never : K]: string;
};

/** The filter values a table parses to. */
export type FieldValues<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.output<S[K]> };

/** The common row: an any-of list of `allowed` values, matched against the item's value(s). */
export function anyOfField<Item>(
  allowed: readonly string[],
  value: (item: Item) => string | readonly string[] | null | undefined,
) {
  return {
    schema: listParam(allowed),
    match: (item: Item, chosen: string[]) => matchesAnyOf(chosen, value(item)),
    values: (item: Item) => {
      const held = value(item);
      return held === null || held === undefined ? [] : typeof held === "string" ? [held] : held;
    },
  };
}

/** A fee row: the public bands (`feeFilterBands`), matched against the item's stored band. */
export function feeBandsField<Item>(
  bands: readonly FeeFilterBand[],
  stored: (item: Item) => string | null | undefined,
) {
  return {
    schema: listParam(bands.map((band) => band.value)),
    match: (item: Item, chosen: string[]) => matchesFeeBands(chosen, bands, stored(item)),
    values: (item: Item) => {
      const band = stored(item);
      return band ? bands.filter((b) => b.stored.includes(band)).map((b) => b.value) : [];
    },
  };
}

/**
 * A list's filter fields, in the order they are written to the URL:
 * `defineFilterFields<Event, Ctx>()({ q: { schema: textParam(), match: (event, q) => … }, … })`.
 */
export function defineFilterFields<Item, Ctx = undefined>() {
  return <S extends Record<string, z.ZodType>>(rows: FieldRows<Item, Ctx, S>) => new FilterFields(rows);
}

export class FilterFields<Item, Ctx, S extends Record<string, z.ZodType>> {
  readonly keys: (keyof S & string)[];
  readonly params: FilterParams<S>;
  /** The zod object shape, to spread into the list's schema next to its table params. */
  readonly shape: S;
  private readonly matchers: [keyof S & string, (item: Item, value: unknown, ctx: Ctx) => boolean][];

  constructor(private readonly rows: FieldRows<Item, Ctx, S>) {
    this.keys = Object.keys(rows);
    const entries = this.keys.map((key) => [key, rows[key]] as const);
    this.params = Object.fromEntries(
      entries.filter(([, row]) => !isMultiParam(row.schema)).map(([key, row]) => [key, row.param ?? key]),
    ) as FilterParams<S>;
    this.shape = Object.fromEntries(entries.map(([key, row]) => [key, row.schema])) as unknown as S;
    this.matchers = entries.flatMap(([key, row]) =>
      row.match ? [[key, row.match as (item: Item, value: unknown, ctx: Ctx) => boolean]] : [],
    );
  }

  /** The list's schema: these fields, then the table state (`tableParams`, read under its own names). */
  schema<T extends Record<string, z.ZodType>>(table: T) {
    const pickTable = pickParams(Object.fromEntries(Object.keys(table).map((key) => [key, key])));
    return z.preprocess(
      (query) => ({ ...pickTable(query), ...this.pick(query) }),
      z.object({ ...this.shape, ...table }),
    );
  }

  /** The raw values of the fields out of a query, keyed by field (for the schema's preprocess). */
  pick(query: unknown): Record<keyof S, unknown> {
    const source = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
    const picked = {} as Record<keyof S, unknown>;
    for (const key of this.keys) {
      const { param = key, schema } = this.rows[key];
      picked[key] = isMultiParam(schema)
        ? schema.multiParam.read(source)
        : Object.prototype.hasOwnProperty.call(source, param)
          ? source[param]
          : undefined;
    }
    return picked;
  }

  /** The query entries of the fields in table order (for `toQueryString`, before the table state). */
  entries(filter: FieldValues<S>): QueryEntry[] {
    return this.keys.flatMap((key): QueryEntry[] => {
      const { param = key, schema, default: defaultValue } = this.rows[key];
      const value = filter[key];
      if (isMultiParam(schema)) return schema.multiParam.write(value);
      return [[param, value as QueryValue, defaultValue]];
    });
  }

  /** Whether any counting field is set (shows the reset button). */
  isSet(filter: FieldValues<S>): boolean {
    return this.keys.some((key) => this.rows[key].counts !== false && isSet(filter[key]));
  }

  /** The filter with these fields as an empty query gives them. */
  cleared<F extends FieldValues<S>>(filter: F, keys: readonly (keyof S & string)[]): F {
    const empty = this.pick({});
    const next = { ...filter };
    for (const key of keys) next[key] = this.rows[key].schema.parse(empty[key]) as F[typeof key];
    return next;
  }

  /**
   * Which of `items` pass the filter, and the counts beside the options of the indexed (any-of)
   * fields: how many items would pass with that option alone chosen in its field, the other fields
   * as set. `items` must be a loaded collection, not a fresh copy: what is computed here is kept
   * with it. The indexed fields are answered from bitsets built once per collection; the others are
   * matched item by item once per value (and place, for a matcher that reads the context), and the
   * passing set is kept, so a new combination of values seen before costs a few ANDs.
   */
  select(
    items: readonly Item[],
    filter: FieldValues<S>,
    ctx: Ctx,
    /** Items that pass one field besides those its value passes (the search index's hits for `q`). */
    widen?: { key: keyof S & string; items: readonly Item[] },
  ): Selection<Item> {
    const { byValue, positions, passing: seen } = this.indexOf(items);
    const passing: [string, Bits][] = [];
    for (const [key, match] of this.matchers) {
      const value = filter[key];
      if (!isSet(value)) continue;
      const values = byValue.get(key);
      let bits: Bits | undefined;
      if (values && Array.isArray(value)) {
        bits = new Bits(items.length);
        for (const chosen of value as string[]) {
          const holders = values.get(chosen);
          if (holders) bits.orInPlace(holders);
        }
      } else {
        const { derived } = this.rows[key];
        const readsContext = (derived?.test ?? match).length > 2;
        const seenKey = `${key}=${JSON.stringify(value)}${readsContext ? `@${JSON.stringify(ctx)}` : ""}`;
        bits = seen.get(seenKey);
        if (!bits) {
          if (derived) {
            const column = this.derivedOf(items, key, derived);
            const test = derived.test as (derived: unknown, value: unknown, ctx: Ctx) => boolean;
            bits = bitsWhere(items.length, (p) => test(column[p], value, ctx));
          } else {
            bits = bitsWhere(items.length, (p) => match(items[p]!, value, ctx));
          }
          if (seen.size >= SEEN_VALUES_MAX) seen.delete(seen.keys().next().value as string);
          seen.set(seenKey, bits);
        }
      }
      if (widen?.key === key) {
        const wider = new Bits(items.length).orInPlace(bits);
        for (const item of widen.items) {
          const position = positions.get(item);
          if (position !== undefined) wider.set(position);
        }
        bits = wider;
      }
      passing.push([key, bits]);
    }
    const allOf = (sets: Bits[]) => sets.reduce((acc, bits) => acc.and(bits), Bits.all(items.length));
    const matches = allOf(passing.map(([, bits]) => bits));
    const counts: FilterCounts = {};
    for (const [key, values] of byValue) {
      const others = allOf(passing.filter(([other]) => other !== key).map(([, bits]) => bits));
      const perValue: Record<string, number> = {};
      for (const [value, holders] of values) perValue[value] = others.countAnd(holders);
      counts[this.rows[key].param ?? key] = perValue;
    }
    return {
      total: matches.count(),
      has: (item) => {
        const position = positions.get(item);
        return position !== undefined && matches.has(position);
      },
      pick: (ordered) => {
        // The positions of an ordering (a sort order kept with the collection) are looked up once;
        // an entry of another collection gets a position no set holds.
        const order = memoOn(ordered, [items, "positions"], () =>
          Uint32Array.from(ordered, (item) => positions.get(item) ?? NOWHERE),
        );
        const picked: Item[] = [];
        for (let i = 0; i < order.length; i++) if (matches.has(order[i]!)) picked.push(ordered[i]!);
        return picked;
      },
      counts,
    };
  }

  /**
   * Computes ahead what `select` keeps with a collection (the index, the derived values), so a
   * first query does not wait for it.
   */
  prepare(items: readonly Item[]): void {
    this.indexOf(items);
    for (const key of this.keys) {
      const { derived } = this.rows[key];
      if (derived) this.derivedOf(items, key, derived);
    }
  }

  private derivedOf(items: readonly Item[], key: string, derived: Derived<Item>): unknown[] {
    return memoOn(items, [this, key, "derived"], () => items.map(derived.of));
  }

  /** The bitsets of the indexed fields' values and each item's position, once per collection. */
  private indexOf(items: readonly Item[]) {
    return memoOn(items, [this, "index"], () => {
      const byValue = new Map<keyof S & string, Map<string, Bits>>();
      for (const key of this.keys) {
        const values = this.rows[key].values;
        if (!values) continue;
        const index = new Map<string, Bits>();
        items.forEach((item, position) => {
          for (const value of values(item)) {
            let holders = index.get(value);
            if (!holders) index.set(value, (holders = new Bits(items.length)));
            holders.set(position);
          }
        });
        byValue.set(key, index);
      }
      return {
        byValue,
        positions: new Map(items.map((item, position) => [item, position])),
        /** The items passing a non-indexed field's value, by field, value (and context). */
        passing: new Map<string, Bits>(),
      };
    });
  }

  /** The AND of the set fields' matchers; a field that is not set does not filter. */
  matcher(filter: FieldValues<S>, ctx: Ctx): (item: Item) => boolean {
    const active = this.matchers.filter(([key]) => isSet(filter[key]));
    return (item) => active.every(([key, match]) => match(item, filter[key], ctx));
  }
}

/**
 * Per any-of filter (by URL parameter), per option value some item holds: the results with that
 * option alone ticked in its filter, the other filters as set.
 */
export type FilterCounts = Partial<Record<string, Record<string, number>>>;

/** What `FilterFields.select` finds: the matches and the counts beside the options. */
export interface Selection<Item> {
  total: number;
  has: (item: Item) => boolean;
  /** The matches in the order of `ordered`, an ordering of the collection kept with it (a sort order). */
  pick: (ordered: readonly Item[]) => Item[];
  counts: FilterCounts;
}

/** How many passing sets of non-indexed field values one collection keeps (about 1 KB each at 10,000 entries). */
const SEEN_VALUES_MAX = 2000;

/** A position beyond every collection (the largest Uint32). */
const NOWHERE = 0xffffffff;

function bitsWhere(size: number, test: (position: number) => boolean): Bits {
  const bits = new Bits(size);
  for (let position = 0; position < size; position++) if (test(position)) bits.set(position);
  return bits;
}

function isMultiParam(schema: z.ZodType): schema is MultiParamSchema {
  return "multiParam" in schema;
}
