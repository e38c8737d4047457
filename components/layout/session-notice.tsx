"use client";

import { useEffect } from "react";
import { CMS_UNAVAILABLE, MESSAGES } from "@/lib/messages";

/**
 * The specification's message when the CMS did not answer. Code that every page loads fetches
 * sonner only when this happens (components/ui/toaster.tsx loads it after the page anyway).
 */
export function notifyCmsUnavailable() {
  void import("sonner").then(({ toast }) => toast.error(MESSAGES[CMS_UNAVAILABLE], { id: CMS_UNAVAILABLE }));
}

/** The specification's message when the current user could not be loaded; the session stays. */
export function SessionLookupFailed() {
  useEffect(notifyCmsUnavailable, []);
  return null;
}
