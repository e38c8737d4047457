import type { Metadata } from "next";
import { MERKEN_COLUMN, MerkenButton } from "@/components/merkliste/merken-button";
import { Link } from "@/components/ui/link";
import { ProductFilterForm } from "@/components/products/product-filter-form";
import { DataTable } from "@/components/search/data-table";
import { ListResults } from "@/components/search/list-results";
import { tableModel } from "@/components/search/table-model";
import { imageColumn } from "@/components/search/list-helpers";
import { ActiveFilters } from "@/components/search/active-filters";
import { FilterPanel } from "@/components/search/filter-panel";
import { productFocusCards } from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { QuickSearch } from "@/components/search/quick-search";
import { WelcomeDialog } from "@/components/search/welcome-dialog";
import { productChips } from "@/lib/filters/chips";
import { paginate } from "@/lib/filters/sort-page";
import { isProductFilterSet, MANUFACTURER_PAGE_SIZE, PRODUCT_PAGE_SIZES } from "@/lib/filters/products";
import type { Manufacturer } from "@/lib/types";
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
          <DataTable
            caption="Hersteller von A bis Z"
            params={{ sort: "hsort", dir: "hdir", page: "hseite", size: "hgroesse" }}
            {...tableModel({
              columns: [
                imageColumn("logo", "Logo", (m: Manufacturer) => m.Logo, "h-10 w-10 rounded object-contain"),
                {
                  key: "name",
                  header: "Hersteller",
                  sortable: false,
                  card: "title",
                  cell: (m) => (
                    <Link
                      href={`/hersteller/${m.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {m.Herstellername}
                    </Link>
                  ),
                },
                {
                  key: "produkte",
                  header: "Produkte",
                  sortable: false,
                  card: "badge",
                  noun: ["Produkt", "Produkte"],
                  cell: (m) => String(m.Produkt.length),
                },
                {
                  ...MERKEN_COLUMN,
                  cell: (m) => (
                    <MerkenButton kind="Hersteller" documentId={m.documentId} name={m.Herstellername} />
                  ),
                },
              ],
              items: makers.items,
              rowId: (m) => String(m.id),
              href: (m) => `/hersteller/${m.id}`,
              sort: "name",
              dir: "asc",
            })}
            sort="name"
            dir="asc"
            page={makers.page}
            pageCount={makers.pageCount}
            pageSize={MANUFACTURER_PAGE_SIZE}
            pageSizes={[MANUFACTURER_PAGE_SIZE]}
            total={makers.total}
            emptyLabel="Keine Daten verfügbar"
          />
        </div>
      </section>

      <WelcomeDialog storageKey="willkommen-produkte" title="Willkommen bei der Produktsuche!" />
    </div>
  );
}
