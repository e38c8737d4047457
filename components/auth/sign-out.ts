"use client";

/**
 * Ends the session and goes to `callbackUrl`. next-auth's client is loaded only now: every page
 * carries a sign-out path (the avatar menu, the crash rule), few ever take it.
 */
export function signOutTo(callbackUrl: string): Promise<void> {
  return import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl }));
}
