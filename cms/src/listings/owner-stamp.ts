// Document-service middleware: a listing or product written by a signed-in portal user gets that
// user as `createdby`, whatever the input says. Writes without such a user (admin, seed, scripts)
// keep what they set.
import type { Core } from "@strapi/strapi";
import type { DocumentContext, DocumentNext } from "../utils/document-middleware";
import { isRecord } from "../utils/records";
import { portalUser } from "../utils/portal-user";
import { isListingUid } from "./ownership";

export function stampOwner(strapi: Core.Strapi) {
  return async (context: DocumentContext, next: DocumentNext) => {
    if (isListingUid(context.uid) && (context.action === "create" || context.action === "update")) {
      const user = portalUser(strapi);
      const data = context.params?.data;
      if (user && isRecord(data)) {
        if (context.action === "create") data.createdby = user.documentId;
        else delete data.createdby;
      }
    }
    return next();
  };
}
