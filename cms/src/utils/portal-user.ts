// The caller of the current request when it is a portal user (users-permissions token): admin,
// seed and script writes have none.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { refuse } from "./refusal";

export function portalUser(strapi: Core.Strapi): { id: number; documentId: string } | null {
  const ctx = strapi.requestContext.get();
  return ctx?.state?.auth?.strategy?.name === "users-permissions" && ctx.state.user ? ctx.state.user : null;
}

/** The portal user of a custom route's request (the one-step save, the import), or a 401. */
export function portalUserId(ctx: Context): number {
  if (ctx.state?.auth?.strategy?.name !== "users-permissions" || !ctx.state.user) {
    refuse(401, "auth.required", "Anmeldung erforderlich");
  }
  return ctx.state.user.id;
}
