"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Etwas lief schief!</h1>
      <p className="mt-4 text-muted">Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut.</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Erneut versuchen
      </button>
    </div>
  );
}
