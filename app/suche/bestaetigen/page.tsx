import type { Metadata } from "next";
import { AlertSummary } from "@/components/alerts/alert-summary";
import { Button } from "@/components/ui/button";
import { confirmSearch } from "@/server/actions/alerts";
import { alertOfLink } from "@/server/alerts/pages";

export const metadata: Metadata = { title: "Suche bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The confirmation link only shows the search; the button confirms it (link scanners of mail
// providers open links, but do not press buttons).
export default async function ConfirmAlertPage({ searchParams }: Props) {
  const { token, alert } = await alertOfLink(searchParams, "confirm");
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Suche bestätigen</h1>
      <p className="mt-4">
        Bitte bestätigen Sie, dass wir Ihnen an diese Email-Adresse schreiben dürfen, sobald neue Einträge zu
        dieser Suche erscheinen.
      </p>
      <AlertSummary alert={alert} />
      <form action={confirmSearch} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit">Benachrichtigung bestätigen</Button>
      </form>
    </div>
  );
}
