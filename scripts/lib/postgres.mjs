// @ts-check
// A throwaway PostgreSQL server for `npm run test:pg`: Debian's `postgresql` package (installed
// with apt-get when missing and running as root), initdb in a temporary directory, started on a
// free loopback port. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackages } from "./debian.mjs";
import { freePort, run, startService, waitFor } from "./processes.mjs";

const PG_ROOT = "/usr/lib/postgresql";
const USER = "wundportal";
const DATABASE = "wundportal";

/** The bin directory of the newest installed PostgreSQL, or null. */
export function findPostgresBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest === undefined ? null : join(PG_ROOT, newest, "bin");
}

/** @type {import("./debian.mjs").DebianPackage} */
export const POSTGRES_PACKAGE = { pkg: "postgresql", present: () => findPostgresBin() !== null };

async function ensureInstalled() {
  await ensureDebianPackages([POSTGRES_PACKAGE]);
  const bin = findPostgresBin();
  // ensureDebianPackages has thrown if it is still missing.
  if (bin === null) throw new Error("PostgreSQL fehlt nach der Installation");
  return bin;
}

/**
 * Starts a PostgreSQL server in a new temporary directory; resolves with its `DATABASE_URL`
 * and a `remove()` that deletes the directory (call it after `stopAll()`).
 */
export async function startPostgres() {
  const bin = await ensureInstalled();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "wundportal-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  /**
   * As root every PostgreSQL program runs as the postgres user.
   * @param {string} program
   * @param {string[]} args
   * @returns {[string, string[]]}
   */
  const as = (program, args) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]] : [join(bin, program), args];

  await run(...as("initdb", ["-D", data, "-U", USER, "--auth=trust", "--no-sync", "-E", "UTF8"]), {
    quiet: true,
  });
  const port = await freePort();
  const server = startService(
    "postgres",
    ...as("postgres", [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "full_page_writes=off",
    ]),
    { log: process.env.TEST_STACK_LOG === "1" },
  );
  await waitFor(
    async () =>
      spawnSync(join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], { stdio: "ignore" })
        .status === 0,
    { what: `PostgreSQL auf Port ${port}`, service: server },
  );
  await run(join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", USER, DATABASE], {
    quiet: true,
  });
  return {
    url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresIds() {
  /** @param {string} flag */
  const id = (flag) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error("Nutzer postgres fehlt (kommt mit dem Paket postgresql)");
  return { uid, gid: id("-g") };
}
