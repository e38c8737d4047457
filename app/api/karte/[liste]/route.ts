// A list page's map markers for the current filter, requested by the browser only after the
// visitor agreed to the map (the markers are not in the page's HTML).
import { NextResponse, type NextRequest } from "next/server";
import { MAP_LISTS, type MapList, type MarkerResponse } from "@/components/map/types";
import { speakerName } from "@/lib/names";
import { markersFor, parseView } from "@/server/lists/markers";
import { carePartnersQuery, eventsQuery, speakersQuery } from "@/server/lists/queries";

const isMapList = (value: string): value is MapList => (MAP_LISTS as readonly string[]).includes(value);

async function markers(list: MapList, params: URLSearchParams): Promise<MarkerResponse> {
  const view = parseView(params);
  switch (list) {
    case "veranstaltungen": {
      const q = await eventsQuery(params);
      return markersFor(
        q.all,
        q.key,
        q.matching,
        (e) =>
          e.Veranstaltungsort ? { id: e.id, ...e.Veranstaltungsort, label: e.Veranstaltungsname } : null,
        view,
      );
    }
    case "referenten": {
      // Per viewer: the private filters count only for readers entitled to them.
      const q = await speakersQuery(params);
      return markersFor(
        q.all,
        q.key,
        q.matching,
        (s) => (s.Einsatzort ? { id: s.id, ...s.Einsatzort, label: speakerName(s) } : null),
        view,
      );
    }
    case "versorgungspartner": {
      const q = await carePartnersQuery(params);
      return markersFor(
        q.all,
        q.key,
        q.matching,
        (p) => (p.Standort ? { id: p.id, ...p.Standort, label: p.Name } : null),
        view,
      );
    }
  }
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ liste: string }> }) {
  const { liste } = await params;
  if (!isMapList(liste)) return NextResponse.json({ error: "Unbekannte Liste" }, { status: 404 });
  const body = await markers(liste, request.nextUrl.searchParams);
  // The speakers' map depends on who asks; the others are public but follow every edit at once.
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
