// @ts-check
// A throwaway S3-compatible server for the uploads of the PostgreSQL test stack: `s3rver` (a
// devDependency; pure JavaScript, runs on Node 24), files in a temporary directory, on a free
// loopback port. The CMS writes to it through Strapi's aws-s3 provider and the web app reads it
// with signed requests, as they would with a real bucket.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./paths.mjs";
import { freePort, startService, waitFor } from "./processes.mjs";

const S3RVER = join(ROOT, "node_modules", "s3rver", "bin", "s3rver.js");
const BUCKET = "wundportal-uploads";

/**
 * Starts s3rver with one empty bucket; resolves with the settings that point the CMS and the web
 * app at it (UPLOAD_PROVIDER=s3, S3_*) and a `remove()` that deletes its files (after `stopAll()`).
 */
export async function startS3({ log = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "wundportal-s3-"));
  const port = await freePort();
  const service = startService(
    "s3",
    process.execPath,
    [
      S3RVER,
      "--directory",
      dir,
      "--address",
      "127.0.0.1",
      "--port",
      String(port),
      "--silent",
      "--no-vhost-buckets",
      "--configure-bucket",
      BUCKET,
    ],
    { log },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // Any answer will do (an unsigned request is refused with 403): the server is listening.
  await waitFor(() => fetch(endpoint).then(() => true), {
    what: `S3 auf Port ${port}`,
    service,
    timeoutMs: 30_000,
  });
  return {
    env: {
      UPLOAD_PROVIDER: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      // s3rver knows this one key pair only.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    service,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
