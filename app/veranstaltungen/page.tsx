import type { Metadata } from "next";
import { MERKEN_COLUMN, MerkenButton } from "@/components/merkliste/merken-button";
import { Link } from "@/components/ui/link";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { EventFilterForm } from "@/components/events/event-filter-form";
import { DataTable, RELEVANCE } from "@/components/search/data-table";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { MapSection, ResultsSection } from "@/components/search/list-sections";
import { eventFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { Distance, distanceColumns, LIST_IMAGE_WIDTH, Tick } from "@/components/search/list-helpers";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
import { ListingImage } from "@/components/ui/listing-image";
import { eventChips } from "@/lib/filters/chips";
import { paginate } from "@/lib/filters/sort-page";
import { EVENT_PAGE_SIZES, eventFilterToQuery, isEventFilterSet, sortEvents } from "@/lib/filters/events";
import { eventPlace } from "@/lib/events-format";
import { formatTableDate } from "@/lib/format";
import { siteConfig } from "@/server/env";
import { eventsQuery, focusOf } from "@/server/lists/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Veranstaltungen, Kongresse und Fortbildungen",
  description:
    "Kongresse und Fortbildungen zu Wundversorgung, Ernährung und Pflege mit Fortbildungspunkten (ICW, DGfW und weitere) – filtern nach Termin, Ort, Themen und Punkten.",
  alternates: { canonical: "/veranstaltungen" },
};

const points = (event: { Fortbildungspunkte: { Punkte: number }[] }) =>
  event.Fortbildungspunkte.reduce((sum, p) => sum + p.Punkte, 0);

export default async function EventsPage({ searchParams }: Props) {
  const query = await eventsQuery(await searchParams);
  const { all: events, filter, matching } = query;
  const page = paginate(matching, filter.page, filter.size);
  const focus = focusOf(query, (found) =>
    sortEvents(
      found.filter((e) => e.Fokusiere),
      "datum",
      "asc",
    ),
  );
  const anySet = isEventFilterSet(filter);
  const chips = eventChips(filter);
  const feedQuery = eventFilterToQuery({ ...filter, page: 1 });
  const feedPath = `/veranstaltungen/kalender.ics${feedQuery ? `?${feedQuery}` : ""}`;
  // The same feed for calendar apps: webcal:// opens the system's calendar, which subscribes to it.
  const webcalUrl = new URL(feedPath, siteConfig().SITE_URL).href.replace(/^https?:/, "webcal:");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Veranstaltungen</h1>
      <div className="mt-4 max-w-xl">
        <QuickSearch scope="veranstaltungen" label="Schnellsuche" placeholder="Name, Thema oder Ort" />
      </div>
      <FilterPanel anySet={anySet} initiallyOpen={anySet} active={chips.chips.length} total={page.total}>
        <EventFilterForm filter={filter} counts={query.counts} />
      </FilterPanel>
      <ActiveFilters {...chips} />

      <FocusCarousel
        title="Kongresse / Fortbildungen im Fokus"
        emptyText="Keine Veranstaltung gefunden, die dem Filter entsprechen..."
        cards={eventFocusCards(focus)}
      />

      <ResultsSection
        title="Kongresse / Veranstaltungen"
        action={
          <div className="flex flex-wrap items-center gap-4">
            <a href={feedPath} className="text-sm text-brand-700 underline">
              Diese Auswahl als Kalender abonnieren (.ics)
            </a>
            <a href={webcalUrl} className="text-sm text-brand-700 underline">
              In Kalender-App abonnieren (webcal)
            </a>
            <SaveSearchButton list="veranstaltungen" />
          </div>
        }
      >
        <DataTable
          caption="Kongresse und Veranstaltungen"
          columns={[
            { key: "bild", header: "Bild", sortable: false, srOnlyHeader: true, card: "media" },
            { key: "name", header: "Veranstaltung", card: "title" },
            { key: "datum", header: "Datum", card: "fact" },
            { key: "punkte", header: "R-Punkte", card: "badge", noun: ["R-Punkt", "R-Punkte"] },
            { key: "icw", header: "ICW", card: "flag" },
            { key: "dgfw", header: "DGfw", card: "flag" },
            // Not a column of the specification's table; on a phone the date alone left events alike.
            { key: "ort", header: "Ort", sortable: false, card: "fact", cardOnly: true },
            ...distanceColumns(query.origin),
            MERKEN_COLUMN,
          ]}
          rows={page.items.map((event) => ({
            id: String(event.id),
            href: `/veranstaltungen/${event.id}`,
            cells: {
              bild: (
                <ListingImage
                  drawnWidth={LIST_IMAGE_WIDTH}
                  media={event.Bild}
                  alt=""
                  className="h-12 w-16 rounded object-cover"
                />
              ),
              name: (
                <Link
                  href={`/veranstaltungen/${event.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {event.Veranstaltungsname}
                </Link>
              ),
              datum: event.Startzeit ? formatTableDate(event.Startzeit) : "–",
              punkte: String(points(event)),
              icw: <Tick on={event.Fortbildungspunkte.some((p) => p.Vergabestelle === "ICW")} />,
              dgfw: <Tick on={event.Fortbildungspunkte.some((p) => p.Vergabestelle === "DGfW")} />,
              ort: eventPlace(event),
              entfernung: <Distance km={query.distanceKm(event)} />,
              merken: (
                <MerkenButton
                  kind="Veranstaltung"
                  documentId={event.documentId}
                  name={event.Veranstaltungsname}
                />
              ),
            },
          }))}
          sort={query.byRelevance ? RELEVANCE : filter.sort}
          orderLabel={query.byRelevance ? "Relevanz" : undefined}
          dir={filter.dir}
          page={page.page}
          pageCount={page.pageCount}
          pageSize={filter.size}
          pageSizes={EVENT_PAGE_SIZES}
          total={page.total}
          emptyLabel={events.length === 0 ? "Keine Daten verfügbar" : "Keine Ergebnisse gefunden"}
        />
      </ResultsSection>

      <MapSection list="veranstaltungen" query={feedQuery} />

      <WelcomeDialog
        storageKey="willkommen-veranstaltungen"
        title="Willkommen bei der Veranstaltungssuche!"
      />
    </div>
  );
}
