// Runs the saved-search alert job (server/alerts/job.ts). Called hourly by the CMS's cron and by
// tests, with the secret the CMS and the web app share; `{"force": true}` checks every confirmed
// alert whatever its schedule.
import { NextResponse, type NextRequest } from "next/server";
import { runAlerts } from "@/server/alerts/job";
import { env } from "@/server/env";
import { countedJob } from "@/server/metrics/metrics";
import { secretsMatch } from "@/server/secrets";

export async function POST(request: NextRequest) {
  if (!secretsMatch(request.headers.get("x-alerts-secret"), env().REVALIDATE_SECRET)) {
    return NextResponse.json({ error: "Nicht berechtigt" }, { status: 401 });
  }
  const body = (await request.json().catch(() => ({}))) as { force?: unknown };
  try {
    return NextResponse.json(
      await countedJob("savedSearchAlerts", () => runAlerts({ force: body.force === true })),
    );
  } catch (error) {
    console.error("[suchauftrag] Lauf fehlgeschlagen:", error);
    return NextResponse.json({ error: "Lauf fehlgeschlagen" }, { status: 503 });
  }
}
