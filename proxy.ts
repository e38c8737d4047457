// Guards the signed-in area: without a live session, /admin/... goes to /signin and remembers
// the target. Pages check the session again with Strapi (server/auth/session.ts).
import { withAuth } from "next-auth/middleware";

export const proxy = withAuth({
  pages: { signIn: "/signin" },
  callbacks: {
    authorized: ({ token }) =>
      Boolean(token?.strapiJwt && token.strapiExp && token.strapiExp * 1000 > Date.now()),
  },
});

export const config = { matcher: ["/admin/:path*"] };
