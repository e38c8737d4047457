import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { CmsError, CmsUnavailableError } from "@/server/cms/client";
import { env, sessionCookieName } from "@/server/env";
import { SESSION_MAX_AGE } from "./options";
import { jwtExpiry, strapiMe, type StrapiUser } from "./strapi-auth";

/** The decoded session cookie while its Strapi token has not expired, else null. */
const sessionToken = cache(async (): Promise<(JWT & { strapiJwt: string }) | null> => {
  // Without a session cookie there is nothing to decode (and no secret needed, e.g. at build time).
  const jar = await cookies();
  // Only the name next-auth writes for this site: on https a plain (non-__Secure-) cookie could
  // have been planted over http and must not count.
  const raw = jar.get(sessionCookieName())?.value;
  if (!raw) return null;
  const token = await decode({ token: raw, secret: env().NEXTAUTH_SECRET });
  if (!token?.strapiJwt || !token.strapiExp || token.strapiExp * 1000 <= Date.now()) return null;
  return token as JWT & { strapiJwt: string };
});

/** The Strapi JWT inside the encrypted session cookie; only for server-side calls. */
export async function getStrapiJwt(): Promise<string | null> {
  return (await sessionToken())?.strapiJwt ?? null;
}

/**
 * Puts a new Strapi JWT into the session cookie (in a server action or route handler). After a
 * password change Strapi ends every earlier token, the one in this cookie too, and issues a new
 * one for the session that made the change, which stays signed in with it.
 */
export async function replaceStrapiJwt(strapiJwt: string): Promise<void> {
  const jar = await cookies();
  const name = sessionCookieName();
  const raw = jar.get(name)?.value;
  if (!raw) return;
  const secret = env().NEXTAUTH_SECRET;
  const token = await decode({ token: raw, secret });
  if (!token) return;
  const value = await encode({
    token: { ...token, strapiJwt, strapiExp: jwtExpiry(strapiJwt) },
    secret,
    maxAge: SESSION_MAX_AGE,
  });
  jar.set(name, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: name.startsWith("__Secure-"),
    maxAge: SESSION_MAX_AGE,
  });
}

export interface AuthedUser {
  jwt: string;
  user: StrapiUser;
}

/**
 * The signed-in user, confirmed by Strapi (a revoked or expired token counts as signed out).
 * Without one, the visitor goes to /signin and comes back to `returnTo` afterwards.
 */
export async function requireUser(returnTo: string): Promise<AuthedUser> {
  const auth = await currentUser();
  if (!auth) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return auth;
}

/**
 * What the portal knows about the visitor. Only Strapi refusing the token (401/403) means signed
 * out; a CMS that is down, slow or failing (`unconfirmed`) leaves the session as it is, so an
 * outage never signs anyone out.
 */
export type SignInState =
  | { status: "anonymous" }
  | { status: "confirmed"; auth: AuthedUser }
  | { status: "unconfirmed"; name: string };

/** Whether a failed lookup says nothing about the token (the CMS could not answer). */
export function isCmsOutage(error: unknown): boolean {
  return error instanceof CmsUnavailableError || (error instanceof CmsError && error.status >= 500);
}

export const signInState = cache(async (): Promise<SignInState> => {
  const token = await sessionToken();
  if (!token) return { status: "anonymous" };
  try {
    const user = await strapiMe(token.strapiJwt);
    return user ? { status: "confirmed", auth: { jwt: token.strapiJwt, user } } : { status: "anonymous" };
  } catch (error) {
    if (!isCmsOutage(error)) throw error;
    console.error("[auth] Nutzer konnte nicht geprüft werden:", error);
    return { status: "unconfirmed", name: token.name ?? "" };
  }
});

/**
 * The signed-in user confirmed by Strapi, or null (also for a revoked or expired token); never a
 * redirect. Throws while the CMS cannot be asked: callers that act for the user cannot go on.
 * Asked once per request, however many components need it.
 */
export const currentUser = cache(async (): Promise<AuthedUser | null> => {
  const state = await signInState();
  if (state.status === "unconfirmed") throw new CmsUnavailableError("/users/me");
  return state.status === "confirmed" ? state.auth : null;
});
