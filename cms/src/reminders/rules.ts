// Event reminders: when each of the two reminder mails is due (7 days and 1 day before the start,
// at the start's wall-clock time in Berlin, also across a change to or from summer time), and when
// a reminder and its address are deleted (the day after the event).
import type { OptInKind } from "../opt-in/records";

export const REMINDER_UID = "api::reminder.reminder" as const;
export const EVENT_UID = "api::veranstaltung.veranstaltung" as const;
/** The opt-in kind of reminders (opt-in/records.ts). */
export const REMINDERS: OptInKind = {
  uid: REMINDER_UID,
  scope: "reminder",
  code: "reminder",
  label: "[erinnerung]",
  confirmPage: "/erinnerung/bestaetigen",
};
/** Stored reminders per address, confirmed or not. */
export const MAX_REMINDERS_PER_ADDRESS = 50;

export type Stage = "week" | "day";
/** Days before the start, and the field that records the stage's mail as sent (the claim). */
export const STAGES: Record<Stage, { days: number; field: "weekSentAt" | "daySentAt" }> = {
  week: { days: 7, field: "weekSentAt" },
  day: { days: 1, field: "daySentAt" },
};

export interface StoredReminder {
  id: number;
  documentId: string;
  email: string;
  eventId: number;
  confirmed: boolean;
  secret: string | null;
  createdAt: string;
  confirmedAt: string | null;
  weekSentAt: string | null;
  daySentAt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let berlin: Intl.DateTimeFormat | undefined;

/** The wall-clock time in Berlin at `instant`, as if it were UTC (milliseconds). */
function berlinWallClock(instant: number): number {
  berlin ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const part: Record<string, number> = {};
  for (const { type, value } of berlin.formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** The instant a Berlin wall-clock time (given as if UTC) stands for. */
function fromBerlinWallClock(wall: number): number {
  // Berlin is one or two hours ahead of UTC; the offset at the first guess settles it.
  const guess = wall - (berlinWallClock(wall) - wall);
  return wall - (berlinWallClock(guess) - guess);
}

/** The same Berlin wall-clock time `days` calendar days before `instant`. */
export function daysBefore(instant: number, days: number): number {
  return fromBerlinWallClock(berlinWallClock(instant) - days * DAY_MS);
}

/**
 * The stage whose mail is due at `now`, or null: the day stage from 1 day before the start, the
 * week stage from 7 days before (until the day stage takes over: a reminder confirmed later gets
 * only the mail still ahead, never both at once). Nothing once the event has begun.
 */
export function dueStage(
  start: number,
  reminder: Pick<StoredReminder, "weekSentAt" | "daySentAt">,
  now: number,
): Stage | null {
  if (!Number.isFinite(start) || now >= start) return null;
  if (now >= daysBefore(start, STAGES.day.days)) return reminder.daySentAt ? null : "day";
  if (now >= daysBefore(start, STAGES.week.days)) return reminder.weekSentAt ? null : "week";
  return null;
}

/** Midnight in Berlin at the start of the day after the event's last day: the reminder goes then. */
export function deleteAfter(start: number, end: number | null): number {
  const last = berlinWallClock(end && end > start ? end : start);
  const nextDay = Math.floor(last / DAY_MS) * DAY_MS + DAY_MS;
  return fromBerlinWallClock(nextDay);
}

/** Whether reminders can still be asked for: the event has a start that lies ahead. */
export const acceptsReminders = (start: number | null, now = Date.now()) =>
  start !== null && Number.isFinite(start) && start > now;
