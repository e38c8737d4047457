// Views and contact requests of a lister's own listings over the last 30 days ('Meine Inserate').
import type { MainListingKind } from "@wundportal/rules";
import { countLabel } from "./format";

export interface ListingStats {
  kind: MainListingKind;
  id: number;
  /** One number per day of `OwnListingStats.days`, oldest first. */
  views: number[];
  contacts: number[];
}

export interface OwnListingStats {
  /** The days covered (YYYY-MM-DD, Berlin), oldest first. */
  days: string[];
  listings: ListingStats[];
  totals: { views: number; contacts: number };
}

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** "12.04." of "2026-04-12". */
export const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** The indices of the Mondays among `days` (YYYY-MM-DD): where the chart labels a week. */
export function weekStarts(days: string[]): number[] {
  const starts: number[] = [];
  days.forEach((day, i) => {
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 1) starts.push(i);
  });
  return starts;
}

/** The chart's text alternative: period, totals and the busiest day. */
export function chartDescription(days: string[], views: number[], contacts: number[]): string {
  if (days.length === 0) return "Keine Daten";
  const period = `${dayMonth(days[0]!)} bis ${dayMonth(days[days.length - 1]!)}`;
  const total = sum(views);
  const parts = [
    `Aufrufe je Tag vom ${period}: ${countLabel(total, "Aufruf", "Aufrufe")}`,
    countLabel(sum(contacts), "Kontaktanfrage", "Kontaktanfragen"),
  ];
  if (total > 0) {
    const peak = Math.max(...views);
    const at = views.indexOf(peak);
    parts.splice(1, 0, `die meisten am ${dayMonth(days[at]!)} (${peak})`);
  }
  return parts.join(", ");
}
