import type { Metadata } from "next";
import {
  DIRECTORY_HEADERS,
  DIRECTORY_LOGO,
  directoryEntry,
} from "@/components/products/manufacturer-directory";
import { ManufacturerTable } from "@/components/products/manufacturer-table";
import { ProductFilterForm } from "@/components/products/product-filter-form";
import { ListResults } from "@/components/search/list-results";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { productFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
import { productChips } from "@/lib/filters/chips";
import { paginate } from "@/lib/filters/sort-page";
import { isProductFilterSet, MANUFACTURER_PAGE_SIZE, PRODUCT_PAGE_SIZES } from "@/lib/filters/products";
import { focusOf, productsQuery } from "@/server/lists/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Hersteller und Produkte",
  description:
    "Produkte für Wundversorgung und Ernährung vergleichen: Wundauflagen, Wundspüllösungen, Kompression, Trink- und Sondennahrung – mit Größen, PZN und Herstellern.",
  alternates: { canonical: "/hersteller" },
};

export default async function ProductSearchPage({ searchParams }: Props) {
  const query = await productsQuery(await searchParams);
  const { filter, matching, manufacturerPage: makers } = query;
  const page = paginate(matching, filter.page, filter.size);
  const focus = focusOf(query, (found) => found.filter((p) => p.Fokusiere));
  const anySet = isProductFilterSet(filter);
  const chips = productChips(filter);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Hersteller und Produkte</h1>
      <div className="mt-4 max-w-xl">
        <QuickSearch scope="hersteller" label="Schnellsuche" placeholder="Produkt, Hersteller oder PZN" />
      </div>
      <FilterPanel anySet={anySet} initiallyOpen={anySet} active={chips.chips.length} total={page.total}>
        <ProductFilterForm filter={filter} counts={query.counts} />
      </FilterPanel>
      <ActiveFilters {...chips} />

      <FocusCarousel
        title="Produkte im Fokus"
        wideCount={4}
        emptyText="Keine Produkte gefunden, die dem Filter entsprechen..."
        cards={productFocusCards(focus)}
      />

      <section aria-labelledby="produkte" className="mt-10">
        <h2 id="produkte" className="text-xl font-bold">
          Produkte
        </h2>
        <div className="mt-3">
          <ListResults
            kind="Produkt"
            caption="Produkte"
            path="/produkt"
            query={query}
            page={page}
            pageSizes={PRODUCT_PAGE_SIZES}
            image={{
              header: "Bild",
              media: (p) => p.Produktbild,
              className: "h-12 w-12 rounded object-contain",
            }}
            name={{ header: "Produkt", of: (p) => p.Produktname }}
            columns={[
              { key: "hersteller", header: "Hersteller", card: "fact" },
              { key: "hauptkategorie", header: "Hauptkategorie", card: "fact" },
              { key: "unterkategorie", header: "Unterkategorie" },
            ]}
            cells={(p) => ({
              hersteller: p.Hersteller ?? "–",
              hauptkategorie: p.Hauptkategorie ?? "–",
              unterkategorie: p.Unterkategorie ?? "–",
            })}
          />
        </div>
      </section>

      <section aria-labelledby="hersteller" className="mt-10">
        <h2 id="hersteller" className="text-xl font-bold">
          Hersteller von A bis Z
        </h2>
        <div className="mt-3">
          <ManufacturerTable
            columns={DIRECTORY_HEADERS}
            entries={makers.items.map(directoryEntry)}
            logoProps={DIRECTORY_LOGO}
            page={makers.page}
            pageCount={makers.pageCount}
            pageSize={MANUFACTURER_PAGE_SIZE}
            total={makers.total}
          />
        </div>
      </section>

      <WelcomeDialog storageKey="willkommen-produkte" title="Willkommen bei der Produktsuche!" />
    </div>
  );
}
