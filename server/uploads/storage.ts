import "server-only";
import { AwsClient } from "aws4fetch";
import { env, type Env } from "@/server/env";

// Where the bytes of /uploads/<key> live: on the CMS's disk (the demo's default, served by Strapi)
// or, with UPLOAD_PROVIDER=s3, in the bucket the CMS writes to. The web app reads the bucket itself
// with a signed GET, so the bucket may stay private and visitors keep loading media from the
// portal's own origin.

let client: { key: string; aws: AwsClient } | undefined;

function signer(settings: Env): AwsClient {
  const key = `${settings.S3_ACCESS_KEY_ID}:${settings.S3_REGION}`;
  if (client?.key !== key) {
    client = {
      key,
      aws: new AwsClient({
        accessKeyId: settings.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? "",
        service: "s3",
        region: settings.S3_REGION,
        // One attempt bounded by the timeout, as for the CMS; a visitor retries by reloading.
        retries: 0,
      }),
    };
  }
  return client.aws;
}

/** The object's address: path style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`). */
export function objectUrl(key: string, settings: Env = env()): string {
  const endpoint = new URL(settings.S3_ENDPOINT ?? `https://s3.${settings.S3_REGION}.amazonaws.com`);
  const path = key.split("/").map(encodeURIComponent).join("/");
  const base = endpoint.pathname.replace(/\/+$/, "");
  const bucket = encodeURIComponent(settings.S3_BUCKET ?? "");
  if (settings.S3_FORCE_PATH_STYLE) return `${endpoint.origin}${base}/${bucket}/${path}`;
  return `${endpoint.protocol}//${bucket}.${endpoint.host}${base}/${path}`;
}

/** Fetches the stored file `key` (the path after /uploads/), passing `headers` (e.g. Range) on. */
export function fetchUpload(key: string, headers: Record<string, string>): Promise<Response> {
  const settings = env();
  const init = { headers, cache: "no-store", signal: AbortSignal.timeout(settings.CMS_TIMEOUT_MS) } as const;
  if (settings.UPLOAD_PROVIDER === "s3") return signer(settings).fetch(objectUrl(key, settings), init);
  return fetch(`${settings.CMS_URL}/uploads/${key}`, init);
}
