// Media stored by Strapi reach the browser through this origin: /uploads/* is streamed from the
// CMS's disk or from the S3 bucket the CMS writes to (server/uploads/storage.ts), whose addresses
// the browser never needs to know. Read at request time, so they are runtime settings (a rewrite
// in next.config would be frozen at build time).
//
// An upload runs with the portal's origin (its cookies, its APIs), so whatever the CMS stored is
// served as something a browser cannot execute: only plain media types are served inline, every
// other file as opaque bytes to download, and every response in a sandbox without any source.
import type { NextRequest } from "next/server";
import { fetchUpload } from "@/server/uploads/storage";

const PASSED_HEADERS = [
  "content-length",
  "etag",
  "last-modified",
  "cache-control",
  "accept-ranges",
  "content-range",
];

/** Media types a browser only displays. SVG is an image that runs scripts, so it is not among them. */
const INLINE_TYPE =
  /^(?:image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf)$/;

/** Strapi names stored files `<slug>_<hash>.<ext>`; anything else is not a file it wrote. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const UPLOAD_CSP = "default-src 'none'; sandbox";

export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s) || s === ".." || s === ".")) {
    return new Response("Ungültiger Pfad", { status: 400 });
  }
  const key = segments.join("/");
  // Only a single byte range is passed on; anything else is ignored as RFC 9110 allows, and the
  // whole file is served.
  const range = byteRange(request.headers.get("range"));
  const upstream = await fetchUpload(key, range ? { range: range.header } : {}).catch(() => null);
  if (!upstream) return new Response("Datei vorübergehend nicht erreichbar", { status: 502 });
  if (upstream.status === 416) return notSatisfiable(sizeOf(upstream) ?? (await storedSize(key)));
  if (!upstream.ok && upstream.status !== 206) {
    return new Response("Datei nicht gefunden", { status: upstream.status === 404 ? 404 : 502 });
  }
  // A store that ignores ranges answers 200 with the whole file: a range past its end is still refused.
  const length = Number(upstream.headers.get("content-length"));
  if (range && upstream.status === 200 && range.first !== null && length >= 0 && range.first >= length) {
    await upstream.body?.cancel();
    return notSatisfiable(length);
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const type = (upstream.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (INLINE_TYPE.test(type)) {
    headers.set("content-type", type);
  } else {
    headers.set("content-type", "application/octet-stream");
    headers.set("content-disposition", `attachment; filename="${segments.at(-1)}"`);
  }
  // Uploaded files get a content hash in their name: they can be cached for long.
  if (!headers.has("cache-control")) headers.set("cache-control", "public, max-age=86400");
  headers.set("x-content-type-options", "nosniff");
  headers.set("content-security-policy", UPLOAD_CSP);
  return new Response(upstream.body, { status: upstream.status, headers });
}

/** A single byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`); null for anything else. */
function byteRange(value: string | null): { header: string; first: number | null } | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return null;
  // A suffix of zero bytes and a range that ends before it starts are no ranges at all.
  if (first === "" && Number(last) === 0) return null;
  if (first !== "" && last !== "" && Number(last) < Number(first)) return null;
  return { header: `bytes=${first}-${last}`, first: first === "" ? null : Number(first) };
}

/** The file's size from a 416's `Content-Range: bytes * /size`, if the store sent one. */
function sizeOf(response: Response): number | null {
  const match = /^bytes \*\/(\d+)$/.exec(response.headers.get("content-range") ?? "");
  return match ? Number(match[1]) : null;
}

/** The stored file's size, asked without a range (the body is not read). */
async function storedSize(key: string): Promise<number | null> {
  const response = await fetchUpload(key, {}).catch(() => null);
  await response?.body?.cancel();
  const length = Number(response?.headers.get("content-length") ?? NaN);
  return response?.ok && length >= 0 ? length : null;
}

function notSatisfiable(size: number | null): Response {
  return new Response(null, {
    status: 416,
    headers: {
      ...(size === null ? {} : { "content-range": `bytes */${size}` }),
      "content-security-policy": UPLOAD_CSP,
      "x-content-type-options": "nosniff",
    },
  });
}
