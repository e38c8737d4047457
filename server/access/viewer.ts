import "server-only";
import { cache } from "react";
import { ANONYMOUS, grantsSpeakerAccess, type Viewer } from "@/lib/access";
import { currentUser } from "@/server/auth/session";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

/**
 * Who is looking, once per request: the Strapi-confirmed user (a revoked cookie counts as
 * anonymous) and whether their current subscription is an organiser plan.
 */
export const currentViewer = cache(async (): Promise<Viewer> => {
  const auth = await currentUser();
  if (!auth) return ANONYMOUS;
  const subscription = await getCurrentSubscription(auth.user.id);
  return {
    userId: auth.user.id,
    hasSubscription: subscription !== null,
    organiser: grantsSpeakerAccess(subscription),
  };
});
