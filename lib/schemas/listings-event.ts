// The Veranstaltung form's date range: a start and end that are real date-times and an end not
// before the start. The rule is the rules package's checkDateRange, which the CMS applies to the
// stored instants; the form reads its datetime-local values.
import type { z } from "zod";
import { checkDateRange } from "@wundportal/rules/listing-fields";

export { EVENT_MESSAGES } from "@wundportal/rules/listing-fields";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ("2026-05-04T09:30") naming a real calendar day and time. */
export function isLocalDateTime(value: string): boolean {
  return localTime(value) !== null;
}

/** The wall-clock time as a number that orders like it (read as UTC), or null when it is none. */
function localTime(value: string): number | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi);
  const day = new Date(at);
  const real =
    day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60;
  return real ? at : null;
}

export function checkEventDates(
  values: { Startzeit: string; Endzeit: string },
  context: z.RefinementCtx,
): void {
  checkDateRange(values, context, localTime);
}
