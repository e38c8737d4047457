// Security headers of the portal's pages (set per request in proxy.ts, because the CSP carries a
// fresh nonce and HSTS depends on the runtime SITE_URL). The static ones for every response are in
// next.config.mjs.

/** The map's tile server (components/map/leaflet-map.tsx). */
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/**
 * Scripts run only with this request's nonce (Next puts it on its own scripts when it finds it in
 * the request's CSP); 'strict-dynamic' lets those load their chunks. Styles keep 'unsafe-inline':
 * React and Leaflet write style attributes, and styles cannot run code. form-action and navigation
 * are left open on purpose: the subscription checkout redirects to Stripe's host.
 */
export function contentSecurityPolicy({ nonce, dev }: { nonce: string; dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}`,
    "media-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of every rendered page. */
export function pageSecurityHeaders({
  nonce,
  dev,
  https,
}: {
  nonce: string;
  dev: boolean;
  https: boolean;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, dev }),
    // Only over https: a browser must never be told to insist on https for a plain-http demo.
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
