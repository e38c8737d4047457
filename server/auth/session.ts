import "server-only";
import { getServerSession } from "next-auth";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/server/env";
import { authOptions } from "./options";
import { strapiMe, type StrapiUser } from "./strapi-auth";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  rolle: string | null;
}

/** The signed-in user as the session cookie states it (no call to Strapi), or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  // Without a session cookie there is nothing to decode (and no secret needed, e.g. at build time).
  const jar = await cookies();
  if (!COOKIE_NAMES.some((name) => jar.has(name))) return null;
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  return { id: Number(session.user.id), name: session.user.name, email: session.user.email, rolle: session.user.rolle };
}

/** The Strapi JWT inside the encrypted session cookie; only for server-side calls. */
export async function getStrapiJwt(): Promise<string | null> {
  const jar = await cookies();
  const raw = COOKIE_NAMES.map((name) => jar.get(name)?.value).find(Boolean);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: env().NEXTAUTH_SECRET });
  if (!token?.strapiJwt || !token.strapiExp || token.strapiExp * 1000 <= Date.now()) return null;
  return token.strapiJwt;
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
  const jwt = await getStrapiJwt();
  const user = jwt ? await strapiMe(jwt) : null;
  if (!jwt || !user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return { jwt, user };
}

/** For server actions: the user or null, never a redirect. */
export async function currentUser(): Promise<AuthedUser | null> {
  const jwt = await getStrapiJwt();
  const user = jwt ? await strapiMe(jwt) : null;
  return jwt && user ? { jwt, user } : null;
}
