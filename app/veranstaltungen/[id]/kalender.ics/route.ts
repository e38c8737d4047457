// One event as an .ics download.
import { eventsToIcs } from "@/lib/ics";
import { getEvent } from "@/server/cms/events";
import { siteConfig } from "@/server/env";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const event = Number.isSafeInteger(id) ? await getEvent(id) : null;
  if (!event)
    return new Response("Veranstaltung nicht gefunden", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const body = eventsToIcs([event], { site: siteConfig().SITE_URL, name: event.Veranstaltungsname });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="veranstaltung-${event.id}.ics"`,
    },
  });
}
