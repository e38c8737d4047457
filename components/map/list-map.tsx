"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MapView } from "./leaflet-map";
import { MapConsent } from "./map-consent";
import type { MapList, MapMarker, MarkerResponse } from "./types";

const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <p className="p-4">Karte wird geladen …</p>,
});

const HEIGHT = 400;

/**
 * A list page's map: after consent, the markers of the current filter (`query`, the list's
 * normalised URL query) come from /api/karte/<list>; many matches arrive clustered and are asked
 * for again, in more detail, whenever the visitor moves or zooms the map.
 */
function MarkerLoader({ list, query }: { list: MapList; query: string }) {
  const [data, setData] = useState<MarkerResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(
    (view?: MapView) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const params = new URLSearchParams(query);
      if (view) {
        params.set("zoom", String(view.zoom));
        params.set("bbox", view.bbox.map((x) => x.toFixed(4)).join(","));
      }
      const timeout = setTimeout(() => controller.abort(), 15_000);
      fetch(`/api/karte/${list}?${params.toString()}`, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<MarkerResponse>;
        })
        .then((body) => {
          setData((previous) => (previous && body.clustered ? { ...body, bounds: previous.bounds } : body));
          setFailed(false);
        })
        .catch(() => {
          if (request.current === controller) setFailed(true);
        })
        .finally(() => clearTimeout(timeout));
    },
    [list, query],
  );

  useEffect(() => {
    load();
    return () => request.current?.abort();
  }, [load]);

  const markers = useMemo<MapMarker[]>(
    () =>
      (data?.points ?? []).map(([id, lat, lon, label]) => ({
        id: String(id),
        lat,
        lon,
        label,
        href: `/${list}/${id}`,
      })),
    [data, list],
  );

  if (failed && !data) return <p className="p-4">Die Karte konnte nicht geladen werden.</p>;
  if (!data) return <p className="p-4">Karte wird geladen …</p>;
  return (
    <LeafletMap
      markers={markers}
      clusters={data.clusters}
      height={HEIGHT}
      fit={data.clustered ? data.bounds : undefined}
      onView={data.clustered ? load : undefined}
    />
  );
}

/** The map section of a list page (consent first; every entry is also in the table). */
export function ListMap({ list, query }: { list: MapList; query: string }) {
  return (
    <MapConsent>
      <div className="overflow-hidden rounded border border-gray-200">
        <MarkerLoader key={query} list={list} query={query} />
      </div>
    </MapConsent>
  );
}
