// Test support for the calendar files (lib/ics.test.ts, tests/e2e/calendar.spec.ts): how a calendar
// in Germany shows an instant, read with Intl rather than the portal's own formatter.

/** An instant as a calendar in Germany shows it, in the page's format: '12.07.27 13:00'. */
export function berlinWallClock(iso: string): string {
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    hourCycle: "h23",
    ...{ day: "2-digit", month: "2-digit", year: "2-digit", hour: "2-digit", minute: "2-digit" },
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${get("day")}.${get("month")}.${get("year")} ${get("hour")}:${get("minute")}`;
}
