import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ListResults } from "@/components/search/list-results";
import { Distance, distanceColumns } from "@/components/search/list-helpers";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { MapSection, ResultsSection } from "@/components/search/list-sections";
import { speakerFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
import { SPEAKER_LOCKED_MESSAGE } from "@/components/speakers/locked-panel";
import { SpeakerFilterForm } from "@/components/speakers/speaker-filter-form";
import { speakerChips } from "@/lib/filters/chips";
import { paginate } from "@/lib/filters/sort-page";
import { isSpeakerFilterSet, SPEAKER_PAGE_SIZES, speakerFilterToQuery } from "@/lib/filters/speakers";
import { bandLabel } from "@/lib/labels";
import { speakerName } from "@/lib/names";
import { focusOf, speakersQuery } from "@/server/lists/queries";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";

const NO_SPEAKER_MATCH = "Keine Referenten gefunden, die dem Filter entsprechen...";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Referenten",
  description:
    "Referentinnen und Referenten für Wundversorgung, Ernährung und Pflege: nach Qualifikation, Seminartyp, Fortbildungsinhalten und Einsatzort finden.",
  alternates: { canonical: "/referenten" },
};

export default async function SpeakersPage({ searchParams }: Props) {
  // Filters over hidden data are ignored for readers who may not see it.
  const query = await speakersQuery(await searchParams);
  const { viewer, filter, matching } = query;
  const page = paginate(matching, filter.page, filter.size);
  const focus = focusOf(query, (found) => found.filter((s) => s.Fokusiere));
  const anySet = isSpeakerFilterSet(filter);
  const chips = speakerChips(filter);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Referenten</h1>
      {!viewer.organiser ? (
        <p className="mt-4 rounded border border-amber-500 bg-amber-50 p-4">
          {SPEAKER_LOCKED_MESSAGE}{" "}
          {viewer.userId === null ? (
            <Link href="/signin?callbackUrl=%2Freferenten" className="font-semibold text-brand-700 underline">
              Anmelden
            </Link>
          ) : (
            <Link href="/admin/plans" className="font-semibold text-brand-700 underline">
              Zu den Abonnements
            </Link>
          )}
        </p>
      ) : null}
      <div className="mt-4 max-w-xl">
        <QuickSearch scope="referenten" label="Schnellsuche" placeholder="Name, Thema oder Ort" />
      </div>
      <FilterPanel anySet={anySet} initiallyOpen={anySet} active={chips.chips.length} total={page.total}>
        <SpeakerFilterForm
          filter={filter}
          mayFilterPrivate={viewer.organiser}
          signedIn={viewer.userId !== null}
          counts={query.counts}
        />
      </FilterPanel>
      <ActiveFilters {...chips} />

      <FocusCarousel
        title="Referenten im Fokus"
        emptyText={NO_SPEAKER_MATCH}
        cards={speakerFocusCards(focus)}
      />

      <ResultsSection title="Referenten" action={<SaveSearchButton list="referenten" />}>
        <ListResults
          kind="Referent"
          caption="Referenten"
          path="/referenten"
          query={query}
          page={page}
          pageSizes={SPEAKER_PAGE_SIZES}
          image={{ header: "Bild", media: (s) => s.Bild, className: "avatar h-12 w-12" }}
          name={{ header: "Name", of: speakerName }}
          columns={[
            { key: "stadt", header: "Stadt", card: "fact" },
            ...distanceColumns(query.origin),
            { key: "einsatzgebiet", header: FIELD_LABELS.Referent.Einsatzgebiet },
            { key: "qualifikation", header: "Zusatzqualifikation", sortable: false, card: "fact" },
          ]}
          cells={(s) => ({
            stadt: s.Stadt ?? "–",
            entfernung: <Distance km={query.distanceKm(s)} />,
            einsatzgebiet: bandLabel("Einsatzgebiet", s.Einsatzgebiet) ?? "–",
            qualifikation: s.Zusatzqualifikation.join(", ") || "–",
          })}
          noMatch={NO_SPEAKER_MATCH}
        />
      </ResultsSection>

      <MapSection list="referenten" query={speakerFilterToQuery({ ...filter, page: 1 })} />

      <WelcomeDialog storageKey="willkommen-referenten" title="Willkommen bei der Referentensuche!" />
    </div>
  );
}
