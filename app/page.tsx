import type { Metadata } from "next";
import { BackgroundSlider } from "@/components/home/background-slider";
import { CategorySearch } from "@/components/home/category-search";
import { FocusCarousel } from "@/components/search/focus-carousel";
import { ListingImage } from "@/components/ui/listing-image";
import { eventPlace } from "@/lib/events-format";
import { sortEvents } from "@/lib/filters/events";
import { formatTableDate } from "@/lib/format";
import { listBackgroundImages } from "@/server/cms/background-images";
import { listCarePartners } from "@/server/cms/care-partners";
import { listUpcomingEvents } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";

export const metadata: Metadata = { alternates: { canonical: "/" } };

const fullName = (s: { Titel: string | null; Vorname: string; Name: string }) => [s.Titel, s.Vorname, s.Name].filter(Boolean).join(" ");

export default async function HomePage() {
  const [backgrounds, upcoming, speakers, manufacturers, partners] = await Promise.all([
    listBackgroundImages(),
    listUpcomingEvents(Infinity),
    listPublicSpeakers(),
    listManufacturers(),
    listCarePartners(),
  ]);
  const events = sortEvents(upcoming.filter((e) => e.Fokusiere), "datum", "asc");
  const products = manufacturers.flatMap((m) => m.Produkt).filter((p) => p.Fokusiere);

  return (
    <div>
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
          cards={events.map((event) => ({
            id: String(event.id),
            href: `/veranstaltungen/${event.id}`,
            title: event.Veranstaltungsname,
            subtitle: [event.Startzeit ? formatTableDate(event.Startzeit) : null, eventPlace(event)].filter(Boolean).join(" · "),
            image: <ListingImage media={event.Bild} alt="" className="h-32 w-full rounded object-cover" />,
          }))}
        />
        <FocusCarousel
          title="Referenten im Fokus"
          cards={speakers
            .filter((s) => s.Fokusiere)
            .map((s) => ({
              id: String(s.id),
              href: `/referenten/${s.id}`,
              title: fullName(s),
              subtitle: [s.Stadt, s.Zusatzqualifikation[0]].filter(Boolean).join(" · "),
              image: <ListingImage media={s.Bild} alt="" className="h-32 w-full rounded object-cover" />,
            }))}
        />
        <FocusCarousel
          title="Produkte im Fokus"
          wideCount={4}
          cards={products.map((p) => ({
            id: String(p.id),
            href: `/produkt/${p.id}`,
            title: p.Produktname,
            subtitle: p.Hersteller ?? undefined,
            image: <ListingImage media={p.Produktbild} alt="" className="h-32 w-full rounded object-contain" />,
          }))}
        />
        <FocusCarousel
          title="Versorgungspartner im Fokus"
          cards={[...partners.filter((p) => p.Fokusiere), ...partners.filter((p) => !p.Fokusiere)].slice(0, 50).map((p) => ({
            id: String(p.id),
            href: `/versorgungspartner/${p.id}`,
            title: p.Name,
            subtitle: `${p.Kategorie} · ${p.Stadt}`,
            premium: p.Fokusiere,
            image: <ListingImage media={p.Logo} alt="" className="h-32 w-full rounded object-contain" />,
          }))}
        />
      </div>
    </div>
  );
}
