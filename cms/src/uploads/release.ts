// Files a portal user takes out of their listing (or that go with a deleted listing) are deleted
// when they uploaded them and nothing else uses them, so removed pictures and data sheets do not
// stay reachable under their address. Files of the admin or of other users are never touched.
import type { Core } from "@strapi/strapi";
import { isListingUid } from "../listings/ownership";
import type { ListingUid } from "../listings/ownership";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { afterCommit } from "../utils/after-commit";
import { portalUser } from "../utils/portal-user";
import { idsOf } from "../utils/records";
import { FILE_UID, UPLOADER_FIELD, deleteUnusedFiles, mediaFields } from "./files";

async function attachedFiles(
  strapi: Core.Strapi,
  uid: ListingUid,
  fields: string[],
  documentId: string,
): Promise<Set<number>> {
  const ids = new Set<number>();
  if (!fields.length) return ids;
  const record: Record<string, unknown> | null = await strapi.db.query(uid).findOne({
    where: { documentId },
    populate: Object.fromEntries(fields.map((field) => [field, { select: ["id"] }])),
  });
  for (const field of fields) for (const id of idsOf(record?.[field])) ids.add(id);
  return ids;
}

export function releaseRemovedFiles(strapi: Core.Strapi): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    const user = portalUser(strapi);
    const documentId = context.params?.documentId;
    if (
      !user ||
      !isListingUid(context.uid) ||
      !["update", "delete"].includes(context.action) ||
      typeof documentId !== "string"
    ) {
      return next();
    }
    const uid = context.uid;
    const fields = mediaFields(strapi, uid);
    // An update that writes no media field removes no file: nothing to look at.
    const data = (context.params?.data ?? {}) as Record<string, unknown>;
    if (context.action === "update" && !fields.some((field) => field in data)) return next();
    const before = await attachedFiles(strapi, uid, fields, documentId);
    const result = await next();
    if (!before.size) return result;
    const after =
      context.action === "delete" ? new Set<number>() : await attachedFiles(strapi, uid, fields, documentId);
    const removed = [...before].filter((id) => !after.has(id));
    if (removed.length) {
      // Inside a larger save (a manufacturer with its products) only once all of it is stored.
      await afterCommit(strapi, "Dateien freigeben", async () => {
        const own: { id: number }[] = await strapi.db
          .query(FILE_UID)
          .findMany({ where: { id: { $in: removed }, [UPLOADER_FIELD]: user.id }, select: ["id"] });
        await deleteUnusedFiles(
          strapi,
          own.map((file) => file.id),
        );
      });
    }
    return result;
  };
}
