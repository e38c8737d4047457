"use client";

import dynamic from "next/dynamic";

// Sonner is fetched after the page is interactive, not with every page's first JavaScript: its
// live region is on the page before any toast, and a toast created before it mounts is shown
// when it subscribes (sonner replays the active toasts to a late Toaster).
const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Toasts (sonner): announced politely to screen readers, closable, on top of the page. */
export function Toaster() {
  return <Sonner position="top-center" closeButton duration={5000} toastOptions={{ closeButton: true }} />;
}
