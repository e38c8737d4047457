// URL state of the lists: reading raw parameters, zod fields that parse any input, table state,
// and writing a query back.
import { z } from "@/lib/zod";

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

export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

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
