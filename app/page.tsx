import Link from "next/link";
import { CategorySearch } from "@/components/home/category-search";
import { formatTableDate } from "@/lib/format";
import { listUpcomingEvents } from "@/server/cms/events";

export default async function HomePage() {
  const upcoming = await listUpcomingEvents(12);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section aria-labelledby="suche" className="rounded-lg bg-brand-50 p-6">
        <h1 id="suche" className="text-2xl font-bold sm:text-3xl">
          Fortbildungen, Referenten, Hersteller und Versorgungspartner für Wundversorgung und Ernährung
        </h1>
        <div className="mt-6">
          <CategorySearch />
        </div>
      </section>

      <section aria-labelledby="kommende" className="mt-10">
        <h2 id="kommende" className="text-xl font-bold">
          Kommende Veranstaltungen
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4">Keine Veranstaltung gefunden, die dem Filter entsprechen...</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((event) => (
              <li key={event.id} className="rounded border border-gray-200 p-4">
                <Link href={`/veranstaltungen/${event.id}`} className="font-semibold text-brand-700 hover:underline">
                  {event.Veranstaltungsname}
                </Link>
                <p className="mt-1 text-sm text-muted">
                  {event.Startzeit ? formatTableDate(event.Startzeit) : ""}
                  {event.isonlineveranstaltung ? " · Online" : event.Stadt ? ` · ${event.Stadt}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
