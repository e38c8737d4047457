import type { Core } from "@strapi/strapi";

/** The origin (scheme, host, port) of an address, or null when it is not a URL. */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const port = env.int("PORT", 1337);
  // The CMS is internal: only the portal and the admin panel (served by Strapi itself) may call it
  // from a browser with credentials. Strapi's default reflects any origin.
  const origins = [
    originOf(env("SITE_URL", "http://localhost:3000")),
    originOf(env("PUBLIC_URL", "")),
    originOf(`http://${env("HOST", "127.0.0.1")}:${port}`),
    originOf(`http://localhost:${port}`),
  ].filter(Boolean);
  return [
    // Counts every request (route template, status, duration) and serves GET /_metrics (src/middlewares/metrics.ts).
    "global::metrics",
    // Strapi's own request logger prints the query string, which can hold tokens and addresses.
    "global::request-log",
    "strapi::errors",
    // Before any route: the visitor's address signed by the web app (src/middlewares/client-ip.ts).
    "global::client-ip",
    "strapi::security",
    { name: "strapi::cors", config: { origin: [...new Set(origins)], credentials: true } },
    "strapi::poweredBy",
    "strapi::query",
    // The raw body stays available for the Stripe webhook's signature check. An import's rows (a
    // file of up to 2 MB, as JSON cells) need more than koa-body's 1 MB.
    { name: "strapi::body", config: { includeUnparsed: true, jsonLimit: "4mb" } },
    "strapi::session",
    "strapi::favicon",
    // With UPLOAD_PROVIDER=s3: /uploads/* from the bucket, for the admin panel (src/middlewares/bucket-uploads.ts).
    "global::bucket-uploads",
    "strapi::public",
  ];
};
