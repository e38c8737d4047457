import "server-only";
import { CmsError, strapiFetch } from "@/server/cms/client";

// Calls of Strapi's users-permissions on behalf of a visitor or a signed-in user.

export interface StrapiUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  confirmed?: boolean;
  blocked?: boolean;
  Rolle?: string | null;
  twitter_nutzername?: string | null;
  linkedin_nutzername?: string | null;
  github_nutzername?: string | null;
  avatar_url?: string | null;
  website_url?: string | null;
  bio?: string | null;
  createdAt?: string;
}

/** Seconds since epoch at which a Strapi JWT expires (its `exp` claim). */
export function jwtExpiry(jwt: string): number {
  const payload = jwt.split(".")[1];
  if (!payload) return 0;
  const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: number };
  return exp ?? 0;
}

export async function strapiSignIn(identifier: string, password: string, clientIp: string) {
  return strapiFetch<{ jwt: string; user: StrapiUser }>("/auth/local", {
    method: "POST",
    token: "",
    body: { identifier, password },
    clientIp,
  });
}

/** The current user for a JWT, or null when Strapi refuses the token (expired, revoked). */
export async function strapiMe(jwt: string): Promise<StrapiUser | null> {
  try {
    return await strapiFetch<StrapiUser>("/users/me", { token: jwt });
  } catch (error) {
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export async function strapiLogout(jwt: string): Promise<void> {
  await strapiFetch("/auth/logout", { method: "POST", token: jwt, body: {} });
}
