// A user's listings and products as part of their account: exported with 'Meine Daten
// herunterladen' and removed with the account.
import type { Core, Modules } from "@strapi/strapi";
import { LISTING_KINDS, LISTING_UIDS, PRODUCT_UID, ownedFilter } from "./ownership";
import type { ListingUid } from "./ownership";
import { FILE_UID, UPLOADER_FIELD, deleteUnusedFiles, mediaFields } from "../uploads/files";
import { idsOf } from "../utils/records";

/**
 * ownedFilter's rule for one kind (a product's also reaches it through its manufacturer). The
 * document service's filter type for a union of kinds admits only attributes every kind has.
 */
const ownedFilters = (uid: ListingUid, userId: number) =>
  ownedFilter(uid, userId) as Modules.Documents.Params.Filters.Any<ListingUid>;

/** Media as name and address, related entries as documentId, never the creator's user record. */
function exportPopulate(strapi: Core.Strapi, uid: ListingUid) {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(strapi.getModel(uid).attributes)) {
    if (attribute.type === "media") populate[name] = { fields: ["name", "url", "mime"] };
    else if (attribute.type === "relation" && name !== "createdby")
      populate[name] = { fields: ["documentId"] };
    else if (attribute.type === "component") populate[name] = true;
  }
  return populate;
}

export async function exportListings(strapi: Core.Strapi, userId: number) {
  const listings: Record<string, unknown[]> = {};
  for (const uid of LISTING_UIDS) {
    listings[LISTING_KINDS[uid]] = await strapi.documents(uid).findMany({
      filters: ownedFilters(uid, userId),
      populate: exportPopulate(strapi, uid),
      sort: [{ createdAt: "asc" }],
    });
  }
  return listings;
}

/** The files the user uploaded, as name and address (for the data export). */
export async function exportUploads(strapi: Core.Strapi, userId: number) {
  return strapi.db.query(FILE_UID).findMany({
    where: { [UPLOADER_FIELD]: userId },
    select: ["name", "url", "mime", "size", "createdAt"],
    orderBy: { id: "asc" },
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
    const owned = await strapi.documents(uid).findMany({
      filters: ownedFilters(uid, userId),
      fields: ["documentId"],
      populate: Object.fromEntries(media.map((field) => [field, { fields: ["id"] }])),
    });
    for (const record of owned) {
      // The media fields are named at run time (mediaFields): read as plain keys.
      const fields: Record<string, unknown> = record;
      for (const field of media) for (const id of idsOf(fields[field])) fileIds.add(id);
      await strapi.documents(uid).delete({ documentId: record.documentId });
    }
  }
  const uploaded: { id: number }[] = await strapi.db
    .query(FILE_UID)
    .findMany({ where: { [UPLOADER_FIELD]: userId }, select: ["id"] });
  for (const file of uploaded) fileIds.add(file.id);
  await deleteUnusedFiles(strapi, fileIds);
  // What stays (used by an entry someone else placed) no longer names a deleted account.
  await strapi.db
    .query(FILE_UID)
    .updateMany({ where: { [UPLOADER_FIELD]: userId }, data: { [UPLOADER_FIELD]: null } });
}
