import "server-only";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName, type Env } from "@/server/env";

/**
 * The signed-in area's guard: without a live session, /admin/... goes to /signin and remembers the
 * target. Pages check the session again with Strapi (server/auth/session.ts); this only spares them
 * the render for a visitor who is plainly signed out.
 */
export async function requireAdminSession(
  request: NextRequest,
  settings: Pick<Env, "NEXTAUTH_SECRET" | "SITE_URL" | "NEXTAUTH_URL">,
): Promise<Response | undefined> {
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return undefined;
  const token = await getToken({
    req: request,
    secret: settings.NEXTAUTH_SECRET,
    cookieName: sessionCookieName(settings),
  });
  if (token?.strapiJwt && token.strapiExp && token.strapiExp * 1000 > Date.now()) return undefined;
  const signIn = new URL("/signin", request.url);
  signIn.searchParams.set("callbackUrl", `${pathname}${withoutRscParam(search)}`);
  return NextResponse.redirect(signIn);
}

/** The query without Next's `_rsc` cache-busting parameter (the proxy sees requests unnormalised). */
function withoutRscParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_rsc");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
