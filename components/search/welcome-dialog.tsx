"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyDialog } from "@/components/ui/lazy-dialog";

/** Shown once per search page after a 4 s check; acknowledging stores a local flag. */
export function WelcomeDialog({ storageKey, title }: { storageKey: string; title: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.localStorage.getItem(storageKey) !== "gesehen") setOpen(true);
    }, 4000);
    return () => window.clearTimeout(timer);
  }, [storageKey]);

  const acknowledge = () => {
    window.localStorage.setItem(storageKey, "gesehen");
    setOpen(false);
  };

  // Nothing to draw (and no dialog code to fetch) until the 4 s check opens it.
  if (!open) return null;
  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : acknowledge())}
      title={title}
      description="Nutzen Sie die Filter, um Ihre Suche einzugrenzen: Mit „Erweiterte Filter anzeigen“ öffnen Sie alle Filter. Ihre Auswahl steht in der Adresse der Seite, so dass Sie eine gefilterte Liste teilen und als Lesezeichen speichern können."
    >
      <Button type="button" onClick={acknowledge}>
        Verstanden
      </Button>
    </LazyDialog>
  );
}
