// Whether a write comes from a page of this portal: the check Next makes before it runs a server
// action (Origin against X-Forwarded-Host, else Host), so the proxy and route handlers can refuse
// a foreign one with 403 where Next itself would answer a bare 500.
import { proxyTrust, sentByTrustedProxy, type ProxyTrust } from "./proxy-trust";

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
 * is a hand-made request, which carries no credentials but its own. X-Forwarded-Host names that
 * host only when one of the portal's own proxies sent the request (TRUSTED_PROXY_HOPS and
 * TRUSTED_PROXY_ADDRESSES, server/proxy-trust.ts); from any other peer it is ignored and the Host
 * header counts, so a forged one cannot make a foreign Origin look like the portal's.
 */
export function isSameOrigin(headers: Headers, trust?: ProxyTrust): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host =
    (forwardedHost && sentByTrustedProxy(headers, trust ?? proxyTrust()) ? forwardedHost : null) ||
    headers.get("host");
  return Boolean(host) && originHost(origin) === host;
}
