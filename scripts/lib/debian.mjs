// @ts-check
// Debian packages the scripts need (chromium-headless-shell for the browser tests, chromium for
// Lighthouse, postgresql for test:pg, redis-server for the invalidation bus, nginx and systemd for
// the deployment tests): installed with apt-get when missing and running as root, otherwise a
// German message says what to install.
import { existsSync } from "node:fs";
import { run } from "./processes.mjs";

/**
 * A Debian package and how to tell that it is installed.
 * @typedef {{ pkg: string, present: () => boolean }} DebianPackage
 */

/** @type {DebianPackage} */
export const NGINX = { pkg: "nginx", present: () => existsSync("/usr/sbin/nginx") };
/** @type {DebianPackage} */
export const SYSTEMD = { pkg: "systemd", present: () => existsSync("/usr/bin/systemd-analyze") };

// RUNLEVEL=1: a package's own service (redis, postgresql, nginx) must not start; the scripts start
// their own on free ports.
const APT_ENV = { DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" };

/**
 * Makes sure `packages` are installed: the missing ones with one apt-get update and one install,
 * without blocking (a test run starts this first and goes on with its static checks meanwhile; on a
 * new machine apt-get spends most of its time downloading). apt-get's output is printed only when
 * it fails.
 * @param {DebianPackage[]} packages
 */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(`${names.join(", ")} fehlt: bitte \`apt-get install -y ${names.join(" ")}\` ausführen.`);
  }
  const started = Date.now();
  console.log(`Installiere Debians ${names.join(", ")} …`);
  // A failed update (say, one unreachable mirror) still leaves the package lists apt-get had.
  await run("apt-get", ["update", "-qq"], { quiet: true }).catch(() => {});
  await run("apt-get", ["install", "-y", "-qq", ...names], { env: APT_ENV, quiet: true });
  const still = missing.filter((p) => !p.present()).map((p) => p.pkg);
  if (still.length) throw new Error(`Installation von ${still.join(", ")} fehlgeschlagen`);
  console.log(`Debians ${names.join(", ")} installiert in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
