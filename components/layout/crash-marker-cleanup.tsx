"use client";

import { useEffect } from "react";
import { CRASH_MARKER } from "./crash-recovery";

/** After a successful render the reload marker leaves the address bar again. */
export function CrashMarkerCleanup() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(CRASH_MARKER)) return;
    url.searchParams.delete(CRASH_MARKER);
    window.history.replaceState(window.history.state, "", url.toString());
  }, []);
  return null;
}
