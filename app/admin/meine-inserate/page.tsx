import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { MyListingsTable } from "@/components/editor/my-listings";
import { requireUser } from "@/server/auth/session";
import { countLabel } from "@/lib/format";
import { getOwnListingStats } from "@/server/cms/listing-stats";
import { listOwnListings } from "@/server/cms/own-listings";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { entitlementsOf } from "@/lib/entitlements";
import { importKindOf } from "@/server/import/import-listings";

export const metadata: Metadata = { title: "Meine Inserate", robots: { index: false } };

export default async function MyListingsPage() {
  const auth = await requireUser("/admin/meine-inserate");
  const [rows, stats, subscription] = await Promise.all([
    listOwnListings(auth),
    getOwnListingStats(auth),
    getCurrentSubscription(auth.user.id),
  ]);
  const importKind = importKindOf(entitlementsOf(subscription));
  const many = importKind === "Produkt" ? "Produkte" : "Veranstaltungen";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meine Inserate</h1>
      {importKind ? (
        <section aria-labelledby="import-export-titel" className="mt-4">
          <h2 id="import-export-titel" className="sr-only">
            Importieren und exportieren
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <Link href="/admin/meine-inserate/importieren" className="font-semibold underline">
              {many} importieren
            </Link>
            <a href="/api/inserate/export?format=csv" className="underline">
              {many} als CSV exportieren
            </a>
            <a href="/api/inserate/export?format=xlsx" className="underline">
              {many} als Excel exportieren
            </a>
          </p>
        </section>
      ) : null}
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
