"use client";

import { Link } from "@/components/ui/link";
import { useState, useSyncExternalStore, type ReactNode } from "react";

const STORAGE_KEY = "kartenZustimmung";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};
const remembered = () => window.localStorage.getItem(STORAGE_KEY) === "ja";

/**
 * Two-click map: nothing is requested from the tile server until the visitor agrees; the
 * choice can be remembered. Shows `children` (the map) only after consent.
 */
export function MapConsent({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribe, remembered, () => false);
  const [agreed, setAgreed] = useState(false);
  const [remember, setRemember] = useState(false);

  if (stored || agreed) return <>{children}</>;
  return (
    // As high as the smallest map it stands for (maps are 400 px; no inline style, for the CSP).
    <div className="flex min-h-[260px] flex-col items-start justify-center gap-3 rounded border border-gray-300 bg-brand-50 p-6">
      <p className="font-semibold">Karte anzeigen?</p>
      <p className="text-sm">
        Die Karte wird von OpenStreetMap geladen; dabei wird Ihre IP-Adresse an die OpenStreetMap Foundation
        übertragen. Mehr dazu in der{" "}
        <Link href="/datenschutz" className="underline">
          Datenschutzerklärung
        </Link>
        .
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="karte-merken"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        Auswahl merken
      </label>
      <button
        type="button"
        className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        onClick={() => {
          if (remember) window.localStorage.setItem(STORAGE_KEY, "ja");
          setAgreed(true);
        }}
      >
        Karte laden
      </button>
    </div>
  );
}
