// A list page's map markers for the current filter, requested by the browser only after the
// visitor agreed to the map (the markers are not in the page's HTML).
import { NextResponse, type NextRequest } from "next/server";
import { isMapList, type MapList } from "@wundportal/rules";
import type { MarkerResponse } from "@/components/map/types";
import { speakerName } from "@/lib/names";
import { markersFor, parseView, type Located } from "@/server/lists/markers";
import { carePartnersQuery, eventsQuery, speakersQuery, type ListQuery } from "@/server/lists/queries";

/** A list's markers: its filtered query and where each match is (null: no place). */
const markersOf =
  <T>(
    query: (params: URLSearchParams) => Promise<ListQuery<T, unknown>>,
    locate: (item: T) => Located | null,
  ) =>
  async (params: URLSearchParams): Promise<MarkerResponse> => {
    const q = await query(params);
    return markersFor(q.all, q.key, q.matching, locate, parseView(params));
  };

/** Each map list's markers (a list gains a map in the public lists' table, then needs its entry here). */
const MARKERS: Record<MapList, (params: URLSearchParams) => Promise<MarkerResponse>> = {
  veranstaltungen: markersOf(eventsQuery, (e) =>
    e.Veranstaltungsort ? { id: e.id, ...e.Veranstaltungsort, label: e.Veranstaltungsname } : null,
  ),
  // Per viewer: the private filters count only for readers entitled to them.
  referenten: markersOf(speakersQuery, (s) =>
    s.Einsatzort ? { id: s.id, ...s.Einsatzort, label: speakerName(s) } : null,
  ),
  versorgungspartner: markersOf(carePartnersQuery, (p) =>
    p.Standort ? { id: p.id, ...p.Standort, label: p.Name } : null,
  ),
};

export async function GET(request: NextRequest, { params }: { params: Promise<{ liste: string }> }) {
  const { liste } = await params;
  if (!isMapList(liste)) return NextResponse.json({ error: "Unbekannte Liste" }, { status: 404 });
  const body = await MARKERS[liste](request.nextUrl.searchParams);
  // The speakers' map depends on who asks; the others are public but follow every edit at once.
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
