"use client";
// Sonner's Toaster, loaded with the first toast (components/ui/toaster.tsx).
import { useEffect } from "react";
import { Toaster } from "sonner";

export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after sonner's own effects: its Toaster has subscribed to the toasts by now.
  useEffect(onMounted, [onMounted]);
  return <Toaster position="top-center" closeButton duration={5000} toastOptions={{ closeButton: true }} />;
}
