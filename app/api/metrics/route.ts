// GET /api/metrics: the web app's Prometheus metrics (server/metrics/metrics.ts) for a scraper that
// sends `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time; a token in the query
// string counts as none). Without METRICS_TOKEN there are no metrics: 404, as for any unknown path.
// Under /api/, so robots.txt disallows it, the sitemap never lists it, proxy.ts gives it no page CSP
// and the HTML cache never keeps it; no-store keeps every other cache from it.
import { env } from "@/server/env";
import { metrics } from "@/server/metrics/metrics";
import { secretsMatch } from "@/server/secrets";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  const token = env().METRICS_TOKEN;
  if (!token) return new Response("Nicht gefunden", { status: 404, headers: NO_STORE });
  if (!secretsMatch(bearerOf(request.headers.get("authorization")), token)) {
    return new Response("Nicht berechtigt", {
      status: 401,
      headers: { ...NO_STORE, "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { ...NO_STORE, "Content-Type": registry.contentType },
  });
}

/** The token of an `Authorization: Bearer <token>` header, else null. */
function bearerOf(header: string | null): string | null {
  const match = header ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match ? match[1]! : null;
}
