import type { Metadata } from "next";
import { AlertSummary } from "@/components/alerts/alert-summary";
import { ConfirmByButton } from "@/components/auth/confirm-by-button";
import { confirmSearch } from "@/server/actions/alerts";
import { alertOfLink } from "@/server/alerts/pages";

export const metadata: Metadata = { title: "Suche bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The confirmation link only shows the search; the button confirms it (link scanners of mail
// providers open links, but do not press buttons).
export default async function ConfirmAlertPage({ searchParams }: Props) {
  const { token, alert } = await alertOfLink(searchParams, "confirm");
  return (
    <ConfirmByButton
      title="Suche bestätigen"
      action={confirmSearch}
      field="token"
      value={token}
      button="Benachrichtigung bestätigen"
    >
      <p>
        Bitte bestätigen Sie, dass wir Ihnen an diese Email-Adresse schreiben dürfen, sobald neue Einträge zu
        dieser Suche erscheinen.
      </p>
      <AlertSummary alert={alert} />
    </ConfirmByButton>
  );
}
