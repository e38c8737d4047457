// Counts every request by its route template (the router's matched path, e.g.
// /api/veranstaltungen/:id, never the raw path: ids would make a series each), method and status,
// with its duration; and answers GET /_metrics with the metrics (metrics/metrics.ts) when the
// caller sends `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. Without
// METRICS_TOKEN /_metrics answers 404; a wrong or missing token 401. Outside /api, so no content
// route, permission or API token is involved. First in config/middlewares.ts: it sees the status
// strapi::errors makes of a thrown error.
import type { Context, Next } from "koa";
import { hmac, sameDigest } from "../utils/hmac";
import { methodLabel, metrics } from "../metrics/metrics";

export const METRICS_PATH = "/_metrics";
/** Paths no route matched (404s, probes, the admin's static files): one label value for all of them. */
const OTHER_ROUTE = "(andere)";

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header ? /^Bearer +(\S+) *$/i.exec(header)?.[1] : undefined;
  return !!given && sameDigest(hmac(token, "metrics"), hmac(given, "metrics"));
}

async function serveMetrics(ctx: Context) {
  const token = process.env.METRICS_TOKEN?.trim();
  ctx.set("Cache-Control", "no-store");
  if (!token) {
    ctx.status = 404;
    ctx.body = "Not Found";
  } else if (!tokenMatches(ctx.get("authorization") || undefined, token)) {
    ctx.status = 401;
    ctx.set("WWW-Authenticate", 'Bearer realm="metrics"');
    ctx.body = "Unauthorized";
  } else {
    const { registry } = metrics();
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  }
}

export default () => async (ctx: Context, next: Next) => {
  const started = performance.now();
  const isMetrics = ctx.path === METRICS_PATH && (ctx.method === "GET" || ctx.method === "HEAD");
  let status = 500;
  try {
    if (isMetrics) await serveMetrics(ctx);
    else await next();
    status = ctx.status;
  } finally {
    const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
    metrics().requests.observe(
      {
        // A path no route serves gets the router's catch-all pattern ("([^/]*)"): "(andere)" instead.
        route: isMetrics
          ? METRICS_PATH
          : typeof matched === "string" && matched.startsWith("/")
            ? matched
            : OTHER_ROUTE,
        method: methodLabel(ctx.method),
        status,
      },
      (performance.now() - started) / 1000,
    );
  }
};
