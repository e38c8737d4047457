"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useTransition } from "react";

export type ParamUpdate = Record<string, string | readonly string[] | null | undefined>;

/**
 * The query the latest change asked for while the router has not shown it yet. `useSearchParams`
 * only changes once the new page is rendered, so a second change made before that (two filters
 * ticked in quick succession) must build on the first one's query, or the first would be lost.
 */
let intended: { pathname: string; query: string; at: number } | null = null;
/** A change still not shown after this long was dropped (e.g. the visitor left the page meanwhile). */
const INTENDED_MAX_AGE_MS = 10_000;

/** The query the next change builds on: the one still on its way, else the one shown. */
function baseQuery(pathname: string, shown: URLSearchParams): URLSearchParams {
  if (intended && intended.pathname === pathname && Date.now() - intended.at < INTENDED_MAX_AGE_MS) {
    return new URLSearchParams(intended.query);
  }
  return new URLSearchParams(shown.toString());
}

/**
 * Filter and table state lives in the URL. An update pushes a new history entry (so the back
 * button undoes it) and the server renders the new results without a full page load.
 */
export function useUrlState() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  // Once the router shows the intended query (or another page) it is no longer on its way.
  useEffect(() => {
    if (intended && (intended.pathname !== pathname || intended.query === searchParams.toString()))
      intended = null;
  }, [pathname, searchParams]);

  // The back and forward buttons replace whatever was on its way.
  useEffect(() => {
    const forget = () => {
      intended = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

  const navigate = useCallback(
    (query: string) => {
      intended = { pathname, query, at: Date.now() };
      startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    },
    [pathname, router],
  );

  const update = useCallback(
    (changes: ParamUpdate, { keepPage = false }: { keepPage?: boolean } = {}) => {
      const next = baseQuery(pathname, searchParams);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        if (value === null || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) if (v !== "") next.append(key, v as string);
      }
      if (!keepPage) next.delete("page");
      navigate(next.toString());
    },
    [navigate, pathname, searchParams],
  );

  const replaceAll = useCallback((qs: string) => navigate(qs), [navigate]);

  return { searchParams, update, replaceAll, pending };
}
