"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { CMS_UNAVAILABLE, CMS_UNAVAILABLE_MESSAGE } from "@/lib/cms-unavailable";

/** The specification's message when the CMS did not answer (sonner loads with this toast). */
export function notifyCmsUnavailable() {
  toast.error(CMS_UNAVAILABLE_MESSAGE, { id: CMS_UNAVAILABLE });
}

/** The specification's message when the current user could not be loaded; the session stays. */
export function SessionLookupFailed() {
  useEffect(notifyCmsUnavailable, []);
  return null;
}
