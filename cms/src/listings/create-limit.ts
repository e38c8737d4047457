// Plan limits hold for requests sent at the same moment too, on one CMS instance or several. The
// listing-write policy leaves the plan's limit in the request's state; this document-service
// middleware counts the user's entries and creates in one transaction under a database lock per
// user and kind (utils/db-lock.ts), so of five parallel creates for the last free place exactly
// one succeeds, whichever instances they reach.
import type { Core } from "@strapi/strapi";
import type { RefusalCode } from "@wundportal/rules";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { refuse } from "../utils/refusal";
import { underLock } from "../utils/db-lock";
import { countOwned, isListingUid } from "./ownership";
import type { ListingUid } from "./ownership";

/** What the policy leaves for the create it allowed: the kind's limit and its refusal code. */
export interface CreateLimit {
  uid: ListingUid;
  userId: number;
  limit: number;
  code: RefusalCode;
}

export const CREATE_LIMIT_STATE = "listingCreateLimit";

export function createLimitLock(strapi: Core.Strapi): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    if (context.action !== "create" || !isListingUid(context.uid)) return next();
    const limit: CreateLimit | undefined = strapi.requestContext.get()?.state?.[CREATE_LIMIT_STATE];
    if (!limit || limit.uid !== context.uid) return next();
    return underLock(strapi, `create:${limit.uid}:${limit.userId}`, async () => {
      if ((await countOwned(strapi, limit.uid, limit.userId)) >= limit.limit) {
        refuse(409, limit.code, `Höchstens ${limit.limit}`, { max: limit.limit });
      }
      return next();
    });
  };
}
