import type { Metadata } from "next";
import { BackgroundSlider } from "@/components/home/background-slider";
import { CategorySearch } from "@/components/home/category-search";
import {
  carePartnerFocusCards,
  eventFocusCards,
  productFocusCards,
  speakerFocusCards,
} from "@/components/search/focus-cards";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { JsonLd } from "@/components/detail/json-ld";
import { sortEvents } from "@/lib/filters/events";
import { homeJsonLd } from "@/lib/jsonld";
import { listBackgroundImages } from "@/server/cms/background-images";
import { listCarePartners } from "@/server/cms/care-partners";
import { listUpcomingEvents } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { siteConfig } from "@/server/env";

export const metadata: Metadata = { alternates: { canonical: "/" } };

// Only the background and the first carousel are near the first screen of a phone: the carousels
// further down load their images lazily, so they do not compete with the background image (LCP).
const BELOW_THE_FOLD = { priority: false };

export default async function HomePage() {
  const [backgrounds, upcoming, speakers, manufacturers, partners] = await Promise.all([
    listBackgroundImages(),
    listUpcomingEvents(Infinity),
    listPublicSpeakers(),
    listManufacturers(),
    listCarePartners(),
  ]);
  const events = sortEvents(
    upcoming.filter((e) => e.Fokusiere),
    "datum",
    "asc",
  );
  const products = manufacturers.flatMap((m) => m.Produkt).filter((p) => p.Fokusiere);

  return (
    <div>
      <JsonLd data={homeJsonLd(siteConfig().SITE_URL)} />
      <section aria-labelledby="suche" className="relative flex h-[420px] items-center justify-center px-4">
        <BackgroundSlider images={backgrounds} />
        <div className="relative z-10 w-full max-w-3xl rounded-lg bg-white/95 p-6 shadow-lg">
          <h1 id="suche" className="text-2xl font-bold sm:text-3xl">
            Fortbildungen, Referenten, Hersteller und Versorgungspartner für Wundversorgung und Ernährung
          </h1>
          <div className="mt-5">
            <CategorySearch />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-8">
        <FocusCarousel
          title="Veranstaltungen im Fokus"
          emptyText="Keine Veranstaltung gefunden, die dem Filter entsprechen..."
          cards={eventFocusCards(events)}
        />
        <FocusCarousel
          title="Referenten im Fokus"
          cards={speakerFocusCards(
            speakers.filter((s) => s.Fokusiere),
            BELOW_THE_FOLD,
          )}
        />
        <FocusCarousel
          title="Produkte im Fokus"
          wideCount={4}
          cards={productFocusCards(products, BELOW_THE_FOLD)}
        />
        <FocusCarousel
          title="Versorgungspartner im Fokus"
          cards={carePartnerFocusCards(partners, BELOW_THE_FOLD)}
        />
      </div>
    </div>
  );
}
