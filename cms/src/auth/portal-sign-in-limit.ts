// Strapi's own per-address limit (AUTH_RATE_LIMIT_MAX a minute) counts every sign-in, successful or
// not. Sign-ins through the portal carry the visitor's address signed by the web app, which limits
// them itself on failures only (per address and per account and address, server/auth/options.ts).
// Counting them here again would refuse correct passwords when a clinic's staff sign in at shift
// start from one shared address, and Strapi's 429 would read as a wrong password. So signed
// sign-ins skip Strapi's limit; every other caller and every other auth route keeps it.
import type { Context, Next } from "koa";

/** Set by the client-ip middleware when the web app's signature over the address is valid. */
export const SIGNED_BY_PORTAL = "signedByPortal";

const SIGN_IN_PATH = /\/auth\/local\/*$/i;

export const isPortalSignIn = (ctx: Pick<Context, "method" | "path" | "state">): boolean =>
  ctx.method === "POST" && SIGN_IN_PATH.test(ctx.path) && ctx.state?.[SIGNED_BY_PORTAL] === true;

type MiddlewareFactory = (config: unknown, deps: unknown) => (ctx: Context, next: Next) => unknown;

/** Wraps users-permissions' rateLimit so the portal's signed sign-ins pass it. */
export const skipForPortalSignIn =
  (factory: MiddlewareFactory): MiddlewareFactory =>
  (config, deps) => {
    const limited = factory(config, deps);
    return (ctx, next) => (isPortalSignIn(ctx) ? next() : limited(ctx, next));
  };
