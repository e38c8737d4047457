"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { CMS_UNAVAILABLE, MESSAGES } from "@/lib/messages";

/** The specification's message when the current user could not be loaded; the session stays. */
export function SessionLookupFailed() {
  useEffect(() => {
    toast.error(MESSAGES[CMS_UNAVAILABLE], { id: CMS_UNAVAILABLE });
  }, []);
  return null;
}
