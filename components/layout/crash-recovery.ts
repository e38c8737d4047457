"use client";

import { signOutTo } from "@/components/auth/sign-out";

// The specification's catastrophic-error rule: the first render error reloads the page with a
// marker in the URL; a second error with the marker ends the session and goes to /signin.
export const CRASH_MARKER = "neu-geladen";

export function recoverFromCrash(): "reload" | "signout" {
  const url = new URL(window.location.href);
  if (url.searchParams.get(CRASH_MARKER) !== "1") {
    url.searchParams.set(CRASH_MARKER, "1");
    window.location.replace(url.toString());
    return "reload";
  }
  void signOutTo("/signin");
  return "signout";
}
