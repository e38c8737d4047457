"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { CMS_UNAVAILABLE, MESSAGES } from "@/lib/messages";

/** The specification's message when the CMS did not answer (sonner loads with this toast). */
export function notifyCmsUnavailable() {
  toast.error(MESSAGES[CMS_UNAVAILABLE], { id: CMS_UNAVAILABLE });
}

/** The specification's message when the current user could not be loaded; the session stays. */
export function SessionLookupFailed() {
  useEffect(notifyCmsUnavailable, []);
  return null;
}
