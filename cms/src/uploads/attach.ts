// A listing's media fields take only files its owner uploaded, or files this same listing already
// has: nobody attaches (and so publishes) someone else's upload by guessing its id. Counted on the
// final list each field would store.
import type { Core } from "@strapi/strapi";
import { MAX_MEDIA_FILES } from "@wundportal/rules";
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
  for (const { field, ids } of wanted) {
    // An unknown id is answered like a foreign one: the answer does not tell which files exist.
    if (ids.some((id) => uploader.get(id) !== userId && !attached.has(id))) {
      refuse(403, "upload.notOwned", `${field.name}: nur eigene Dateien`, { field: field.name });
    }
  }
}
