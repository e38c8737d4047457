import type { Metadata } from "next";
import { DeleteByToken } from "@/components/alerts/delete-by-token";
import { FollowSummary } from "@/components/follows/follow-summary";
import { deleteFollowByForm } from "@/server/actions/follows";
import { recordOfLink } from "@/server/alerts/pages";
import { viewFollow } from "@/server/follows/cms";

export const metadata: Metadata = { title: "Folgen verwalten", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// After the confirmation, and the visible 'Nicht mehr folgen' link of a follow mail.
export default async function ManageFollowPage({ searchParams }: Props) {
  const { token, record, params } = await recordOfLink(searchParams, (t) => viewFollow(t, "manage"));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Folgen verwalten</h1>
      {params.bestaetigt === "1" ? (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          Vielen Dank! Sie folgen diesem Inserenten. Wir schreiben Ihnen, sobald er Neues veröffentlicht.
        </p>
      ) : null}
      <FollowSummary follow={record} />
      <DeleteByToken
        action={deleteFollowByForm}
        token={token}
        heading="Nicht mehr folgen"
        text="Wir löschen das Folgen und die dazu gespeicherte Email-Adresse sofort."
        button="Nicht mehr folgen"
      />
    </div>
  );
}
