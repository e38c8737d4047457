// A user's listings and products as part of their account: exported with 'Meine Daten
// herunterladen' and removed with the account.
import type { Core } from '@strapi/strapi';
import { LISTING_KINDS, LISTING_UIDS, PRODUCT_UID, ownedFilter } from './ownership';
import type { ListingUid } from './ownership';
import { FILE_UID, UPLOADER_FIELD, deleteUnusedFiles, mediaFields } from '../uploads/files';

/** Media as name and address, related entries as documentId, never the creator's user record. */
function exportPopulate(strapi: Core.Strapi, uid: ListingUid) {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries<any>(strapi.getModel(uid).attributes)) {
    if (attribute.type === 'media') populate[name] = { fields: ['name', 'url', 'mime'] };
    else if (attribute.type === 'relation' && name !== 'createdby') populate[name] = { fields: ['documentId'] };
    else if (attribute.type === 'component') populate[name] = true;
  }
  return populate;
}

export async function exportListings(strapi: Core.Strapi, userId: number) {
  const listings: Record<string, unknown[]> = {};
  for (const uid of LISTING_UIDS) {
    listings[LISTING_KINDS[uid]] = await strapi.documents(uid).findMany({
      filters: ownedFilter(uid, userId) as any,
      populate: exportPopulate(strapi, uid) as any,
      sort: [{ createdAt: 'asc' }] as any,
    });
  }
  return listings;
}

/** The files the user uploaded, as name and address (for the data export). */
export async function exportUploads(strapi: Core.Strapi, userId: number) {
  return strapi.db.query(FILE_UID).findMany({
    where: { [UPLOADER_FIELD]: userId },
    select: ['name', 'url', 'mime', 'size', 'createdAt'],
    orderBy: { id: 'asc' },
  });
}

/**
 * Deletes everything the user owns, products first (they hang on the user's manufacturers), the
 * uploads of those listings and the user's own uploads that nothing else uses.
 */
export async function deleteListings(strapi: Core.Strapi, userId: number) {
  const order = [PRODUCT_UID, ...LISTING_UIDS.filter((uid) => uid !== PRODUCT_UID)] as ListingUid[];
  const fileIds = new Set<number>();
  for (const uid of order) {
    const media = mediaFields(strapi, uid);
    const owned: any[] = await strapi.documents(uid).findMany({
      filters: ownedFilter(uid, userId) as any,
      fields: ['documentId'],
      populate: Object.fromEntries(media.map((field) => [field, { fields: ['id'] }])) as any,
    });
    for (const record of owned) {
      for (const field of media) for (const file of [record[field] ?? []].flat()) fileIds.add(file.id);
      await strapi.documents(uid).delete({ documentId: record.documentId });
    }
  }
  const uploaded: { id: number }[] = await strapi.db
    .query(FILE_UID)
    .findMany({ where: { [UPLOADER_FIELD]: userId }, select: ['id'] });
  for (const file of uploaded) fileIds.add(file.id);
  await deleteUnusedFiles(strapi, fileIds);
  // What stays (used by an entry someone else placed) no longer names a deleted account.
  await strapi.db.query(FILE_UID).updateMany({ where: { [UPLOADER_FIELD]: userId }, data: { [UPLOADER_FIELD]: null } });
}
