// A speaker's availability (Terminverfuegbarkeit) as the calendar on the detail page shows it.
import { berlinDate } from "@/lib/filters/matching";
import { isIsoDate } from "@/lib/filters/url-state";

/** A bare day that does not exist (2027-02-30) is dropped, not rolled over into the next month. */
const dayOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !isIsoDate(value) ? null : berlinDate(value);

/** The available days as Berlin calendar days (YYYY-MM-DD), ascending, each once; unreadable entries dropped. */
export function availableDays(values: readonly string[]): string[] {
  const days = values.map(dayOf).filter((day): day is string => day !== null);
  return [...new Set(days)].sort();
}

/**
 * The month (YYYY-MM) the calendar opens on: that of the first available day from `today` on, so a
 * reader sees what can still be booked; today's month when every day has passed (or there is none).
 */
export function availabilityStartMonth(days: readonly string[], today: string): string {
  const next = days.find((day) => day >= today);
  return (next ?? today).slice(0, 7);
}
