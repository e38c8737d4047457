// Whether a write comes from a page of this portal: the check Next makes before it runs a server
// action (Origin against X-Forwarded-Host, else Host), so the proxy and route handlers can refuse
// a foreign one with 403 where Next itself would answer a bare 500.

/** The host an Origin header names ("null" for opaque origins), or null when it cannot be read. */
function originHost(origin: string): string | null {
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True unless the request names an Origin other than the host it was sent to. A request without
 * an Origin passes, as with Next: browsers send one with every cross-site POST, so a missing one
 * is a hand-made request, which carries no credentials but its own. X-Forwarded-Host is trusted
 * as Next trusts it, whatever TRUSTED_PROXY_HOPS says: another site's page cannot send it (no
 * CORS-safelisted header, so the browser asks first and nothing here allows it), and a caller
 * that can set it sends its own cookies, never a visitor's.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return Boolean(host) && originHost(origin) === host;
}
