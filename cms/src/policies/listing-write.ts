// global::listing-write guards every create, update and delete of listings and products through
// the REST API with the checks of listings/write-check.ts; a create also leaves the plan's limit
// for the document middleware that counts under a lock (listings/create-limit.ts).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { CREATE_LIMIT_STATE } from "../listings/create-limit";
import type { CreateLimit } from "../listings/create-limit";
import { LISTING_KINDS, isListingUid } from "../listings/ownership";
import { limitFor } from "@wundportal/rules";
import {
  LIMIT_CODES,
  checkListingWrite,
  checkOwner,
  entitlementsFor,
  readReferences,
} from "../listings/write-check";
import type { Data } from "../listings/write-check";
import { refuse } from "../utils/refusal";

/** Strapi's policy context: the policy helpers and the request's state, route parameters and body. */
type PolicyContext = Core.PolicyContext & Pick<Context, "state" | "params" | "request">;

async function listingWrite(
  policyContext: PolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) {
  const handler: string =
    typeof policyContext.state?.route?.handler === "string" ? policyContext.state.route.handler : "";
  const uid = handler.slice(0, handler.lastIndexOf("."));
  const action = handler.slice(handler.lastIndexOf(".") + 1);
  // A route this policy does not know how to guard is closed, not open.
  if (!isListingUid(uid) || !["create", "update", "delete"].includes(action)) {
    refuse(403, "listing.routeNotGuarded", "Diese Route ist nicht freigegeben");
  }
  const kind = LISTING_KINDS[uid];

  const user = policyContext.state.user;
  if (!user || policyContext.state.auth?.strategy?.name !== "users-permissions") {
    refuse(401, "auth.required", "Anmeldung erforderlich");
  }

  const body: { data?: unknown } | undefined = policyContext.request?.body;
  const data: Data | undefined =
    body?.data && typeof body.data === "object" && !Array.isArray(body.data)
      ? (body.data as Data)
      : undefined;
  // Shapes are refused before anything else is looked at.
  const references = data && action !== "delete" ? readReferences(strapi, uid, data) : [];

  const id: unknown = policyContext.params?.id;
  const documentId = action === "create" || typeof id !== "string" ? undefined : id;
  if (action !== "create") {
    await checkOwner(strapi, uid, documentId, user.id);
    // Owners may always remove what is theirs, with or without a running plan.
    if (action === "delete") return true;
  }

  const entitlements = await entitlementsFor(strapi, user.id, kind);
  if (!data) return true; // the core controller answers 400
  const write = { uid, action: action as "create" | "update", documentId, data, references, userId: user.id };
  await checkListingWrite(strapi, write, entitlements);

  if (action === "create") {
    const limit = limitFor(entitlements, kind);
    if (limit !== null) {
      // Counted when the document is created, under a per-user lock, so parallel creates cannot
      // pass together (listings/create-limit.ts).
      const pending: CreateLimit = {
        uid,
        userId: user.id,
        limit,
        code: LIMIT_CODES[kind] ?? "listing.limitReached",
      };
      policyContext.state[CREATE_LIMIT_STATE] = pending;
    }
  }
  return true;
}

export = listingWrite;
