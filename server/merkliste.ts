import "server-only";
import type { NextResponse } from "next/server";
import type { MerkRef } from "@wundportal/rules/merkliste";
import {
  decodeRefs,
  encodeRefs,
  MERKLISTE_COOKIES,
  MERKLISTE_MAX_AGE,
  MERKLISTE_SYNC_COOKIE,
} from "@/lib/merkliste-cookie";
import { eventPeriod, eventPlace } from "@/lib/events-format";
import { speakerName } from "@/lib/names";
import type { Event } from "@/lib/types";
import type { AuthedUser } from "@/server/auth/session";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEvents } from "@/server/cms/events";
import { listManufacturers, listProducts } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { getAccountMerkliste, mergeAccountMerkliste } from "@/server/cms/merkliste";
import { siteIsHttps } from "@/server/env";

// Where a visitor's Merkliste lives: in the browser's cookies, and for a signed-in visitor in the
// account (the CMS), which the cookies then mirror. The first time a signed-in browser is seen
// (no sync cookie naming this user), its entries are merged into the account's; afterwards the
// account's list is the one that counts, so an entry removed elsewhere does not come back.

interface CookieJar {
  get(name: string): { value: string } | undefined;
}

export const cookieRefs = (jar: CookieJar): MerkRef[] =>
  decodeRefs(MERKLISTE_COOKIES.map((name) => jar.get(name)?.value));

/** Whether the account's list still has to take this browser's entries. */
const needsMerge = (jar: CookieJar, auth: AuthedUser) =>
  jar.get(MERKLISTE_SYNC_COOKIE)?.value !== String(auth.user.id);

/** The signed-in user's list, after merging the browser's entries when this browser is new to it. */
export async function accountRefs(jar: CookieJar, auth: AuthedUser): Promise<MerkRef[]> {
  const browser = cookieRefs(jar);
  if (needsMerge(jar, auth) && browser.length > 0) return mergeAccountMerkliste(auth.jwt, browser);
  return (await getAccountMerkliste(auth.jwt)).entries;
}

const cookieOptions = () => ({
  // Read by the one client script of the Merken buttons: not httpOnly. It holds no secret.
  httpOnly: false,
  sameSite: "lax" as const,
  secure: siteIsHttps(),
  path: "/",
  maxAge: MERKLISTE_MAX_AGE,
});

/** Writes the list into the response's cookies; `owner`: the signed-in user it mirrors, if any. */
export function writeCookies(response: NextResponse, refs: readonly MerkRef[], owner: number | null): void {
  const values = encodeRefs(refs);
  MERKLISTE_COOKIES.forEach((name, i) => {
    const value = values[i];
    if (value) response.cookies.set(name, value, cookieOptions());
    else response.cookies.set(name, "", { ...cookieOptions(), maxAge: 0 });
  });
  if (owner === null) response.cookies.set(MERKLISTE_SYNC_COOKIE, "", { ...cookieOptions(), maxAge: 0 });
  else response.cookies.set(MERKLISTE_SYNC_COOKIE, String(owner), cookieOptions());
}

/** A saved entry as the Merkliste page shows it. */
export interface MerklisteEntry {
  ref: MerkRef;
  name: string;
  href: string;
  /** A line under the name (an event's date and place, a product's manufacturer). */
  detail: string | null;
}

export const MERKLISTE_KIND_ORDER: readonly MerkRef["kind"][] = [
  "Veranstaltung",
  "Referent",
  "Hersteller",
  "Produkt",
  "Versorgungspartner",
];

/**
 * The entries with their published listings, in the list's order, and the ones no longer
 * published (or never were). Each collection is read only when an entry needs it.
 */
export async function resolveRefs(
  refs: readonly MerkRef[],
): Promise<{ entries: MerklisteEntry[]; events: Event[]; missing: MerkRef[] }> {
  const kinds = new Set(refs.map((r) => r.kind));
  const byId = <T extends { documentId: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.documentId, item]));
  const [events, speakers, manufacturers, products, carePartners] = await Promise.all([
    kinds.has("Veranstaltung") ? listEvents().then(byId) : null,
    kinds.has("Referent") ? listPublicSpeakers().then(byId) : null,
    kinds.has("Hersteller") ? listManufacturers().then(byId) : null,
    kinds.has("Produkt") ? listProducts().then(byId) : null,
    kinds.has("Versorgungspartner") ? listCarePartners().then(byId) : null,
  ]);
  const entries: MerklisteEntry[] = [];
  const savedEvents: Event[] = [];
  const missing: MerkRef[] = [];
  for (const ref of refs) {
    const entry = ((): MerklisteEntry | null => {
      switch (ref.kind) {
        case "Veranstaltung": {
          const event = events?.get(ref.documentId);
          if (!event) return null;
          savedEvents.push(event);
          return {
            ref,
            name: event.Veranstaltungsname,
            href: `/veranstaltungen/${event.id}`,
            detail: `${eventPeriod(event)} · ${eventPlace(event)}`,
          };
        }
        case "Referent": {
          const speaker = speakers?.get(ref.documentId);
          return speaker
            ? { ref, name: speakerName(speaker), href: `/referenten/${speaker.id}`, detail: speaker.Stadt }
            : null;
        }
        case "Hersteller": {
          const maker = manufacturers?.get(ref.documentId);
          return maker
            ? { ref, name: maker.Herstellername, href: `/hersteller/${maker.id}`, detail: null }
            : null;
        }
        case "Produkt": {
          const product = products?.get(ref.documentId);
          return product
            ? { ref, name: product.Produktname, href: `/produkt/${product.id}`, detail: product.Hersteller }
            : null;
        }
        case "Versorgungspartner": {
          const partner = carePartners?.get(ref.documentId);
          return partner
            ? {
                ref,
                name: partner.Name,
                href: `/versorgungspartner/${partner.id}`,
                detail: [partner.Kategorie, partner.Stadt].filter(Boolean).join(" · ") || null,
              }
            : null;
        }
      }
    })();
    if (entry) entries.push(entry);
    else missing.push(ref);
  }
  return { entries, events: savedEvents, missing };
}

/** The visitor's list for the Merkliste page and its calendar file (a page cannot set cookies). */
export async function visitorRefs(
  jar: CookieJar,
  auth: AuthedUser | null,
): Promise<{ refs: MerkRef[]; removedByCms: MerkRef[] }> {
  if (!auth) return { refs: cookieRefs(jar), removedByCms: [] };
  const browser = cookieRefs(jar);
  if (needsMerge(jar, auth) && browser.length > 0) await mergeAccountMerkliste(auth.jwt, browser);
  const { entries, removed } = await getAccountMerkliste(auth.jwt);
  return { refs: entries, removedByCms: removed };
}
