"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

/**
 * What the header shows about the visitor: the signed-in name (null when signed out) and whether
 * the CMS could not confirm the session. Never a token; read from GET /api/sitzung.
 */
export interface HeaderSession {
  name: string | null;
  unconfirmed: boolean;
}

export const SIGNED_OUT: HeaderSession = { name: null, unconfirmed: false };

// One state for every header part (side menu, both avatars, the notice): the pages themselves
// are rendered without cookies, so the header asks once per navigation.
let current: HeaderSession | undefined;
let fetchedFor: string | null = null;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server again who is signed in (after a navigation, or when the menu opens). */
export function refreshHeaderSession(): Promise<void> {
  inflight ??= fetch("/api/sitzung", { cache: "no-store", signal: AbortSignal.timeout(15_000) })
    .then((response) => (response.ok ? (response.json() as Promise<HeaderSession>) : SIGNED_OUT))
    // A network failure keeps what the header showed (signed out if nothing yet).
    .catch(() => current ?? SIGNED_OUT)
    .then((session) => {
      current = session;
      inflight = null;
      for (const listener of listeners) listener();
    });
  return inflight;
}

/** The header's view of the session; undefined until the first answer. */
export function useHeaderSession(): HeaderSession | undefined {
  const pathname = usePathname();
  useEffect(() => {
    if (fetchedFor === pathname) return;
    fetchedFor = pathname;
    void refreshHeaderSession();
  }, [pathname]);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
