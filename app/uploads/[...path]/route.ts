// Media stored by Strapi reach the browser through this origin: /uploads/* is streamed from the
// CMS, whose address the browser never needs to know. Read at request time, so the CMS address
// is a runtime setting (a rewrite in next.config would be frozen at build time).
import type { NextRequest } from "next/server";
import { env } from "@/server/env";

const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "etag",
  "last-modified",
  "cache-control",
  "accept-ranges",
  "content-range",
];

export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  if (segments.some((s) => s === ".." || s === "." || s.includes("/") || s.includes("\\"))) {
    return new Response("Ungültiger Pfad", { status: 400 });
  }
  const upstream = await fetch(`${env().CMS_URL}/uploads/${segments.map(encodeURIComponent).join("/")}`, {
    headers: request.headers.get("range") ? { range: request.headers.get("range")! } : {},
    cache: "no-store",
  });
  if (!upstream.ok && upstream.status !== 206) {
    return new Response("Datei nicht gefunden", { status: upstream.status === 404 ? 404 : 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Uploaded files get a content hash in their name: they can be cached for long.
  if (!headers.has("cache-control")) headers.set("cache-control", "public, max-age=86400");
  headers.set("x-content-type-options", "nosniff");
  return new Response(upstream.body, { status: upstream.status, headers });
}
