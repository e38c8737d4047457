"use client";
// The portal's toasts. Sonner (about 9 KB gzipped) is fetched with the first toast a visitor
// causes, not with every page: most pages never show one. Its Toaster (components/ui/toaster.tsx)
// mounts first, and the toast follows once that live region is on the page, so it is announced.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast.success>[0];

let wanted = false;
let sonner: Promise<typeof import("sonner")> | null = null;
let regionReady: () => void = () => {};
/** Resolves once the Toaster's live region has been on the page for a moment. */
const region = new Promise<void>((resolve) => {
  regionReady = resolve;
});
const listeners = new Set<() => void>();

/** For the Toaster: whether a toast asked for it, and when it is there. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called once sonner's Toaster has mounted (and subscribed to the toasts). */
  mounted() {
    // A live region added together with its first message is often not read out.
    setTimeout(regionReady, 100);
  },
};

function show(kind: "success" | "error", message: Message, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner");
  void Promise.all([sonner, region]).then(([{ toast }]) => toast[kind](message, options));
}

/** sonner's `toast.success` and `toast.error`, loaded with the first toast. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
};
