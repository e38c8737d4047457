"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { toasterStore } from "./toast";

// Fetched with the first toast (components/ui/toast.ts), not with the page.
const SonnerToaster = dynamic(() => import("./sonner-toaster"), { ssr: false });

const notYet = () => false;

/** Toasts (sonner): announced politely to screen readers, closable, on top of the page. */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, notYet);
  return wanted ? <SonnerToaster onMounted={toasterStore.mounted} /> : null;
}
