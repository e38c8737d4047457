import type { Metadata } from "next";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { EventFilterForm } from "@/components/events/event-filter-form";
import { ListResults } from "@/components/search/list-results";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { MapSection, ResultsSection } from "@/components/search/list-sections";
import { eventFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { Distance, distanceColumns, Tick } from "@/components/search/list-helpers";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
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
  const { filter, matching } = query;
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
        <ListResults
          kind="Veranstaltung"
          caption="Kongresse und Veranstaltungen"
          path="/veranstaltungen"
          query={query}
          page={page}
          pageSizes={EVENT_PAGE_SIZES}
          image={{
            header: "Bild",
            media: (event) => event.Bild,
            className: "h-12 w-16 rounded object-cover",
          }}
          name={{ header: "Veranstaltung", of: (event) => event.Veranstaltungsname }}
          columns={[
            { key: "datum", header: "Datum", card: "fact" },
            { key: "punkte", header: "R-Punkte", card: "badge", noun: ["R-Punkt", "R-Punkte"] },
            { key: "icw", header: "ICW", card: "flag" },
            { key: "dgfw", header: "DGfw", card: "flag" },
            // Not a column of the specification's table; on a phone the date alone left events alike.
            { key: "ort", header: "Ort", sortable: false, card: "fact", cardOnly: true },
            ...distanceColumns(query.origin),
          ]}
          cells={(event) => ({
            datum: event.Startzeit ? formatTableDate(event.Startzeit) : "–",
            punkte: String(points(event)),
            icw: <Tick on={event.Fortbildungspunkte.some((p) => p.Vergabestelle === "ICW")} />,
            dgfw: <Tick on={event.Fortbildungspunkte.some((p) => p.Vergabestelle === "DGfW")} />,
            ort: eventPlace(event),
            entfernung: <Distance km={query.distanceKm(event)} />,
          })}
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
