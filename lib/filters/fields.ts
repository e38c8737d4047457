// Field tables: each list names its filter fields once; parsing, the written query, "is set",
// matching and the counts beside every option are derived from the table.
import { Bits } from "./bits";
import { z } from "@/lib/zod";
import { lowerDe, memoOn } from "@/lib/memo";
import { FORTBILDUNGSINHALTE } from "@/lib/taxonomy";
import {
  type Query,
  type QueryEntry,
  type QueryValue,
  type TableState,
  listParam,
  pickParams,
  tableEntries,
  toQuery,
  toQueryString,
} from "./url-state";
import type { FeeFilterBand } from "@wundportal/rules";
import { isSet, matchesAnyOf, matchesFeeBands } from "./matching";

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
   * The option values an item holds (for a yes/no field `ja` / `nein`). The field is then indexed (a
   * bitset per value, once per collection) and its options get counts (`FilterFields.select`): the
   * checkbox lists, and the selects (a category, a yes/no field), whose one value is an option too.
   */
  values?: (item: Item) => readonly string[];
  /**
   * Fields a change of this one empties (a category's sub-categories and the fields only they
   * show): its counts leave them out, since choosing another option drops them.
   */
  resets?: readonly string[];
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

  /**
   * A list's URL state from its whole schema (these fields, the table state, any transform): reading a
   * query (Next's `searchParams` or a browser's URLSearchParams; never throws), the state with nothing
   * set, the written query (defaults left out), whether any filter is set (the reset button) and the
   * names of every parameter it reads (a query with another is not the list's: the HTML cache skips it).
   * `defaultSort`: a default order that depends on the filter (by distance while a place is set).
   */
  urlState<F extends FieldValues<S> & TableState>(
    schema: z.ZodType<F, unknown>,
    { defaultSort }: { defaultSort?: (filter: F) => string } = {},
  ) {
    const parse = (query: Query | URLSearchParams | null | undefined): F => schema.parse(toQuery(query));
    const defaults = parse({});
    // Every field and the table state write each of their parameters for the defaults (a multi-param
    // field all of its own), so their names are every parameter the list reads.
    const paramNames: ReadonlySet<string> = new Set(
      [...this.entries(defaults), ...tableEntries(defaults, defaults)].map(([param]) => param),
    );
    return {
      parse,
      defaults,
      paramNames,
      toQuery: (filter: F): string =>
        toQueryString([
          ...this.entries(filter),
          ...tableEntries(filter, defaultSort ? { ...defaults, sort: defaultSort(filter) } : defaults),
        ]),
      isSet: (filter: F): boolean => this.isSet(filter),
    };
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
      if (values) {
        bits = new Bits(items.length);
        for (const chosen of optionValues(value)) {
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
      const left = new Set([key, ...(this.rows[key].resets ?? [])]);
      const others = allOf(passing.filter(([other]) => !left.has(other)).map(([, bits]) => bits));
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

/** A set value of an indexed field as its option values: a list as is, one value, yes/no as `ja` / `nein`. */
function optionValues(value: unknown): readonly string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === "boolean") return [yesNo(value)];
  return [String(value)];
}

/** A yes/no value as the URL and the index write it. */
export const yesNo = (value: boolean) => (value ? "ja" : "nein");

/** The option value a yes/no field's item holds: none when it has no value. */
export const yesNoValues = (value: boolean | null | undefined): readonly string[] =>
  value === null || value === undefined ? [] : [yesNo(value)];

function isMultiParam(schema: z.ZodType): schema is MultiParamSchema {
  return "multiParam" in schema;
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

/** The forms' legends (and the chips' labels) of the four lists. */
export const COURSE_CONTENT_LEGENDS: Record<CourseContentKey, string> = {
  wundexperte: "Inhalte Wundexperte ICW",
  fachtherapeut: "Inhalte Fachtherapeut Wunde ICW",
  aerztlich: "Inhalte Ärztlicher Wundexperte ICW",
  pflegetherapeut: "Inhalte Pflegetherapeut Wunde ICW",
};

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
