// For load balancers: 200 when this web app can serve pages, 503 while it has never reached the
// CMS since it started (it would answer every page with the maintenance page). Once reached, pages
// come from the cache in memory, also through a later CMS outage, so the answer stays 200. The
// body holds the state only: no address, version or setting.
import { NextResponse } from "next/server";
import { cmsReachable } from "@/server/read-path/availability";

export const dynamic = "force-dynamic";

export async function GET() {
  const ok = await cmsReachable();
  return NextResponse.json(
    { status: ok ? "ok" : "unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
