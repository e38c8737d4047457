// Who may read a speaker's full record. The CMS applies the same rule on its own API
// (cms/src/access/entitlements.ts); both take the plan rules from the shared package @wundportal/rules.
import { entitlementsOf } from "./entitlements";
import type { Speaker, Subscription } from "./types";

export interface Viewer {
  userId: number | null;
  /** A subscription is running (the 'all information' block). */
  hasSubscription: boolean;
  /** The running plan grants full speaker records (the organiser plans). */
  organiser: boolean;
}

export const ANONYMOUS: Viewer = { userId: null, hasSubscription: false, organiser: false };

/** The viewer as their current subscription makes them. */
export function viewerOf(userId: number, subscription: Subscription | null): Viewer {
  const entitlements = entitlementsOf(subscription);
  return { userId, hasSubscription: entitlements !== null, organiser: entitlements?.speakerAccess === true };
}

export function canSeeSpeaker(viewer: Viewer, speaker: Pick<Speaker, "createdBy">): boolean {
  return viewer.organiser || (viewer.userId !== null && speaker.createdBy === viewer.userId);
}

/** The speaker as this viewer may receive it: without the private part unless entitled. */
export function speakerForViewer(viewer: Viewer, speaker: Speaker): Speaker {
  return canSeeSpeaker(viewer, speaker) ? speaker : { ...speaker, private: null };
}
