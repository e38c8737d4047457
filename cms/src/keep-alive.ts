// How long the CMS keeps an idle connection open for the next request. Node's default is 5 s: a
// client that sends on a pooled connection in the moment the CMS closes it gets ECONNRESET instead
// of an answer. CI met this when the machine was busy and a test's event loop was late to see the
// close. The web app's fetch (undici) reads the `Keep-Alive: timeout=65` the CMS announces and
// drops an idle connection a little before it: the client, not the CMS, ends an idle connection.
// tests/cms/connections.test.mjs.
import type { Server } from "node:http";

const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}
