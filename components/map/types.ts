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
