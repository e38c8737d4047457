"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import type { MapCircle, MapMarker } from "./types";

const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <p className="p-4">Karte wird geladen …</p>,
});

const STORAGE_KEY = "kartenZustimmung";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};
const remembered = () => window.localStorage.getItem(STORAGE_KEY) === "ja";

/**
 * Two-click map: nothing is requested from the tile server until the visitor agrees; the
 * choice can be remembered. Every marker's entry is also in the page's list or table.
 */
export function ConsentMap({
  markers,
  circle,
  height = 400,
}: {
  markers: MapMarker[];
  circle?: MapCircle | null;
  height?: number;
}) {
  const stored = useSyncExternalStore(subscribe, remembered, () => false);
  const [agreed, setAgreed] = useState(false);
  const [remember, setRemember] = useState(false);

  if (stored || agreed) {
    return (
      <div className="overflow-hidden rounded border border-gray-200">
        <LeafletMap markers={markers} circle={circle} height={height} />
      </div>
    );
  }
  return (
    <div
      style={{ minHeight: Math.min(height, 260) }}
      className="flex flex-col items-start justify-center gap-3 rounded border border-gray-300 bg-brand-50 p-6"
    >
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
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
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
