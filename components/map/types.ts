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
