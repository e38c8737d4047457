// @ts-check
// A throwaway Redis for the invalidation bus between web instances (server/read-path/bus.ts): Debian's
// `redis-server` (installed when missing), in memory only, on a free loopback port.
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { ensureDebianPackages } from "./debian.mjs";
import { freePort, startService, waitFor } from "./processes.mjs";

export const REDIS_SERVER = "/usr/bin/redis-server";

/** @type {import("./debian.mjs").DebianPackage} */
export const REDIS_PACKAGE = { pkg: "redis-server", present: () => existsSync(REDIS_SERVER) };

/**
 * Whether something answers Redis' PING on `port`.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function pong(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.setTimeout(1000, () => socket.destroy());
    socket.on("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
  });
}

/** Starts Redis; resolves with its URL once it answers (stopped with the other services by stopAll). */
export async function startRedis({ log = false } = {}) {
  await ensureDebianPackages([REDIS_PACKAGE]);
  const port = await freePort();
  const service = startService(
    "redis",
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { log },
  );
  await waitFor(() => pong(port), { what: `Redis auf Port ${port}`, service, timeoutMs: 30_000 });
  return { url: `redis://127.0.0.1:${port}`, service };
}
