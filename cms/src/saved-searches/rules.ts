// Saved searches with e-mail alerts: what the CMS enforces (which lists, how often, how long an
// unconfirmed address is kept, how often a confirmation may be mailed) and the signed tokens of
// the confirmation, manage and unsubscribe links.
import { isSearchDescription, LIST_LABELS, type AlertList } from "@wundportal/rules";
import type { OptInKind } from "../opt-in/records";

export { normaliseEmail, type TokenPurpose } from "../opt-in/tokens";

export const SAVED_SEARCH_UID = "api::saved-search.saved-search" as const;
/** The opt-in kind of saved searches (opt-in/records.ts). */
export const SAVED_SEARCHES: OptInKind = {
  uid: SAVED_SEARCH_UID,
  scope: "saved-search",
  code: "savedSearch",
  label: "[suchauftrag]",
  confirmPage: "/suche/bestaetigen",
};

// The public lists an alert can watch (the web app's path segments), their German names and the
// check `isAlertList` are the rules package's (its table of public lists).
export const FREQUENCIES = ["taeglich", "woechentlich"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const HOUR = 60 * 60 * 1000;
/** Stored alerts per address, confirmed or not. */
export const MAX_ALERTS_PER_ADDRESS = 20;
/** Items listed in one alert mail; the mail links to the list for the rest. */
export const MAX_ITEMS_PER_MAIL = 50;
/**
 * How long after the last check an alert is due again. Half an hour less than the period, so an
 * hourly tick that ran a few minutes late does not push a daily alert to the next day.
 */
export const PERIOD_MS: Record<Frequency, number> = {
  taeglich: 24 * HOUR - HOUR / 2,
  woechentlich: 7 * 24 * HOUR - HOUR / 2,
};

export interface StoredAlert {
  documentId: string;
  email: string;
  list: string;
  query: string | null;
  /** The search in words, as the web app wrote it (older alerts have none). */
  description: string | null;
  frequency: string;
  confirmed: boolean;
  secret: string | null;
  createdAt: string;
  confirmedAt: string | null;
  lastCheckedAt: string | null;
  lastSentAt: string | null;
}

/** A query string as the web app normalised it: no '?', no fragment, printable, bounded. */
export function validQuery(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value !== "string" || value.length > 2000) return null;
  return /^[A-Za-z0-9\-._~%&=+]*$/.test(value) ? value : null;
}

/**
 * A description as the web app writes it (lib/alerts/describe.ts): one line of plain text, under
 * the limit, starting with the list's name. Absent is allowed (the mails then name the list only);
 * null for any other shape.
 */
export function validDescription(value: unknown, list: AlertList): string | undefined | null {
  if (value === undefined) return undefined;
  return isSearchDescription(value, LIST_LABELS[list]) ? value : null;
}

export const isFrequency = (value: unknown): value is Frequency => FREQUENCIES.includes(value as Frequency);

/** Whether a confirmed alert's next check is due (`force`: every confirmed alert, for tests and manual runs). */
export function isDue(
  alert: {
    confirmed?: boolean | null;
    frequency?: string | null;
    lastCheckedAt?: string | number | Date | null;
  },
  now = Date.now(),
  force = false,
): boolean {
  if (!alert.confirmed) return false;
  if (force || !alert.lastCheckedAt) return true;
  const period = isFrequency(alert.frequency) ? PERIOD_MS[alert.frequency] : PERIOD_MS.taeglich;
  return now - new Date(alert.lastCheckedAt).getTime() >= period;
}
