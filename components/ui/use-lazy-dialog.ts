"use client";

// A dialog whose code loads on demand (lazy-dialog.tsx, the side menu) has a plain page button as
// its opener, not a Radix trigger: this hook holds its state and the opener's props, and
// `focusOnClose` sends focus back to that button when the dialog closes.
import { useRef, useState, type RefObject } from "react";

/** Radix's `onCloseAutoFocus` for a dialog opened by `opener` (Radix would focus its own, absent trigger). */
export const focusOnClose = (opener: RefObject<HTMLElement | null>) => (event: Event) => {
  event.preventDefault();
  opener.current?.focus();
};

/**
 * `mounted` turns true at the first opening and stays true (render the dialog from then on);
 * `openerProps` go on the button that opens it: it starts `preload` when the visitor heads for it.
 */
export function useLazyDialog({ preload, onOpen }: { preload: () => void; onOpen?: () => void }) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (next) {
      onOpen?.();
      setMounted(true);
    }
    setOpenState(next);
  };
  const openerProps = {
    ref: opener,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpen(true),
  };
  return { open, setOpen, mounted, opener, openerProps };
}
