// @ts-check
// Next's build files (.next/static: content-hashed, never changed once built) compressed once, at the
// highest gzip level, into a .gz beside each: nginx sends those as they are (gzip_static,
// deploy/nginx/wundportal.conf), instead of compressing every script for every first visit.
import { readdirSync, statSync, writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Fonts (woff2) and pictures are compressed already. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes a .gz beside each text file under `dir` that has none or an older one; at most four at a
 * time (zlib works on its own threads). The number written.
 * @param {string} dir
 */
export async function precompress(dir) {
  /** @type {string[]} */
  const due = [];
  /** @param {string} path */
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const file = join(path, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.test(entry.name) && !upToDate(file)) due.push(file);
    }
  };
  walk(dir);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const file = /** @type {string} */ (due[next++]);
      writeFileSync(
        `${file}.gz`,
        await gzipAsync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return due.length;
}

/** @param {string} file */
function upToDate(file) {
  try {
    return statSync(`${file}.gz`).mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
}
