import "server-only";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { env } from "@/server/env";
import { SESSION_MAX_AGE } from "./options";
import { jwtExpiry, strapiMe, type StrapiUser } from "./strapi-auth";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The Strapi JWT inside the encrypted session cookie; only for server-side calls. */
export async function getStrapiJwt(): Promise<string | null> {
  // Without a session cookie there is nothing to decode (and no secret needed, e.g. at build time).
  const jar = await cookies();
  const raw = COOKIE_NAMES.map((name) => jar.get(name)?.value).find(Boolean);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: env().NEXTAUTH_SECRET });
  if (!token?.strapiJwt || !token.strapiExp || token.strapiExp * 1000 <= Date.now()) return null;
  return token.strapiJwt;
}

/**
 * Puts a new Strapi JWT into the session cookie (in a server action or route handler). After a
 * password change Strapi ends every earlier token, the one in this cookie too, and issues a new
 * one for the session that made the change, which stays signed in with it.
 */
export async function replaceStrapiJwt(strapiJwt: string): Promise<void> {
  const jar = await cookies();
  const name = COOKIE_NAMES.find((candidate) => jar.get(candidate)?.value);
  if (!name) return;
  const secret = env().NEXTAUTH_SECRET;
  const token = await decode({ token: jar.get(name)!.value, secret });
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
 * The signed-in user confirmed by Strapi, or null (also for a revoked or expired token); never a
 * redirect. Asked once per request, however many components need it.
 */
export const currentUser = cache(async (): Promise<AuthedUser | null> => {
  const jwt = await getStrapiJwt();
  const user = jwt ? await strapiMe(jwt) : null;
  return jwt && user ? { jwt, user } : null;
});
