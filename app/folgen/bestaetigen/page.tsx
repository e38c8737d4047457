import type { Metadata } from "next";
import { ConfirmByButton } from "@/components/auth/confirm-by-button";
import { FollowSummary } from "@/components/follows/follow-summary";
import { confirmFollowByForm } from "@/server/actions/follows";
import { recordOfLink } from "@/server/alerts/pages";
import { viewFollow } from "@/server/follows/cms";

export const metadata: Metadata = { title: "Folgen bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The confirmation link only shows whom; the button confirms (link scanners do not press buttons).
export default async function ConfirmFollowPage({ searchParams }: Props) {
  const { token, record } = await recordOfLink(searchParams, (t) => viewFollow(t, "confirm"));
  return (
    <ConfirmByButton
      title="Folgen bestätigen"
      action={confirmFollowByForm}
      field="token"
      value={token}
      button="Folgen bestätigen"
    >
      <p>
        Bitte bestätigen Sie, dass wir Ihnen an diese Email-Adresse höchstens einmal am Tag schreiben dürfen,
        was dieser Inserent neu veröffentlicht hat.
      </p>
      <FollowSummary follow={record} />
    </ConfirmByButton>
  );
}
