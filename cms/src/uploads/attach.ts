// A listing's media fields take only files its owner uploaded, files this same listing already
// has, or files another of the owner's listings has (a copy of a listing shares its pictures):
// nobody attaches (and so publishes) someone else's upload by guessing its id. Counted on the
// final list each field would store. A shared file outlives the listing it is taken out of while
// another still uses it (deleteUnusedFiles in ./files.ts looks at every entry using it).
import type { Core } from "@strapi/strapi";
import { MAX_MEDIA_FILES } from "@wundportal/rules";
import { isListingUid, ownerOf, ownerPopulate } from "../listings/ownership";
import type { OwnerRecord } from "../listings/ownership";
import type { ReferenceField } from "../listings/relation-fields";
import { refuse } from "../utils/refusal";
import { FILE_UID, UPLOADER_FIELD } from "./files";
import { uploadTable } from "./rules";

/** The most files a list field holds: the plan table's media limit, the upload table's data sheets. */
const MAX_FILES: Record<string, number> = {
  Medien: MAX_MEDIA_FILES,
  Datenblaetter: uploadTable.maxDatasheets,
};

export async function checkAttachedFiles(
  strapi: Core.Strapi,
  wanted: { field: ReferenceField; ids: number[] }[],
  userId: number,
  /** Files the listing has now (any media field): they may stay. */
  attached: Set<number>,
) {
  for (const { field, ids } of wanted) {
    const max = MAX_FILES[field.name];
    if (max !== undefined && ids.length > max) {
      refuse(409, "media.limitReached", `${field.name}: höchstens ${max} Dateien`, {
        field: field.name,
        max,
      });
    }
  }
  const all = [...new Set(wanted.flatMap(({ ids }) => ids))];
  if (!all.length) return;
  const files: { id: number; [UPLOADER_FIELD]: number | null }[] = await strapi.db.query(FILE_UID).findMany({
    where: { id: { $in: all } },
    select: ["id", UPLOADER_FIELD],
  });
  const uploader = new Map(files.map((file) => [file.id, file[UPLOADER_FIELD]]));
  const others = all.filter((id) => uploader.has(id) && uploader.get(id) !== userId && !attached.has(id));
  const shared = await usedByOwnListing(strapi, others, userId);
  for (const { field, ids } of wanted) {
    // An unknown id is answered like a foreign one: the answer does not tell which files exist.
    if (ids.some((id) => uploader.get(id) !== userId && !attached.has(id) && !shared.has(id))) {
      refuse(403, "upload.notOwned", `${field.name}: nur eigene Dateien`, { field: field.name });
    }
  }
}

/** Of these files, the ones some listing (or product) of the user already uses. */
async function usedByOwnListing(
  strapi: Core.Strapi,
  fileIds: number[],
  userId: number,
): Promise<Set<number>> {
  const shared = new Set<number>();
  if (!fileIds.length) return shared;
  const files: { id: number; related?: { id: number; __type?: string }[] }[] = await strapi.db
    .query(FILE_UID)
    .findMany({ where: { id: { $in: fileIds } }, populate: { related: { select: ["id"] } } });
  for (const file of files) {
    for (const entry of file.related ?? []) {
      const uid = entry.__type;
      if (!isListingUid(uid)) continue;
      const record: OwnerRecord | null = await strapi.db
        .query(uid)
        .findOne({ where: { id: entry.id }, populate: ownerPopulate(uid) });
      if (ownerOf(uid, record) === userId) {
        shared.add(file.id);
        break;
      }
    }
  }
  return shared;
}
