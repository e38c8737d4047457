import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OptInForm } from "@/components/alerts/opt-in-form";
import { Link } from "@/components/ui/link";
import { speakerName } from "@/lib/names";
import { FOLLOW_KINDS, FOLLOW_PATHS, type FollowKind } from "@/lib/schemas/follow";
import { getCarePartner } from "@/server/cms/care-partners";
import { getEvent } from "@/server/cms/events";
import { getManufacturer } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";

export const metadata: Metadata = { title: "Inserent folgen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The lister's name as the published listing shows it; null when it is not published. */
const NAME_OF: Record<FollowKind, (id: number) => Promise<string | null>> = {
  Veranstaltung: async (id) => {
    const event = await getEvent(id);
    return event ? event.Veranstaltername || event.Veranstaltungsname : null;
  },
  Referent: async (id) => {
    const speaker = (await listPublicSpeakers()).find((s) => s.id === id);
    return speaker ? speakerName(speaker) : null;
  },
  Hersteller: async (id) => (await getManufacturer(id))?.Herstellername ?? null,
  Versorgungspartner: async (id) => (await getCarePartner(id))?.Name ?? null,
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// 'Folgen' on a listing's page leads here (/folgen?art=<kind>&id=<id>): the listing's page stays
// the same for every visitor. The CMS decides again whether the listing is published.
export default async function FollowPage({ searchParams }: Props) {
  const params = await searchParams;
  const kind = FOLLOW_KINDS.find((k) => k === first(params.art));
  const id = Number(first(params.id));
  if (!kind || !Number.isSafeInteger(id) || id < 1) notFound();
  const name = await NAME_OF[kind](id);
  if (!name) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Inserent folgen</h1>
      <p className="mt-4">
        <Link
          href={`/${FOLLOW_PATHS[kind]}/${id}`}
          className="break-words font-semibold text-brand-700 underline"
        >
          {name}
        </Link>
      </p>
      <p className="mt-4">
        Wir schreiben Ihnen höchstens einmal am Tag, wenn dieser Inserent neue Veranstaltungen, Profile oder
        Produkte veröffentlicht. Ein Konto brauchen Sie dafür nicht.
      </p>
      <OptInForm kind="follow" fields={{ kind, listing: id }} />
    </div>
  );
}
