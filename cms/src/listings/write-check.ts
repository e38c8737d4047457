// The checks of a portal user's listing write, shared by global::listing-write (every REST write
// of a listing or product) and the manufacturer's one-step save: the one input shape of relation
// and media fields first, then ownership, the plan's listing kind, premium fields, and what the
// relation and media fields would store afterwards (own or visible entries, own files, counts).
// Rules come from the shared package @wundportal/rules, never from plan titles.
import type { Core } from "@strapi/strapi";
import { mayPlace, mayUseField } from "@wundportal/rules";
import type { RefusalCode } from "@wundportal/rules";
import { currentEntitlements } from "../access/entitlements";
import { LISTING_KINDS, PRODUCT_UID, findWithOwner, ownerOf, ownerPopulate } from "./ownership";
import type { ListingKind, ListingUid, OwnerRecord } from "./ownership";
import { readIds, referenceFields, toStrapiInput } from "./relation-fields";
import type { ReferenceField } from "./relation-fields";
import { checkAttachedFiles } from "../uploads/attach";
import { refuse } from "../utils/refusal";

export type Entitlements = NonNullable<Awaited<ReturnType<typeof currentEntitlements>>>;
export type Data = Record<string, unknown>;
/** A relation or media field of the input with the ids it would store. */
export interface Wanted {
  field: ReferenceField;
  ids: number[];
}

export const LIMIT_CODES: Partial<Record<ListingKind, RefusalCode>> = {
  Veranstaltung: "listing.limitReached",
  Referent: "referent.limitReached",
  Produkt: "product.limitReached",
};

/**
 * Every relation and media field of the input, read in the one accepted shape (or refused): the
 * first thing a write does, so no rule ever reads a relation in another form. A save that stores a
 * product's manufacturer itself refuses one named in the input.
 */
export function readReferences(
  strapi: Core.Strapi,
  uid: ListingUid,
  data: Data,
  manufacturerSetByServer = false,
): Wanted[] {
  if (manufacturerSetByServer && "hersteller" in data) {
    refuse(400, "listing.relationReadOnly", "hersteller kann nicht geschrieben werden", {
      field: "hersteller",
    });
  }
  return referenceFields(strapi, uid)
    .filter((field) => field.name in data)
    .map((field) => ({ field, ids: readIds(field, data[field.name]) }));
}

/** The ids each of these fields holds now (what a write may keep although the user could not add it). */
async function linkedNow(
  strapi: Core.Strapi,
  uid: ListingUid,
  documentId: string | undefined,
  fields: ReferenceField[],
) {
  const linked = new Map<string, Set<number>>(fields.map((field) => [field.name, new Set<number>()]));
  if (!documentId || !fields.length) return linked;
  const record = await strapi.db.query(uid).findOne({
    where: { documentId },
    populate: Object.fromEntries(fields.map((field) => [field.name, { select: ["id"] }])),
  });
  for (const field of fields)
    for (const entry of [record?.[field.name] ?? []].flat()) linked.get(field.name)?.add(entry.id);
  return linked;
}

/** Relations: own targets ('owned'), or published or own ones and those already linked ('visible'). */
async function checkRelations(
  strapi: Core.Strapi,
  wanted: Wanted[],
  userId: number,
  linked: Map<string, Set<number>>,
) {
  for (const { field, ids } of wanted) {
    if (field.kind !== "relation" || !ids.length) continue;
    const target = field.target as ListingUid;
    const found: (OwnerRecord & { id: number; Published?: boolean | null })[] = await strapi.db
      .query(target)
      .findMany({
        where: { id: { $in: ids } },
        select: ["id", "Published"],
        populate: ownerPopulate(target),
      });
    const byId = new Map(found.map((entry) => [entry.id, entry]));
    for (const id of ids) {
      const entry = byId.get(id);
      const own = entry !== undefined && ownerOf(target, entry) === userId;
      if (field.rule === "owned") {
        if (!entry)
          refuse(400, "listing.invalidRelation", `${field.name}: unbekannter Eintrag`, { field: field.name });
        if (!own)
          refuse(403, "listing.relationNotOwned", `${field.name}: nur eigene Einträge`, {
            field: field.name,
          });
      } else if (!entry || !(entry.Published === true || own || linked.get(field.name)?.has(id))) {
        // A hidden entry is answered like a missing one: the answer does not tell which exist.
        refuse(400, "listing.invalidRelation", `${field.name}: unbekannter Eintrag`, { field: field.name });
      }
    }
  }
}

/** A product hangs on exactly one manufacturer: named on create, never taken away. */
function checkManufacturer(wanted: Wanted[], action: string) {
  const hersteller = wanted.find(({ field }) => field.name === "hersteller");
  if ((action === "create" || hersteller) && hersteller?.ids.length !== 1) {
    refuse(400, "product.herstellerRequired", "Ein Produkt braucht genau einen Hersteller", {
      field: "hersteller",
    });
  }
}

/** What one listing write is, as the policy or the manufacturer's save sees it. */
export interface ListingWrite {
  uid: ListingUid;
  action: "create" | "update";
  documentId?: string;
  data: Data;
  /** The relation and media fields of `data`, as readReferences read them (shapes refused first). */
  references: Wanted[];
  userId: number;
  /** The save stores the product's manufacturer itself: the input may not name one. */
  manufacturerSetByServer?: boolean;
}

/** The user's plan, or a refusal when it does not place this kind. */
export async function entitlementsFor(
  strapi: Core.Strapi,
  userId: number,
  kind: ListingKind,
): Promise<Entitlements> {
  const entitlements = await currentEntitlements(strapi, userId);
  if (!entitlements) refuse(403, "subscription.none", "Kein laufendes Abonnement");
  if (!mayPlace(entitlements, kind))
    refuse(403, "listing.wrongPlan", `${kind} ist nicht im Abonnement enthalten`);
  return entitlements;
}

/** Refuses a listing that does not exist (404) or is not the user's (403). */
export async function checkOwner(
  strapi: Core.Strapi,
  uid: ListingUid,
  documentId: string | undefined,
  userId: number,
) {
  const existing = documentId ? await findWithOwner(strapi, uid, documentId) : null;
  if (!existing) refuse(404, "listing.notFound", "Inserat nicht gefunden");
  if (ownerOf(uid, existing) !== userId) refuse(403, "listing.notOwner", "Nicht Ihr Inserat");
}

/**
 * Checks a create or update of a listing the user owns (or creates) and rewrites `data` to what
 * Strapi stores: relation and media fields in the one accepted shape, premium fields of a lower
 * plan dropped, own or visible relations, own files, counts. Throws the first refusal.
 */
export async function checkListingWrite(
  strapi: Core.Strapi,
  write: ListingWrite,
  entitlements: Entitlements,
) {
  const { uid, action, documentId, data, userId } = write;
  // Premium fields the plan does not open are dropped, so a saved form does not fail as a whole
  // (see README, Entscheidungen).
  for (const field of Object.keys(data)) {
    if (!mayUseField(entitlements, LISTING_KINDS[uid], field)) delete data[field];
  }
  const wanted = write.references.filter(({ field }) => field.name in data);

  if (uid === PRODUCT_UID && !write.manufacturerSetByServer) checkManufacturer(wanted, action);
  const media = referenceFields(strapi, uid).filter((field) => field.kind === "media");
  const written = wanted.map(({ field }) => field).filter((field) => field.kind === "relation");
  const linked = await linkedNow(strapi, uid, documentId, [...media, ...written]);
  const filesNow = new Set(media.flatMap((field) => [...(linked.get(field.name) ?? [])]));
  await checkAttachedFiles(
    strapi,
    wanted.filter(({ field }) => field.kind === "media"),
    userId,
    filesNow,
  );
  await checkRelations(strapi, wanted, userId, linked);
  // Strapi stores exactly the checked lists.
  for (const { field, ids } of wanted) data[field.name] = toStrapiInput(field, ids);
}
