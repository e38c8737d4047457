// Great-circle distances and service radii, shared by the list filters and the maps.
import { EINSATZGEBIET } from "./taxonomy";
import type { LatLon } from "./types";

/** The specification's earth radius (public spec section 9). */
export const EARTH_RADIUS_M = 6371000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in metres. */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 'Filter distance is km times 1000': true when b lies within `km` of a (boundary included). */
export function withinKm(a: LatLon, b: LatLon, km: number): boolean {
  // The distance is at least the latitude's arc: most places of a list fail this first, cheap test.
  if (EARTH_RADIUS_M * Math.abs(rad(b.lat - a.lat)) > km * 1000) return false;
  return distanceMeters(a, b) <= km * 1000;
}

/** The trailing number of an Einsatzgebiet band (50, 150, 300, 300), as drawn around a speaker on the map. */
export function einsatzgebietKm(einsatzgebiet: string | null | undefined): number | null {
  return EINSATZGEBIET.find((band) => band.value === einsatzgebiet)?.km ?? null;
}

/**
 * How far a speaker travels, for the place filter. 'Tripled unless it is a range': the bands 0-50,
 * 51-150 and 151-300 km reach their upper bound; the open band 'über 300 km' reaches 3 × 300 = 900 km.
 * Null for a missing or unknown band.
 */
export function speakerRadiusKm(einsatzgebiet: string | null | undefined): number | null {
  const band = EINSATZGEBIET.find((b) => b.value === einsatzgebiet);
  if (!band) return null;
  return band.range ? band.km : band.km * 3;
}
