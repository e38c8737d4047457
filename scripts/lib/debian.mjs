// @ts-check
// Debian packages the scripts need (chromium-headless-shell for the browser tests, chromium for
// Lighthouse, postgresql for test:pg, redis-server for the invalidation bus): installed with apt-get
// when missing and running as root, otherwise a German message says what to install.
import { spawnSync } from "node:child_process";

/**
 * Makes sure `pkg` is installed (`present()` tells whether it is). `env` is added to apt-get's
 * environment (e.g. to keep a package's own service from starting).
 * @param {string} pkg
 * @param {() => boolean} present
 * @param {{ env?: Record<string, string> }} [options]
 */
export function ensureDebianPackage(pkg, present, { env = {} } = {}) {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} fehlt: bitte \`apt-get install -y ${pkg}\` ausführen.`);
  }
  console.log(`Installiere Debians ${pkg} …`);
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", pkg], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", ...env },
  });
  if (install.status !== 0 || !present()) throw new Error(`Installation von ${pkg} fehlgeschlagen`);
}
