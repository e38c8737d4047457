import type { ReactNode } from "react";
import { ConsentMap } from "@/components/map/consent-map";
import type { MapMarker } from "@/components/map/types";

/** The results table of a list page under its heading, with an optional link beside it. */
export function ResultsSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="tabelle" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tabelle" className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A map can carry at most this many markers; every entry stays reachable in the table. */
export const MAX_MARKERS = 1000;

/** The map of a list page: markers for the matching entries that have coordinates. */
export function MapSection<T>({
  items,
  marker,
}: {
  items: readonly T[];
  marker: (item: T) => MapMarker | null;
}) {
  const markers: MapMarker[] = [];
  for (const item of items) {
    const m = marker(item);
    if (m) markers.push(m);
    if (markers.length === MAX_MARKERS) break;
  }
  return (
    <section aria-labelledby="karte" className="mt-10">
      <h2 id="karte" className="mb-3 text-xl font-bold">
        Karte
      </h2>
      <ConsentMap markers={markers} />
    </section>
  );
}
