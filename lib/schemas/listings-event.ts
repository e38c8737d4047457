// The Veranstaltung form's rules beyond the fields' own (lib/schemas/listings.ts): a start and end
// that are real date-times and an end not before the start, in German. Used by the form and, via
// LISTING_SCHEMAS.Veranstaltung, by the server.
import type { z } from "zod";

export const EVENT_MESSAGES = {
  badDate: "Bitte ein gültiges Datum mit Uhrzeit angeben.",
  endBeforeStart: "Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.",
  endWithoutStart: "Bitte geben Sie auch den Beginn der Veranstaltung an.",
} as const;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ("2026-05-04T09:30") naming a real calendar day and time. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return (
    day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60
  );
}

/**
 * The date range's checks, as a zod refinement. Both values are wall-clock times in the same zone
 * with a fixed layout, so comparing the strings compares the times.
 */
export function checkEventDates(
  values: { Startzeit: string; Endzeit: string },
  context: z.RefinementCtx,
): void {
  const { Startzeit: start, Endzeit: end } = values;
  const startOk = start === "" || isLocalDateTime(start);
  const endOk = end === "" || isLocalDateTime(end);
  if (!startOk) context.addIssue({ code: "custom", path: ["Startzeit"], message: EVENT_MESSAGES.badDate });
  if (!endOk) context.addIssue({ code: "custom", path: ["Endzeit"], message: EVENT_MESSAGES.badDate });
  if (!startOk || !endOk) return;
  if (end && !start) {
    context.addIssue({ code: "custom", path: ["Startzeit"], message: EVENT_MESSAGES.endWithoutStart });
  } else if (start && end && end < start) {
    context.addIssue({ code: "custom", path: ["Endzeit"], message: EVENT_MESSAGES.endBeforeStart });
  }
}
