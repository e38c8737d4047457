// Following a lister (the user account behind an event, speaker, manufacturer or care partner):
// which listings one can follow from, how often a mail may go out, and what counts as new.
import { LIST_OF_KIND } from "@wundportal/rules";
import type { OptInKind } from "../opt-in/records";

export const FOLLOW_UID = "api::follow.follow" as const;
/** The opt-in kind of follows (opt-in/records.ts). */
export const FOLLOWS: OptInKind = {
  uid: FOLLOW_UID,
  scope: "follow",
  code: "follow",
  label: "[folgen]",
  confirmPage: "/folgen/bestaetigen",
};
/** Stored follows per address, confirmed or not. */
export const MAX_FOLLOWS_PER_ADDRESS = 50;

/** The listings a visitor can follow their lister from, with the web app's path and the listing's name. */
export const FOLLOW_KINDS = {
  Veranstaltung: { uid: "api::veranstaltung.veranstaltung", path: LIST_OF_KIND.Veranstaltung },
  Referent: { uid: "api::referent.referent", path: LIST_OF_KIND.Referent },
  Hersteller: { uid: "api::hersteller.hersteller", path: LIST_OF_KIND.Hersteller },
  Versorgungspartner: {
    uid: "api::versorgungspartner.versorgungspartner",
    path: LIST_OF_KIND.Versorgungspartner,
  },
} as const;
export type FollowKind = keyof typeof FOLLOW_KINDS;
export const isFollowKind = (value: unknown): value is FollowKind =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(FOLLOW_KINDS, value);

/**
 * What the mails list as newly published by the lister: each kind with the field that says when
 * it became public (firstPublicAt where the kind records it, else its creation), its name and path.
 */
export const PUBLISHED_KINDS = [
  {
    uid: "api::veranstaltung.veranstaltung",
    since: "firstPublicAt",
    name: "Veranstaltungsname",
    path: LIST_OF_KIND.Veranstaltung,
    label: "Veranstaltung",
  },
  {
    uid: "api::referent.referent",
    since: "firstPublicAt",
    name: "Name",
    path: LIST_OF_KIND.Referent,
    label: "Referent",
  },
  {
    uid: "api::hersteller.hersteller",
    since: "createdAt",
    name: "Herstellername",
    path: LIST_OF_KIND.Hersteller,
    label: "Hersteller",
  },
  { uid: "api::produkt.produkt", since: "createdAt", name: "Produktname", path: "produkt", label: "Produkt" },
  {
    uid: "api::versorgungspartner.versorgungspartner",
    since: "firstPublicAt",
    name: "Name",
    path: LIST_OF_KIND.Versorgungspartner,
    label: "Versorgungspartner",
  },
] as const;

/** The name of a listing as its page heads it. */
export function listingName(kind: FollowKind, record: Record<string, unknown>): string {
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string).trim() : "");
  switch (kind) {
    case "Veranstaltung":
      return text("Veranstaltername") || text("Veranstaltungsname");
    case "Referent":
      return [text("Titel"), text("Vorname"), text("Name")].filter(Boolean).join(" ");
    case "Hersteller":
      return text("Herstellername");
    case "Versorgungspartner":
      return text("Name");
  }
}

const HOUR = 60 * 60 * 1000;
/** At most one mail a day: due again this long after the last check (half an hour's slack for the hourly tick). */
export const FOLLOW_PERIOD_MS = 24 * HOUR - HOUR / 2;

export interface StoredFollow {
  id: number;
  documentId: string;
  email: string;
  owner: number;
  listingKind: string;
  listingId: number;
  confirmed: boolean;
  secret: string | null;
  createdAt: string;
  confirmedAt: string | null;
  lastCheckedAt: string | null;
  lastSentAt: string | null;
}

/** Whether a confirmed follow's daily check is due (`force`: now, for tests and operators). */
export function followDue(
  follow: Pick<StoredFollow, "confirmed" | "lastCheckedAt">,
  now: number,
  force = false,
) {
  if (!follow.confirmed) return false;
  if (force || !follow.lastCheckedAt) return true;
  return now - Date.parse(follow.lastCheckedAt) >= FOLLOW_PERIOD_MS;
}
