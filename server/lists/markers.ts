import "server-only";
import { memoRecent } from "@/lib/memo";
import Supercluster from "supercluster";
import type { MarkerPoint, MarkerResponse } from "@/components/map/types";

// The map markers of a list query, sent only after the visitor agreed to the map. Up to
// POINT_LIMIT matches go out as single markers; above that they are clustered on the server
// (supercluster) for the part of the map in view, so the browser never gets thousands of points.

export const POINT_LIMIT = 500;
const MAX_ZOOM = 16;

export interface Located {
  id: number;
  lat: number;
  lon: number;
  label: string;
}

export interface View {
  zoom: number;
  /** west, south, east, north */
  bbox: [number, number, number, number];
}

const WORLD: View["bbox"] = [-180, -85, 180, 85];

/** Reads `zoom` and `bbox` (west,south,east,north) of the map endpoint; the whole world at zoom 6 otherwise. */
export function parseView(params: URLSearchParams): View {
  const zoom = Number(params.get("zoom") ?? "");
  const box = (params.get("bbox") ?? "").split(",").map(Number);
  const valid =
    box.length === 4 &&
    box.every(Number.isFinite) &&
    box[0]! >= -180 &&
    box[2]! <= 180 &&
    box[1]! >= -90 &&
    box[3]! <= 90 &&
    box[1]! <= box[3]!;
  return {
    zoom: params.has("zoom") && Number.isInteger(zoom) && zoom >= 0 && zoom <= 20 ? zoom : 6,
    bbox: valid ? (box as View["bbox"]) : WORLD,
  };
}

function boundsOf(points: readonly Located[]): MarkerResponse["bounds"] {
  if (points.length === 0) return null;
  let [s, w, n, e] = [90, 180, -90, -180];
  for (const p of points) {
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
  }
  return [
    [s, w],
    [n, e],
  ];
}

interface Prepared {
  located: Located[];
  bounds: MarkerResponse["bounds"];
  index: Supercluster<{ id: number; label: string }> | null;
}

function prepare(located: Located[]): Prepared {
  if (located.length <= POINT_LIMIT) return { located, bounds: boundsOf(located), index: null };
  const index = new Supercluster<{ id: number; label: string }>({ radius: 60, maxZoom: MAX_ZOOM });
  index.load(
    located.map((p) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [p.lon, p.lat] },
      properties: { id: p.id, label: p.label },
    })),
  );
  return { located, bounds: boundsOf(located), index };
}

/**
 * The markers for `matching` (already filtered and sorted); `collection` and `key` identify the
 * query for the memo (the cluster index is built once per collection version and query).
 */
export function markersFor<T>(
  collection: object,
  key: string,
  matching: readonly T[],
  locate: (item: T) => Located | null,
  view: View,
): MarkerResponse {
  const prepared = memoRecent(collection, `markers|${key}`, () =>
    prepare(matching.map(locate).filter((p): p is Located => p !== null)),
  );
  const { located, bounds, index } = prepared;
  if (!index) {
    return {
      total: located.length,
      clustered: false,
      bounds,
      points: located.map((p): MarkerPoint => [p.id, p.lat, p.lon, p.label]),
      clusters: [],
    };
  }
  const points: MarkerResponse["points"] = [];
  const clusters: MarkerResponse["clusters"] = [];
  for (const feature of index.getClusters(view.bbox, view.zoom)) {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ("cluster" in props && props.cluster) {
      const zoom = Math.min(index.getClusterExpansionZoom(props.cluster_id), MAX_ZOOM + 1);
      clusters.push([lat, lon, props.point_count, zoom]);
    } else {
      const p = props as { id: number; label: string };
      points.push([p.id, lat, lon, p.label]);
    }
  }
  return { total: located.length, clustered: true, bounds, points, clusters };
}
