"use client";

import dynamic from "next/dynamic";
import { MapConsent } from "./map-consent";
import type { MapCircle, MapMarker } from "./types";

const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <p className="p-4">Karte wird geladen …</p>,
});

/** The public pages' map behind the consent prompt. Every marker's entry is also in the page's list or table. */
export function ConsentMap({
  markers,
  circle,
  height = 400,
}: {
  markers: MapMarker[];
  circle?: MapCircle | null;
  height?: number;
}) {
  return (
    <MapConsent>
      <div className="overflow-hidden rounded border border-gray-200">
        <LeafletMap markers={markers} circle={circle} height={height} />
      </div>
    </MapConsent>
  );
}
