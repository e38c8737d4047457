import "server-only";
import { z } from "@/lib/zod";
import { geocoderSettings, siteConfig } from "@/server/env";
import { lookupPlace, stripCountry, type GeoResult } from "./gazetteer";

// Geocoding of German postcodes and place names. By default from the offline gazetteer (no
// third-party call); with GEOCODER_URL set, from a Nominatim-compatible HTTP geocoder, falling
// back to the gazetteer when it fails or finds nothing. Results are kept in a small LRU cache.

export type { GeoResult } from "./gazetteer";

export { geocoderSettings } from "@/server/env";

function defaultUserAgent(): string {
  const { SITE_URL, CONTACT_EMAIL } = siteConfig();
  return `Wundportal/1.0 (+${SITE_URL}; ${CONTACT_EMAIL})`;
}

// ---------------------------------------------------------------------------------------------
// HTTP geocoder

export const HTTP_TIMEOUT_MS = 3000;
/** Longer input is no place name; the API route allows 100 characters, pages pass the filter as typed. */
const MAX_QUERY_LENGTH = 200;

const hitSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().optional(),
});

/** The first hit of a Nominatim-compatible search, null if none; throws on network, HTTP or format errors. */
async function searchHttp(endpoint: string, query: string, userAgent: string): Promise<GeoResult | null> {
  const url = new URL(endpoint);
  url.searchParams.set("q", `${stripCountry(query)}, Germany`);
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", "1");
  url.searchParams.set("countrycodes", "de");
  const response = await fetch(url, {
    headers: { "User-Agent": userAgent, Accept: "application/json", "Accept-Language": "de" },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const hits = z.array(z.unknown()).parse(await response.json());
  if (hits.length === 0) return null;
  const hit = hitSchema.parse(hits[0]);
  const label = hit.display_name ? stripCountry(hit.display_name) : "";
  return { lat: round(hit.lat), lon: round(hit.lon), label: label || stripCountry(query) };
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;

// ---------------------------------------------------------------------------------------------
// Cache

const CACHE_MAX = 5000;
const cache = new Map<string, GeoResult | null>();

function remember(key: string, value: GeoResult | null) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_MAX) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
}

/** Empties the result cache (tests, or after changing the settings). */
export function clearGeocodeCache(): void {
  cache.clear();
}

export function geocodeCacheSize(): number {
  return cache.size;
}

// ---------------------------------------------------------------------------------------------

/**
 * Coordinates of a German postcode or place ("10115", "München", "80331 München"), or null.
 * Offline unless GEOCODER_URL is set.
 */
export async function geocode(query: string): Promise<GeoResult | null> {
  const text = query.normalize("NFC").trim().replace(/\s+/g, " ");
  if (!stripCountry(text) || text.length > MAX_QUERY_LENGTH) return null; // empty, only "Deutschland", or no place
  const settings = geocoderSettings();
  const endpoint = settings.GEOCODER_URL;
  const key = `${endpoint ?? "offline"}\n${text.toLowerCase()}`;
  if (cache.has(key)) {
    const hit = cache.get(key) ?? null;
    remember(key, hit); // most recently used
    return hit && { ...hit };
  }

  let result: GeoResult | null;
  if (endpoint) {
    try {
      result =
        (await searchHttp(endpoint, text, settings.GEOCODER_USER_AGENT ?? defaultUserAgent())) ??
        lookupPlace(text);
    } catch (error) {
      // Not cached: the geocoder gets another chance with the next request.
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `Geocoder ${new URL(endpoint).host} nicht erreichbar (${reason}); nutze das Offline-Ortsverzeichnis.`,
      );
      return lookupPlace(text);
    }
  } else {
    result = lookupPlace(text);
  }
  remember(key, result);
  return result && { ...result };
}
