export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  label: string;
  href: string;
}

export interface MapCircle {
  lat: number;
  lon: number;
  radiusMeters: number;
}

/** The specification's map constants. */
export const MAP_DEFAULTS = { center: [51.505, 10.45] as [number, number], zoom: 6, detailZoom: 13 };

/** Where the editor's marker starts when the user places it: the middle of Bavaria (the specification's default area). */
export const DEFAULT_MARKER_POSITION: [number, number] = [48.79, 11.5];

/** About a metre: enough for a place, and stable numbers in the form. */
export const roundCoordinate = (x: number) => Math.round(x * 1e5) / 1e5;

/** A marker as the map endpoint sends it: id (the entry's page is /<list>/<id>), lat, lon, name. */
export type MarkerPoint = [id: number, lat: number, lon: number, label: string];

/** Several nearby entries drawn as one marker with their count; a click zooms to `zoom`. */
export type MarkerCluster = [lat: number, lon: number, count: number, zoom: number];

/** The lists whose maps load their markers from /api/karte/<list> (the public lists' table). */
export type { MapList } from "@wundportal/rules";

/** GET /api/karte/<list>?<the list's filter>[&zoom=&bbox=west,south,east,north] */
export interface MarkerResponse {
  /** Matching entries that have a place. */
  total: number;
  /** Whether `clusters` stand for groups of entries (then ask again with zoom and bbox after moving). */
  clustered: boolean;
  /** South-west and north-east corners around every match, for the first view. */
  bounds: [[number, number], [number, number]] | null;
  points: MarkerPoint[];
  clusters: MarkerCluster[];
}
