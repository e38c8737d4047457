// The saved events of the visitor's Merkliste as one .ics download.
import type { NextRequest } from "next/server";
import { eventsToIcs } from "@/lib/ics";
import { currentUser } from "@/server/auth/session";
import { siteConfig } from "@/server/env";
import { resolveRefs, visitorRefs } from "@/server/merkliste";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  const { refs } = await visitorRefs(request.cookies, await currentUser());
  const { events } = await resolveRefs(refs.filter((r) => r.kind === "Veranstaltung"));
  const body = eventsToIcs(events, { site: siteConfig().SITE_URL, name: "Wundportal – Merkliste" });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="merkliste-veranstaltungen.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
