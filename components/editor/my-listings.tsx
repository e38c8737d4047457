"use client";

// 'Meine Inserate': the user's listings with picture, name, published state, the last 30 days'
// views and contact requests, view, edit and delete.
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ViewsChart } from "@/components/editor/views-chart";
import { editorPath, publicPathOf, type OwnListingRow } from "@/lib/listing-kinds";
import { countLabel } from "@/lib/format";
import { sum, type OwnListingStats } from "@/lib/listing-stats";
import { LISTING_SAVE_MESSAGES } from "@/lib/messages";
import { deleteListing } from "@/server/actions/listings";

function StatsCell({ row, stats }: { row: OwnListingRow; stats: OwnListingStats | null }) {
  if (!stats) return <span className="text-muted">nicht verfügbar</span>;
  const own = stats.listings.find((l) => l.kind === row.kind && l.id === row.id);
  const views = own?.views ?? stats.days.map(() => 0);
  const contacts = own?.contacts ?? stats.days.map(() => 0);
  return (
    <div data-testid={`statistik-${row.kind}-${row.id}`} className="flex flex-col gap-1 text-sm">
      <span>
        <span className="font-semibold">{countLabel(sum(views), "Aufruf", "Aufrufe")}</span> in{" "}
        {stats.days.length} Tagen
      </span>
      <span>{countLabel(sum(contacts), "Kontaktanfrage", "Kontaktanfragen")}</span>
      <ViewsChart days={stats.days} views={views} contacts={contacts} name={row.name} />
    </div>
  );
}

export function MyListingsTable({ rows, stats }: { rows: OwnListingRow[]; stats: OwnListingStats | null }) {
  const router = useRouter();
  const [toDelete, setToDelete] = useState<OwnListingRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    const result = await deleteListing({ kind: toDelete.kind, id: toDelete.id }).catch(() => ({ ok: false }));
    setBusy(false);
    setToDelete(null);
    if (result.ok) {
      toast.success(LISTING_SAVE_MESSAGES.deleted);
      router.refresh();
    } else {
      toast.error(LISTING_SAVE_MESSAGES.deleteFailed);
    }
  }

  return (
    <>
      {/* Below 768 px the rows lay out as cards (`.result-cards`, app/globals.css). */}
      <table className="result-cards mt-6 w-full border-collapse text-left">
        <caption className="sr-only">Ihre Inserate</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-4">
              <span className="sr-only">Bild</span>
            </th>
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Art
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            {/* The chart's column takes the room the others leave (at least two fifths). */}
            <th scope="col" className="w-2/5 py-2 pr-4">
              Letzte 30 Tage
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`} className="border-b border-gray-200">
              <td data-card="media" className="py-3 pr-4">
                {/* eslint-disable-next-line @next/next/no-img-element -- CMS media served through /uploads */}
                <img
                  src={row.image?.url ?? "/images/platzhalter.svg"}
                  alt=""
                  width={64}
                  height={64}
                  className="avatar h-16 w-16"
                />
              </td>
              {/* Long names break anywhere: the chart column keeps its width from 768 px on. */}
              <td data-card="title" className="py-3 pr-4 font-semibold wrap-anywhere">
                {row.name}
              </td>
              <td data-card="fact" className="py-3 pr-4">
                {row.kind}
              </td>
              <td data-card="fact" className="py-3 pr-4">
                {row.published ? (
                  <span className="font-semibold text-green-800">Veröffentlicht</span>
                ) : (
                  <span className="font-semibold text-red-700">Nicht veröffentlicht</span>
                )}
              </td>
              {/* On phone cards the chart also takes the room below the picture: the card's full width. */}
              <td data-card="wide" data-full className="py-3 pr-4">
                <StatsCell row={row} stats={stats} />
              </td>
              <td data-card="wide" className="py-3">
                <div className="flex flex-wrap gap-3">
                  {row.published ? (
                    <Link href={publicPathOf(row.kind, row.id)} className="underline">
                      Ansehen<span className="sr-only">: {row.name}</span>
                    </Link>
                  ) : null}
                  <Link href={editorPath(row.kind, row.id)} className="underline">
                    Bearbeiten<span className="sr-only">: {row.name}</span>
                  </Link>
                  <button type="button" className="text-red-700 underline" onClick={() => setToDelete(row)}>
                    Löschen<span className="sr-only">: {row.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setToDelete(null);
        }}
        title="Inserat löschen?"
        description={toDelete ? `„${toDelete.name}“ wird endgültig gelöscht.` : undefined}
        confirmLabel="Löschen"
        busyLabel="Wird gelöscht..."
        busy={busy}
        danger
        onConfirm={confirmDelete}
      />
    </>
  );
}
