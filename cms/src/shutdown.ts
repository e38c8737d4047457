// On SIGTERM (a deploy, a scale-down, Ctrl-C of `npm start`) Strapi's own handler
// (@strapi/core utils/signals.js) calls destroy() at once, which cuts every open connection, and a
// request being answered is lost. Instead this stops taking new connections, lets running requests
// finish (up to SHUTDOWN_TIMEOUT_MS), then shuts Strapi down.
import type { Core } from "@strapi/strapi";
import type { Server } from "node:http";

export function finishRequestsOnSignals(strapi: Core.Strapi, timeoutMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    strapi.log.info(`${signal}: keine neuen Anfragen, laufende werden beendet`);
    const server = strapi.server.httpServer as Server;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearInterval(idle);
        clearTimeout(deadline);
        resolve();
      };
      // Keep-alive connections between requests would hold close() open: they are closed as soon
      // as their request has been answered.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        strapi.log.warn(`Anfragen nach ${timeoutMs} ms noch nicht beendet: Verbindungen werden getrennt`);
        server.closeAllConnections();
        done();
      }, timeoutMs);
      server.close(done);
      server.closeIdleConnections();
    });
    await strapi.destroy().catch((error: Error) => strapi.log.error(`Beenden: ${error.message}`));
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // Only Strapi's destroy-at-once handler is registered when bootstrap runs.
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}
