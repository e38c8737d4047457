"use client";

// Keeps an unsaved form in localStorage so a reload loses nothing, and asks before leaving a
// form with unsaved changes.
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Bump when the stored shape changes; drafts of another version are ignored and removed. */
export const DRAFT_VERSION = 1;
export const DRAFT_DEBOUNCE_MS = 500;
/** Drafts older than this are stale (the listing has likely changed since). */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const DRAFT_RESTORED_MESSAGE = "Nicht gespeicherte Eingaben wiederhergestellt";
export const UNSAVED_CHANGES_MESSAGE = "Sie haben ungespeicherte Änderungen. Seite wirklich verlassen?";

/**
 * The localStorage key of a form's draft. Callers pass a key naming the user and the form, e.g.
 * `${userId}:Referent:${id ?? "neu"}`, so a second account on the same browser never sees it.
 */
export const draftStorageKey = (key: string) => `wundportal:entwurf:v${DRAFT_VERSION}:${key}`;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

function readDraft(storageKey: string): Record<string, unknown> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked (privacy settings): the form works without drafts
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    const fresh = typeof draft?.savedAt === "number" && Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS;
    const values = draft?.values;
    if (fresh && values && typeof values === "object" && !Array.isArray(values)) {
      return values as Record<string, unknown>;
    }
  } catch {
    // unreadable: dropped below
  }
  removeDraft(storageKey);
  return null;
}

function writeDraft(storageKey: string, values: unknown) {
  try {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft),
    );
  } catch {
    // quota exceeded or storage blocked: the draft is a convenience, the form goes on
  }
}

function removeDraft(storageKey: string) {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // storage blocked
  }
}

/**
 * Saves the form's values (debounced) under a versioned key while they differ from the form's
 * default values, and restores them after a reload; `restored` then tells the form to show
 * DRAFT_RESTORED_MESSAGE with a 'Verwerfen' button calling `discard`. Call `clear` after a
 * successful save. Values must be JSON data (strings, numbers, booleans, arrays, plain objects).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
): { restored: boolean; discard: () => void; clear: () => void } {
  const storageKey = draftStorageKey(key);
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // After clear(), nothing is saved until the user edits again (a redirect may still re-render).
  const suspended = useRef(false);
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });

  const cancelPending = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    const draft = readDraft(storageKey);
    if (draft) {
      // keepDefaultValues: the restored values count as changes, so the form is dirty and guarded.
      formRef.current.reset(draft as T, { keepDefaultValues: true });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only after hydration
      setRestored(true);
    }
    const subscription = formRef.current.watch((_values, info) => {
      if (info.type === "change") suspended.current = false;
      if (suspended.current) return;
      cancelPending();
      timer.current = setTimeout(() => {
        timer.current = null;
        const current = formRef.current;
        const values = current.getValues();
        const unchanged = JSON.stringify(values) === JSON.stringify(current.formState.defaultValues ?? {});
        if (unchanged) removeDraft(storageKey);
        else writeDraft(storageKey, values);
      }, DRAFT_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      cancelPending();
    };
  }, [storageKey, cancelPending]);

  const clear = useCallback(() => {
    cancelPending();
    suspended.current = true;
    removeDraft(storageKey);
    setRestored(false);
  }, [storageKey, cancelPending]);

  const discard = useCallback(() => {
    clear();
    formRef.current.reset();
  }, [clear]);

  return { restored, discard, clear };
}

/** True for a click that the browser would handle as a plain same-tab navigation. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * While `dirty`: the browser's own prompt on reload, closing the tab or leaving the site, and a
 * confirmation (UNSAVED_CHANGES_MESSAGE) before following a link to another page of the site.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };

    // Capture phase on the document runs before React's handler of next/link on the root.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const next = new URL(anchor.href, window.location.href);
      const here = new URL(window.location.href);
      if (next.origin !== here.origin) return; // leaving the site: beforeunload asks
      if (next.pathname === here.pathname && next.search === here.search) return; // same page, e.g. #anchor
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
