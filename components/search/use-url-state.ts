"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useTransition } from "react";

export type ParamUpdate = Record<string, string | readonly string[] | null | undefined>;

/**
 * Filter and table state lives in the URL. An update pushes a new history entry (so the back
 * button undoes it) and the server renders the new results without a full page load.
 */
export function useUrlState() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const update = useCallback(
    (changes: ParamUpdate, { keepPage = false }: { keepPage?: boolean } = {}) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        if (value === null || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) if (v !== "") next.append(key, v as string);
      }
      if (!keepPage) next.delete("page");
      const qs = next.toString();
      startTransition(() => router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
    },
    [pathname, router, searchParams],
  );

  const replaceAll = useCallback(
    (qs: string) => startTransition(() => router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false })),
    [pathname, router],
  );

  return { searchParams, update, replaceAll, pending };
}
