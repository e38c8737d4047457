import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { MyListingsTable } from "@/components/editor/my-listings";
import { requireUser } from "@/server/auth/session";
import { countLabel } from "@/lib/format";
import { getOwnListingStats } from "@/server/cms/listing-stats";
import { listOwnListings } from "@/server/cms/own-listings";

export const metadata: Metadata = { title: "Meine Inserate", robots: { index: false } };

export default async function MyListingsPage() {
  const auth = await requireUser("/admin/meine-inserate");
  const [rows, stats] = await Promise.all([listOwnListings(auth), getOwnListingStats(auth)]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meine Inserate</h1>
      {rows.length ? (
        <>
          <p className="mt-4" data-testid="statistik-gesamt">
            {stats
              ? `Alle Inserate in den letzten 30 Tagen: ${countLabel(stats.totals.views, "Aufruf", "Aufrufe")}, ${countLabel(stats.totals.contacts, "Kontaktanfrage", "Kontaktanfragen")}.`
              : "Die Aufrufe und Kontaktanfragen können gerade nicht geladen werden."}
          </p>
          <MyListingsTable rows={rows} stats={stats} />
        </>
      ) : (
        <p className="mt-6">
          Sie haben noch keine Inserate.{" "}
          <Link href="/admin/inserieren" className="font-semibold underline">
            Jetzt inserieren
          </Link>
        </p>
      )}
    </div>
  );
}
