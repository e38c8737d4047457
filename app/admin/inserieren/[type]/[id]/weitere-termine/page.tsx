// "Weitere Termine anlegen" for one of the user's events: how many more events the plan allows is
// said before any date is picked; the form (components/editor/further-dates-form.tsx) creates one
// new event per date, all or nothing. Another user's or an unknown event is not found.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FurtherDatesForm } from "@/components/editor/further-dates-form";
import { Link } from "@/components/ui/link";
import { shiftLocalDays } from "@/lib/berlin-time";
import { entitlementsOf, limitFor } from "@/lib/entitlements";
import { editorChoiceOf, editorPath, routeId } from "@/lib/listing-kinds";
import { COPY_MESSAGES } from "@/lib/messages";
import { requireUser } from "@/server/auth/session";
import { formValuesOf } from "@/server/cms/listing-mapping";
import { findOwnListing, ownListingIds } from "@/server/cms/own-listings";
import { getCurrentSubscription } from "@/server/cms/subscriptions";

export const metadata: Metadata = { title: "Weitere Termine anlegen", robots: { index: false } };

export default async function FurtherDatesPage({
  params,
}: {
  params: Promise<{ type: string; id: string }>;
}) {
  const { type, id: idSegment } = await params;
  const auth = await requireUser(`/admin/inserieren/${type}/${idSegment}/weitere-termine`);
  const id = routeId(idSegment);
  if (editorChoiceOf(type) !== "Veranstaltung" || !id) notFound();
  const event = await findOwnListing("Veranstaltung", id, auth);
  if (!event) notFound();
  const values = formValuesOf("Veranstaltung", event);
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  const limit = entitlements?.kind === "Veranstalter" ? limitFor(entitlements, "Veranstaltung") : 0;
  const free =
    limit === null ? null : Math.max(0, limit - (await ownListingIds("Veranstaltung", auth)).length);
  const name = values.Veranstaltungsname || "(ohne Namen)";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="weitere-termine-titel" className="text-2xl font-bold wrap-anywhere">
        Weitere Termine anlegen: {name}
      </h1>
      <div role="status" className="mt-6 rounded border border-brand-700 bg-brand-50 px-4 py-3">
        <p>{COPY_MESSAGES.datesFree(free)}</p>
        {free !== null ? (
          <p className="mt-2">
            <Link href="/admin/plans" className="font-semibold underline">
              Zu den Abonnements
            </Link>
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        <FurtherDatesForm
          id={id}
          name={name}
          first={{
            Startzeit: shiftLocalDays(values.Startzeit, 7),
            Endzeit: shiftLocalDays(values.Endzeit, 7),
          }}
        />
      </div>
      <p className="mt-6">
        <Link href={editorPath("Veranstaltung", id)} className="underline">
          Zurück zur Veranstaltung
        </Link>
      </p>
    </div>
  );
}
