// Who owns a listing or product, and which of them a user has: the one place that knows that a
// product belongs to the creator of its manufacturer.
import type { Core } from "@strapi/strapi";
import type { ListingKind } from "@wundportal/rules";

export type { ListingKind };

/** The content type of each listing kind (the kinds and their glossary: @wundportal/rules). */
export const LISTING_KINDS = {
  "api::veranstaltung.veranstaltung": "Veranstaltung",
  "api::referent.referent": "Referent",
  "api::hersteller.hersteller": "Hersteller",
  "api::versorgungspartner.versorgungspartner": "Versorgungspartner",
  "api::produkt.produkt": "Produkt",
} as const satisfies Record<string, ListingKind>;

export type ListingUid = keyof typeof LISTING_KINDS;

export const LISTING_UIDS = Object.keys(LISTING_KINDS) as ListingUid[];
export const PRODUCT_UID = "api::produkt.produkt";

export const isListingUid = (uid: unknown): uid is ListingUid =>
  typeof uid === "string" && Object.prototype.hasOwnProperty.call(LISTING_KINDS, uid);

// Ownership is read with the query engine, below the document service: the visibility middleware
// (cms/src/access/visibility.ts) hides another user's unpublished listing from this request's
// reads, and a rule must see the record to say "not yours" (403) rather than "not found".
const OWNER_POPULATE = { createdby: { select: ["id"] } };
const PRODUCT_POPULATE = {
  ...OWNER_POPULATE,
  hersteller: { select: ["id", "documentId"], populate: OWNER_POPULATE },
};

export const ownerPopulate = (uid: string) => (uid === PRODUCT_UID ? PRODUCT_POPULATE : OWNER_POPULATE);

/** The user id owning a record loaded with ownerPopulate: a product's manufacturer's creator, else its own. */
/** What ownerPopulate loads of a record. */
export interface OwnerRecord {
  createdby?: { id: number } | null;
  hersteller?: { createdby?: { id: number } | null } | null;
}

export function ownerOf(uid: ListingUid, record: OwnerRecord | null | undefined): number | null {
  if (uid === PRODUCT_UID && record?.hersteller) return record.hersteller.createdby?.id ?? null;
  return record?.createdby?.id ?? null;
}

/** A listing with what decides its owner; null when there is none with this documentId. */
export async function findWithOwner(strapi: Core.Strapi, uid: ListingUid, documentId: string) {
  return (
    (await strapi.db.query(uid).findOne({ where: { documentId }, populate: ownerPopulate(uid) })) ?? null
  );
}

/** Filter for everything a user owns of a kind (products: also those of the user's manufacturers). */
export function ownedFilter(uid: ListingUid, userId: number) {
  const own = { createdby: { id: userId } };
  return uid === PRODUCT_UID ? { $or: [own, { hersteller: { createdby: { id: userId } } }] } : own;
}

export async function countOwned(strapi: Core.Strapi, uid: ListingUid, userId: number): Promise<number> {
  return strapi.db.query(uid).count({ where: ownedFilter(uid, userId) });
}
