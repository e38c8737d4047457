// Ending sessions: every JWT issued before a user's `tokensValidAfter` is refused (see the jwt
// service in extensions/users-permissions/strapi-server.ts). JWTs carry whole seconds, so the
// cut is the start of the next second: every token issued so far falls before it.
import type { Core } from "@strapi/strapi";

export const USER_UID = "plugin::users-permissions.user";

/** Ends every session of the user; returns the time from which new tokens count. */
export async function endAllSessions(strapi: Core.Strapi, userId: number): Promise<number> {
  const validAfter = Math.floor(Date.now() / 1000) * 1000 + 1000;
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: userId }, data: { tokensValidAfter: new Date(validAfter) } });
  return validAfter;
}

/**
 * Ends every session of the user and returns a fresh JWT for the caller's own session (after a
 * password change the changing browser stays signed in). Waits up to a second, so the new token's
 * `iat` is not before the cut.
 */
export async function endOtherSessions(strapi: Core.Strapi, userId: number): Promise<string> {
  const validAfter = await endAllSessions(strapi, userId);
  const wait = validAfter - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return strapi.plugin("users-permissions").service("jwt").issue({ id: userId });
}
