import "server-only";
import { cache } from "react";
import { ANONYMOUS, viewerOf, type Viewer } from "@/lib/access";
import { currentUser } from "@/server/auth/session";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

/**
 * Who is looking, once per request: the Strapi-confirmed user (a revoked cookie counts as
 * anonymous) and what their current subscription entitles them to.
 */
export const currentViewer = cache(async (): Promise<Viewer> => {
  const auth = await currentUser();
  if (!auth) return ANONYMOUS;
  return viewerOf(auth.user.id, await getCurrentSubscription(auth.user.id));
});
