// The specification's matching rules of the list filters: text, any-of lists, booleans, fee bands,
// calendar days in Europe/Berlin, and the place with its radius.
import { berlinParts } from "@/lib/berlin-time";
import { withinKm } from "@/lib/geo";
import { type LatLon } from "@/lib/types";
import type { FeeFilterBand } from "@wundportal/rules";
import { isIsoDate } from "./url-state";

/** 'Empty values and empty lists count as not set; a false boolean counts as set.' */
export function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true; // booleans (false included) and numbers (0 included)
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
// Fee bands: the public filter's 'unter X' / 'über X' bands over the stored CMS bands are the shared
// package's (FEE_FILTER_BANDS), which the benchmark's PostgreSQL prototype reads as well.

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
