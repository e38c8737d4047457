import "server-only";
import { BlockList, isIP } from "node:net";
import { SOCKET_ADDRESS_HEADER } from "./client-address";
import { env } from "./env";

// Which peers may speak for a client: X-Forwarded-For (server/rate-limit.ts, clientIp) and
// X-Forwarded-Host (server/same-origin.ts) count only when the TCP peer that sent them is one of
// the portal's own proxies, TRUSTED_PROXY_ADDRESSES (addresses or CIDR ranges, loopback unless
// set), and only as many hops as TRUSTED_PROXY_HOPS. From any other peer they are the client's own
// claims and ignored.

export interface ProxyTrust {
  /** Proxies in front of the web app (TRUSTED_PROXY_HOPS); 0 trusts no forwarded header. */
  hops: number;
  /** Addresses or CIDR ranges of those proxies (TRUSTED_PROXY_ADDRESSES). */
  proxies: readonly string[];
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same peer. */
export function normaliseAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

const lists = new Map<string, BlockList>();

function listOf(proxies: readonly string[]): BlockList {
  const key = proxies.join(",");
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of proxies) {
      const [address = "", prefix] = entry.split("/");
      const family = isIP(address) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    lists.set(key, list);
  }
  return list;
}

/** True when `address` is one of the configured proxies. */
export function isTrustedProxy(address: string, proxies: readonly string[]): boolean {
  const peer = normaliseAddress(address);
  const family = isIP(peer);
  if (!family) return false;
  return listOf(proxies).check(peer, family === 6 ? "ipv6" : "ipv4");
}

/** The settings' trust (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_ADDRESSES). */
export function proxyTrust(): ProxyTrust {
  const settings = env();
  return { hops: settings.TRUSTED_PROXY_HOPS, proxies: settings.TRUSTED_PROXY_ADDRESSES };
}

/** True when the request reached this process from a trusted proxy (whose forwarded headers count). */
export function sentByTrustedProxy(
  headers: { get(name: string): string | null },
  trust: ProxyTrust,
): boolean {
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  return trust.hops > 0 && Boolean(socket) && isTrustedProxy(socket!, trust.proxies);
}
