import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { localPath } from "@/lib/safe-redirect";
import { signInSchema } from "@/lib/schemas/sign-in";
import { CmsError } from "@/server/cms/client";
import { env, siteIsHttps } from "@/server/env";
import { clientIp, limiter } from "@/server/rate-limit";
import { rateLimits } from "./limits";
import { jwtExpiry, strapiLogout, strapiSignIn } from "./strapi-auth";

// next-auth signs in against Strapi. The Strapi JWT lives only in the encrypted, httpOnly
// session cookie; the session object the browser can read carries no token.

const DAY = 24 * 60 * 60;
/** Lifetime of the session cookie in seconds (also used when its Strapi JWT is replaced). */
export const SESSION_MAX_AGE = DAY;

/** Error codes the sign-in form turns into German messages. */
export const SIGN_IN_ERRORS = { notConfirmed: "EMAIL_NOT_CONFIRMED", rateLimited: "RATE_LIMITED" } as const;

declare module "next-auth" {
  interface User {
    id: string;
    name: string;
    email: string;
    rolle: string | null;
    strapiJwt: string;
  }
  interface Session {
    user: { id: string; name: string; email: string; rolle: string | null };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    rolle?: string | null;
    strapiJwt?: string;
    /** Expiry of the Strapi JWT in seconds since epoch; the session never outlives it. */
    strapiExp?: number;
  }
}

export function authOptions(): NextAuthOptions {
  const settings = env();
  return {
    secret: settings.NEXTAUTH_SECRET,
    // Secure, __Secure- prefixed cookies whenever the site runs on https (SITE_URL or NEXTAUTH_URL),
    // not only when next-auth happens to see an https NEXTAUTH_URL.
    useSecureCookies: siteIsHttps(settings),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request) {
          const parsed = signInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          const headers = new Headers(request?.headers as Record<string, string> | undefined);
          const limits = rateLimits();
          const ip = clientIp(headers);
          // Per account only together with the address: counting the account alone would let
          // anyone lock a stranger out with a few wrong passwords.
          const pairKey = `signin:paar:${ip}:${email.toLowerCase()}`;
          const gate = await limiter().attempt([
            [`signin:ip:${ip}`, limits.signInPerIp],
            [pairKey, limits.signInPerAccount],
          ]);
          if (!gate.ok) throw new Error(`${SIGN_IN_ERRORS.rateLimited}:${gate.retryAfterMinutes}`);
          try {
            const { jwt, user } = await strapiSignIn(email, password, ip);
            // Only failures count: a correct password takes its attempt back, and the account's
            // earlier failures from this address are forgiven.
            await gate.release();
            await limiter().clear(pairKey, limits.signInPerAccount);
            return {
              id: String(user.id),
              name: user.username,
              email: user.email,
              rolle: user.Rolle ?? null,
              strapiJwt: jwt,
            };
          } catch (error) {
            if (error instanceof CmsError && /not confirmed/i.test(error.message)) {
              // Strapi checks the password first: this one was right.
              await gate.release();
              throw new Error(SIGN_IN_ERRORS.notConfirmed);
            }
            // Only a refused password is a guess; an unreachable CMS is not the visitor's failure.
            if (!(error instanceof CmsError && error.status === 400)) await gate.release();
            if (!(error instanceof CmsError)) console.error("[auth] Anmeldung fehlgeschlagen:", error);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      // next-auth's default accepts any url starting with "/", which lets "/\\evil.example" through.
      async redirect({ url, baseUrl }) {
        const origin = new URL(baseUrl).origin;
        const candidate = url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
        const path = localPath(candidate, origin);
        return path ? new URL(path, origin).toString() : baseUrl;
      },
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.name = user.name;
          token.email = user.email;
          token.rolle = user.rolle;
          token.strapiJwt = user.strapiJwt;
          token.strapiExp = jwtExpiry(user.strapiJwt);
        }
        // Past the Strapi token's expiry the session is over: an empty token reads as signed out.
        if (token.strapiExp && token.strapiExp * 1000 <= Date.now()) return {};
        return token;
      },
      async session({ session, token }) {
        if (!token.uid) return { ...session, user: undefined } as unknown as typeof session;
        session.user = {
          id: token.uid,
          name: token.name ?? "",
          email: token.email ?? "",
          rolle: token.rolle ?? null,
        };
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        // Ends every Strapi session of the user, so a copied cookie or token stops working.
        if (token?.strapiJwt)
          await strapiLogout(token.strapiJwt).catch((e) => console.error("[auth] Abmelden:", e));
      },
    },
  };
}
