// A listing's media fields take only files its owner uploaded, or files this same listing already
// has: nobody attaches (and so publishes) someone else's upload by guessing its id.
import type { Core } from '@strapi/strapi';
import type { ListingUid } from '../listings/ownership';
import { readRelationInput } from '../listings/relation-input';
import type { Reference } from '../listings/relation-input';
import { refuse } from '../utils/refusal';
import { FILE_UID, UPLOADER_FIELD, mediaFields } from './files';

export async function checkAttachedFiles(
  strapi: Core.Strapi,
  uid: ListingUid,
  data: Record<string, unknown>,
  userId: number,
  documentId?: string,
) {
  const fields = mediaFields(strapi, uid).filter((field) => field in data);
  const wanted: { field: string; reference: Reference }[] = [];
  for (const field of fields) {
    const input = readRelationInput(data[field]);
    if (!input.valid) refuse(400, 'listing.invalidRelation', `${field}: unbekanntes Format`, { field });
    wanted.push(...input.references.map((reference) => ({ field, reference })));
  }
  if (!wanted.length) return;

  const attached = new Set<number>();
  if (documentId) {
    const existing: any = await strapi.documents(uid).findOne({
      documentId,
      populate: Object.fromEntries(mediaFields(strapi, uid).map((field) => [field, { fields: ['id'] }])) as any,
    });
    for (const field of mediaFields(strapi, uid)) for (const file of [existing?.[field] ?? []].flat()) attached.add(file.id);
  }

  const ids = wanted.flatMap(({ reference }) => (reference.id !== undefined ? [reference.id] : []));
  const documentIds = wanted.flatMap(({ reference }) => (reference.documentId ? [reference.documentId] : []));
  const files: any[] = await strapi.db.query(FILE_UID).findMany({
    where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
    select: ['id', 'documentId', UPLOADER_FIELD],
  });
  for (const { field, reference } of wanted) {
    const file = files.find((f) => (reference.documentId ? f.documentId === reference.documentId : f.id === reference.id));
    // An unknown id is answered like a foreign one: the answer does not tell which files exist.
    if (!file || (file[UPLOADER_FIELD] !== userId && !attached.has(file.id))) {
      refuse(403, 'upload.notOwned', `${field}: nur eigene Dateien`, { field });
    }
  }
}
