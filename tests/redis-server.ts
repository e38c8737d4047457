// A throwaway redis-server (Debian's, which `npm test` installs when it is missing) for unit tests
// that need a real Redis: in memory only, on a free loopback port.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const REDIS_SERVER = "/usr/bin/redis-server";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server; clients connect with `url` (node-redis retries until it listens). */
export async function startRedisServer(): Promise<{ url: string; stop(): void }> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} fehlt: npm test installiert Debians redis-server`);
  const port = await freePort();
  const redis = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => void redis.kill() };
}
