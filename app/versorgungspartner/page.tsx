import type { Metadata } from "next";
import { CarePartnerFilterForm } from "@/components/care-partners/care-partner-filter-form";
import { ListResults } from "@/components/search/list-results";
import { Distance, distanceColumns } from "@/components/search/list-helpers";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { MapSection, ResultsSection } from "@/components/search/list-sections";
import { carePartnerFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
import {
  CARE_PARTNER_PAGE_SIZES,
  carePartnerFilterToQuery,
  isCarePartnerFilterSet,
} from "@/lib/filters/care-partners";
import { carePartnerChips } from "@/lib/filters/chips";
import { paginate } from "@/lib/filters/sort-page";
import { carePartnersQuery } from "@/server/lists/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Versorgungspartner",
  description:
    "Kliniken, Apotheken, Wundzentren, Pflegeheime und Homecare-Unternehmen nach Bundesland, Kategorie und Aufgabengebiet finden.",
  alternates: { canonical: "/versorgungspartner" },
};

export default async function CarePartnersPage({ searchParams }: Props) {
  const query = await carePartnersQuery(await searchParams);
  const { filter, matching, counts } = query;
  const page = paginate(matching, filter.page, filter.size);
  const anySet = isCarePartnerFilterSet(filter);
  const chips = carePartnerChips(filter);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Versorgungspartner</h1>
      <div className="mt-4 max-w-xl">
        <QuickSearch scope="versorgungspartner" label="Schnellsuche" placeholder="Name, Art oder Ort" />
      </div>
      <FilterPanel anySet={anySet} initiallyOpen={anySet} active={chips.chips.length} total={page.total}>
        <CarePartnerFilterForm filter={filter} counts={counts} />
      </FilterPanel>
      <ActiveFilters {...chips} />

      {/* Every published partner belongs here (the specification): the matches, paid ones first. */}
      <FocusCarousel
        title="Versorgungspartner im Fokus"
        emptyText="Keine Versorgungspartner gefunden, die dem Filter entsprechen..."
        cards={carePartnerFocusCards(matching)}
      />

      <ResultsSection title="Versorgungspartner" action={<SaveSearchButton list="versorgungspartner" />}>
        <ListResults
          kind="Versorgungspartner"
          caption="Versorgungspartner"
          path="/versorgungspartner"
          query={query}
          page={page}
          pageSizes={CARE_PARTNER_PAGE_SIZES}
          image={{ header: "Logo", media: (p) => p.Logo, className: "h-12 w-12 rounded object-contain" }}
          name={{ header: "Name", of: (p) => p.Name }}
          columns={[
            { key: "kategorie", header: "Kategorie", card: "fact" },
            { key: "stadt", header: "Stadt", card: "fact" },
            ...distanceColumns(query.origin),
            { key: "bundesland", header: "Bundesland" },
          ]}
          cells={(p) => ({
            kategorie: p.Kategorie,
            stadt: `${p.PLZ} ${p.Stadt}`,
            entfernung: <Distance km={query.distanceKm(p)} />,
            bundesland: p.Bundesland,
          })}
        />
      </ResultsSection>

      <MapSection list="versorgungspartner" query={carePartnerFilterToQuery({ ...filter, page: 1 })} />

      <WelcomeDialog
        storageKey="willkommen-versorgungspartner"
        title="Willkommen bei der Versorgungspartnersuche!"
      />
    </div>
  );
}
