// The client's network address, as far as this process can know it.
//
// Next (16) does not expose the TCP peer to route handlers, server actions or proxy.ts: it only
// copies it into X-Forwarded-For, and only when the client did not send that header itself, so
// a forged header is indistinguishable from Next's own value. instrumentation.ts therefore
// records, for every request before Next sees it, the socket's address and the X-Forwarded-For
// header exactly as it arrived, in headers of our own (overwriting anything a client sent under
// those names). clientIp (server/rate-limit.ts) trusts only TRUSTED_PROXY_HOPS entries of that
// chain, counted from the socket.
import type { IncomingMessage, Server } from "node:http";

export const SOCKET_ADDRESS_HEADER = "x-wundportal-socket-address";
export const ORIGINAL_FORWARDED_FOR_HEADER = "x-wundportal-original-forwarded-for";

let installed = false;

/** Stamps every incoming HTTP request with its socket address (once per process). */
export async function recordSocketAddresses(): Promise<void> {
  if (installed) return;
  installed = true;
  const http = await import("node:http");
  const emit = http.Server.prototype.emit as (this: Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      const forwarded = request.headers["x-forwarded-for"];
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
      request.headers[ORIGINAL_FORWARDED_FOR_HEADER] = Array.isArray(forwarded)
        ? forwarded.join(",")
        : (forwarded ?? "");
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
