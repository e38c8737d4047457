// The visitor's address for Strapi's own per-address limits (users-permissions rate limit).
//
// Strapi is an internal service: every visitor request reaches it through the web app, so the
// socket peer is the web app and X-Forwarded-For is whatever the visitor sent (the web app must
// not be trusted to strip it, and a directly reachable Strapi would take it from anyone). So
// Koa's proxy trust is off (config/server.ts) and the address is taken only from
// `X-Wundportal-Client-IP: <address>;<seconds>;<HMAC-SHA256 of "client-ip:<seconds>:<address>"
// keyed with CMS_READ_TOKEN>`, which only the web app can sign. Anything else keeps the socket
// address. A signed sign-in skips Strapi's own limit, so a header is honoured only within
// MAX_AGE_S of its signing: one seen in a log or a proxy cannot be replayed later.
import { isIP } from "node:net";
import type { Context, Next } from "koa";
import { hmac, sameDigest } from "../utils/hmac";
import { SIGNED_BY_PORTAL } from "../auth/portal-sign-in-limit";

const HEADER = "x-wundportal-client-ip";

/** Either way, to allow for clocks of the web app's and the CMS's hosts that differ a little. */
const MAX_AGE_S = 300;

export const signature = (secret: string, address: string, seconds: string): Buffer =>
  hmac(secret, `client-ip:${seconds}:${address}`);

/** The address in a correctly signed, current header value, else null. */
export function verifiedAddress(value: unknown, secret: string | undefined, now = Date.now()): string | null {
  if (typeof value !== "string" || !secret) return null;
  const [address, seconds, mac, ...rest] = value.split(";");
  if (rest.length > 0 || !address || !seconds || !mac || !isIP(address)) return null;
  if (!/^\d{1,12}$/.test(seconds) || !/^[0-9a-f]{64}$/.test(mac)) return null;
  if (Math.abs(now / 1000 - Number(seconds)) > MAX_AGE_S) return null;
  return sameDigest(signature(secret, address, seconds), Buffer.from(mac, "hex")) ? address : null;
}

export default () => {
  const secret = process.env.CMS_READ_TOKEN;
  return async (ctx: Context, next: Next) => {
    const address = verifiedAddress(ctx.get(HEADER), secret);
    if (address) {
      ctx.request.ip = address;
      ctx.state[SIGNED_BY_PORTAL] = true;
    }
    await next();
  };
};
