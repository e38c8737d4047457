// Who uploaded a file of the media library: a private field `uploadedBy` (user id) on
// plugin::upload.file, set from the caller's token when a portal user uploads (see
// extensions/upload/strapi-server.ts). Strapi's content-API uploads carry no user of their own.
import type { Core, UID } from "@strapi/strapi";
import { portalUser } from "../utils/portal-user";

export const FILE_UID = "plugin::upload.file";

/** The field on plugin::upload.file; private, so no API answer ever shows it. */
export const UPLOADER_FIELD = "uploadedBy";

export const UPLOADER_ATTRIBUTE = {
  type: "integer",
  private: true,
  configurable: false,
  visible: false,
} as const;

/** The media attributes of a content type (Bild, Logo, Produktbild, Datenblaetter, Medien). */
export const mediaFields = (strapi: Core.Strapi, uid: UID.Schema): string[] =>
  Object.entries(strapi.getModel(uid).attributes)
    .filter(([, attribute]) => attribute.type === "media")
    .map(([name]) => name);

/** Every new file a portal user uploads records that user; uploads of the admin or scripts record nobody. */
export function stampUploader(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    beforeCreate(event) {
      const user = portalUser(strapi);
      if (user && event.params?.data) event.params.data[UPLOADER_FIELD] = user.id;
    },
  });
}

/** Removes the given uploads that nothing uses any more (files another entry uses stay); returns how many. */
export async function deleteUnusedFiles(strapi: Core.Strapi, fileIds: Iterable<number>): Promise<number> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return 0;
  const files = await strapi.db
    .query(FILE_UID)
    .findMany({ where: { id: { $in: ids } }, populate: { related: true } });
  const unused = files.filter((file) => !file.related?.length);
  for (const file of unused) await strapi.plugin("upload").service("upload").remove(file);
  return unused.length;
}
