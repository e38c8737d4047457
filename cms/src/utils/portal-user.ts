// The caller of the current request when it is a portal user (users-permissions token): admin,
// seed and script writes have none.
import type { Core } from "@strapi/strapi";

export function portalUser(strapi: Core.Strapi): { id: number; documentId: string } | null {
  const ctx = strapi.requestContext.get();
  return ctx?.state?.auth?.strategy?.name === "users-permissions" && ctx.state.user ? ctx.state.user : null;
}
