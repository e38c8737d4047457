// global::listing-write guards every create, update and delete of listings and products through
// the REST API: ownership, the plan's listing kind and limits, premium fields, media count, the
// relations only an owner may set and the files only their uploader may attach. Rules come from the shared package @wundportal/rules, never from plan titles.
import type { Core } from '@strapi/strapi';
import { MAX_MEDIA_FILES, limitFor, mayPlace, mayUseField } from '@wundportal/rules';
import { currentEntitlements } from '../access/entitlements';
import { LISTING_KINDS, PRODUCT_UID, findWithOwner, isListingUid, ownerOf, ownerPopulate } from '../listings/ownership';
import type { ListingKind, ListingUid } from '../listings/ownership';
import { CREATE_LIMIT_STATE } from '../listings/create-limit';
import type { CreateLimit } from '../listings/create-limit';
import { readRelationInput } from '../listings/relation-input';
import { checkAttachedFiles } from '../uploads/attach';
import { refuse } from '../utils/refusal';

const EVENT_UID = 'api::veranstaltung.veranstaltung';

/** Relations that point at things of the same owner: nobody attaches someone else's product or event. */
const OWNED_RELATIONS: Partial<Record<ListingUid, Record<string, ListingUid>>> = {
  'api::hersteller.hersteller': { Produkt: PRODUCT_UID, veranstaltungs: EVENT_UID },
  'api::referent.referent': { veranstaltungs: EVENT_UID },
  [PRODUCT_UID]: { hersteller: 'api::hersteller.hersteller' },
};

const LIMIT_CODES: Partial<Record<ListingKind, string>> = {
  Veranstaltung: 'listing.limitReached',
  Referent: 'referent.limitReached',
  Produkt: 'product.limitReached',
};

async function checkOwnedRelations(strapi: Core.Strapi, uid: ListingUid, data: Record<string, unknown>, userId: number) {
  for (const [field, target] of Object.entries(OWNED_RELATIONS[uid] ?? {})) {
    if (!(field in data)) continue;
    const input = readRelationInput(data[field]);
    if (!input.valid) refuse(400, 'listing.invalidRelation', `${field}: unbekanntes Format`, { field });
    const documentIds = [...new Set(input.references.flatMap((r) => (r.documentId ? [r.documentId] : [])))];
    const ids = [...new Set(input.references.flatMap((r) => (r.id !== undefined ? [r.id] : [])))];
    if (!documentIds.length && !ids.length) continue;
    const found: any[] = await strapi.db.query(target).findMany({
      where: { $or: [{ documentId: { $in: documentIds } }, { id: { $in: ids } }] },
      populate: ownerPopulate(target),
      limit: documentIds.length + ids.length,
    });
    const known = (r: { documentId?: string; id?: number }) =>
      found.some((f: any) => (r.documentId ? f.documentId === r.documentId : f.id === r.id));
    if (!input.references.every(known)) refuse(400, 'listing.invalidRelation', `${field}: unbekannter Eintrag`, { field });
    if (found.some((f) => ownerOf(target, f) !== userId)) {
      refuse(403, 'listing.relationNotOwned', `${field}: nur eigene Einträge`, { field });
    }
  }
}

async function checkMedia(strapi: Core.Strapi, uid: ListingUid, data: Record<string, unknown>, documentId?: string) {
  if (!('Medien' in data)) return;
  const input = readRelationInput(data.Medien);
  if (!input.valid) refuse(400, 'listing.invalidRelation', 'Medien: unbekanntes Format', { field: 'Medien' });
  let count = input.references.length;
  if (!input.replaces && documentId) {
    const existing: any = await strapi.documents(uid).findOne({ documentId, populate: { Medien: { fields: ['id'] } } as any });
    count += (existing?.Medien?.length ?? 0) - input.removes;
  }
  if (count > MAX_MEDIA_FILES) {
    refuse(409, 'media.limitReached', `Höchstens ${MAX_MEDIA_FILES} Medien`, { field: 'Medien', max: MAX_MEDIA_FILES });
  }
}

function checkManufacturer(data: Record<string, unknown>, action: string) {
  if (action !== 'create' && !('hersteller' in data)) return;
  const input = readRelationInput(data.hersteller);
  if (!input.replaces || input.references.length !== 1) {
    refuse(400, 'product.herstellerRequired', 'Ein Produkt braucht genau einen Hersteller', { field: 'hersteller' });
  }
}

async function listingWrite(policyContext: any, _config: unknown, { strapi }: { strapi: Core.Strapi }) {
  const handler: string = typeof policyContext.state?.route?.handler === 'string' ? policyContext.state.route.handler : '';
  const uid = handler.slice(0, handler.lastIndexOf('.'));
  const action = handler.slice(handler.lastIndexOf('.') + 1);
  // A route this policy does not know how to guard is closed, not open.
  if (!isListingUid(uid) || !['create', 'update', 'delete'].includes(action)) return false;
  const kind = LISTING_KINDS[uid];

  const user = policyContext.state.user;
  if (!user || policyContext.state.auth?.strategy?.name !== 'users-permissions') {
    refuse(401, 'auth.required', 'Anmeldung erforderlich');
  }

  const documentId: string | undefined = action === 'create' ? undefined : policyContext.params?.id;
  if (action !== 'create') {
    const existing = await findWithOwner(strapi, uid, documentId);
    if (!existing) refuse(404, 'listing.notFound', 'Inserat nicht gefunden');
    if (ownerOf(uid, existing) !== user.id) refuse(403, 'listing.notOwner', 'Nicht Ihr Inserat');
    // Owners may always remove what is theirs, with or without a running plan.
    if (action === 'delete') return true;
  }

  const entitlements = await currentEntitlements(strapi, user.id);
  if (!entitlements) refuse(403, 'subscription.none', 'Kein laufendes Abonnement');
  if (!mayPlace(entitlements, kind)) refuse(403, 'listing.wrongPlan', `${kind} ist nicht im Abonnement enthalten`);

  const body = policyContext.request?.body;
  const data = body?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return true; // the core controller answers 400

  // The server says who created a listing; premium fields the plan does not open are dropped, so a
  // saved form does not fail as a whole (see README, Entscheidungen).
  delete data.createdby;
  for (const field of Object.keys(data)) {
    if (!mayUseField(entitlements, kind, field)) delete data[field];
  }
  if (uid === PRODUCT_UID) checkManufacturer(data, action);
  await checkMedia(strapi, uid, data, documentId);
  await checkAttachedFiles(strapi, uid, data, user.id, documentId);
  await checkOwnedRelations(strapi, uid, data, user.id);

  if (action === 'create') {
    const limit = limitFor(entitlements, kind);
    if (limit !== null) {
      // Counted when the document is created, under a per-user lock, so parallel creates cannot
      // pass together (listings/create-limit.ts).
      const pending: CreateLimit = { uid, userId: user.id, limit, code: LIMIT_CODES[kind] ?? 'listing.limitReached' };
      policyContext.state[CREATE_LIMIT_STATE] = pending;
    }
  }
  return true;
}

export = listingWrite;
