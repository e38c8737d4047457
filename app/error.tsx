"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useSyncExternalStore } from "react";
import { CRASH_MARKER, recoverFromCrash } from "@/components/layout/crash-recovery";
import { notifyCmsUnavailable } from "@/components/layout/session-notice";
import { CMS_UNAVAILABLE } from "@/lib/cms-unavailable";

const noSubscription = () => () => {};
const reloadedOnce = () => new URL(window.location.href).searchParams.get(CRASH_MARKER) === "1";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const second = useSyncExternalStore(noSubscription, reloadedOnce, () => false);
  const router = useRouter();
  // The CMS did not answer: nothing is wrong with the page or the session, so the crash rule
  // (reload, then sign out) does not apply; the visitor may try again.
  const outage = error.digest === CMS_UNAVAILABLE;
  useEffect(() => {
    console.error(error);
    if (outage) notifyCmsUnavailable();
    else recoverFromCrash();
  }, [error, outage]);
  if (outage) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Etwas lief schief!</h1>
        <p className="mt-4 text-muted">
          Die Daten können gerade nicht geladen werden. Sie bleiben angemeldet.
        </p>
        <button
          type="button"
          className="mt-6 rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          Erneut versuchen
        </button>
      </div>
    );
  }
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
