// Who may read a speaker's full record. The CMS applies the same rule on its own API
// (cms/src/access/subscriptions.js).
import type { Speaker, Subscription } from "./types";

const RUNNING = ["active", "trialing"];

export function isRunning(subscription: Subscription | null): boolean {
  return Boolean(subscription && RUNNING.includes(subscription.status));
}

/** An organiser subscriber: the current subscription runs and its plan title contains 'Veranstalter'. */
export function grantsSpeakerAccess(subscription: Subscription | null): boolean {
  return isRunning(subscription) && Boolean(subscription?.plan?.title.includes("Veranstalter"));
}

export interface Viewer {
  userId: number | null;
  hasSubscription: boolean;
  organiser: boolean;
}

export const ANONYMOUS: Viewer = { userId: null, hasSubscription: false, organiser: false };

export function canSeeSpeaker(viewer: Viewer, speaker: Pick<Speaker, "createdBy">): boolean {
  return viewer.organiser || (viewer.userId !== null && speaker.createdBy === viewer.userId);
}

/** The speaker as this viewer may receive it: without the private part unless entitled. */
export function speakerForViewer(viewer: Viewer, speaker: Speaker): Speaker {
  return canSeeSpeaker(viewer, speaker) ? speaker : { ...speaker, private: null };
}
