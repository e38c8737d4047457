"use client";

import { Toaster as Sonner } from "sonner";

/** Toasts (sonner): announced politely to screen readers, closable, on top of the page. */
export function Toaster() {
  return <Sonner position="top-center" closeButton duration={5000} toastOptions={{ closeButton: true }} />;
}
