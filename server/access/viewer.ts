import "server-only";
import { cache } from "react";
import { ANONYMOUS, viewerOf, type Viewer } from "@/lib/access";
import { isCmsOutage, signInState } from "@/server/auth/session";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

/**
 * Who is looking, once per request: the Strapi-confirmed user (a revoked cookie, or one the CMS
 * cannot confirm right now, counts as anonymous) and what their current subscription entitles them to.
 */
export const currentViewer = cache(async (): Promise<Viewer> => {
  // While the CMS cannot confirm the user, nothing private is shown (fail closed), but no error either.
  const state = await signInState();
  if (state.status !== "confirmed") return ANONYMOUS;
  const { auth } = state;
  const subscription = await getCurrentSubscription(auth.user.id).catch((error: unknown) => {
    if (isCmsOutage(error)) return null;
    throw error;
  });
  return viewerOf(auth.user.id, subscription);
});
