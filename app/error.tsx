"use client";

import { useEffect, useSyncExternalStore } from "react";
import { CRASH_MARKER, recoverFromCrash } from "@/components/layout/crash-recovery";

const noSubscription = () => () => {};
const reloadedOnce = () => new URL(window.location.href).searchParams.get(CRASH_MARKER) === "1";

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const second = useSyncExternalStore(noSubscription, reloadedOnce, () => false);
  useEffect(() => {
    console.error(error);
    recoverFromCrash();
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Etwas lief schief!</h1>
      <p role="status" className="mt-4 text-muted">
        {second
          ? "Die Seite konnte erneut nicht angezeigt werden. Sie werden abgemeldet und zur Anmeldung weitergeleitet."
          : "Die Seite wird neu geladen …"}
      </p>
    </div>
  );
}
