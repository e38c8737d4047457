"use client";

import { useEffect } from "react";
import { toast } from "sonner";

/** The specification's message when the current user could not be loaded; the session stays. */
export function SessionLookupFailed() {
  useEffect(() => {
    toast.error("Es ist etwas schief gelaufen...", { id: "nutzer-laden" });
  }, []);
  return null;
}
