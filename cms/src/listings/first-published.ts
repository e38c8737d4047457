// Document-service middleware: `firstPublicAt` records when a listing first became public
// (Published true), the instant saved-search alerts count as "new". Nobody writes it by hand:
// any value in the input is dropped, and the first publication stamps it. (Not `firstPublishedAt`:
// Strapi's document service reserves that name and nulls it on every update.)
import type { Core } from "@strapi/strapi";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { isRecord } from "../utils/records";

const FIRST_PUBLISHED = [
  "api::veranstaltung.veranstaltung",
  "api::referent.referent",
  "api::versorgungspartner.versorgungspartner",
] as const;
export const FIRST_PUBLISHED_UIDS = new Set<string>(FIRST_PUBLISHED);
const isFirstPublishedUid = (uid: string): uid is (typeof FIRST_PUBLISHED)[number] =>
  FIRST_PUBLISHED_UIDS.has(uid);

export function stampFirstPublished(strapi: Core.Strapi): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    const uid = context.uid;
    const data = context.params?.data;
    if (!isFirstPublishedUid(uid) || !isRecord(data)) return next();
    if (context.action !== "create" && context.action !== "update") return next();
    delete data.firstPublicAt;
    // Strapi takes "true" for a boolean too.
    if (data.Published !== true && data.Published !== "true") return next();
    if (context.action === "create") {
      data.firstPublicAt = new Date().toISOString();
    } else if (typeof context.params?.documentId === "string") {
      // Only the step from not published to published: saving a listing that is already public
      // (the editor sends its Published switch every time) does not make it new.
      const existing = await strapi.db.query(uid).findOne({
        where: { documentId: context.params.documentId },
        select: ["firstPublicAt", "Published"],
      });
      if (existing && !existing.Published && !existing.firstPublicAt)
        data.firstPublicAt = new Date().toISOString();
    }
    return next();
  };
}

/**
 * Listings published before `firstPublicAt` existed get their creation time, once at start-up, so
 * their next save does not count as a first publication and no alert calls them new.
 */
export async function backfillFirstPublished(strapi: Core.Strapi): Promise<void> {
  for (const uid of FIRST_PUBLISHED_UIDS) {
    const meta = strapi.db.metadata.get(uid);
    const column = (name: string) => (meta.attributes[name] as { columnName?: string }).columnName ?? name;
    const knex = strapi.db.connection;
    await knex(meta.tableName)
      .where(column("Published"), true)
      .whereNull(column("firstPublicAt"))
      .update({ [column("firstPublicAt")]: knex.ref(column("createdAt")) });
  }
}
