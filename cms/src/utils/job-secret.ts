// The CMS's jobs run on demand (tests, operators) only with the secret the CMS and the web app
// share (REVALIDATE_SECRET, sent as x-alerts-secret like the web app's alert job), compared in
// constant time.
import type { Context } from "koa";
import { hmac, sameDigest } from "./hmac";
import { refuse } from "./refusal";

export function requireJobSecret(ctx: Context): void {
  const secret = process.env.REVALIDATE_SECRET;
  const given = ctx.get("x-alerts-secret");
  if (!secret || !given || !sameDigest(hmac(secret, "jobs"), hmac(given, "jobs"))) {
    refuse(401, "auth.required", "Wrong or missing secret");
  }
}
