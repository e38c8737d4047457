// Guards the signed-in area: without a session, /admin/... goes to /signin and remembers the target.
import { withAuth } from "next-auth/middleware";

export const proxy = withAuth({ pages: { signIn: "/signin" } });

export const config = { matcher: ["/admin/:path*"] };
