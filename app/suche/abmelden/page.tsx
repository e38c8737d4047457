import type { Metadata } from "next";
import { AlertSummary } from "@/components/alerts/alert-summary";
import { Button } from "@/components/ui/button";
import { deleteSearch } from "@/server/actions/alerts";
import { alertOfLink } from "@/server/alerts/pages";

export const metadata: Metadata = { title: "Benachrichtigung abbestellen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The visible 'Abmelden' link of an alert mail. Mail programs that support it unsubscribe with one
// click through the List-Unsubscribe header instead (app/api/alerts/unsubscribe).
export default async function UnsubscribeAlertPage({ searchParams }: Props) {
  const { token, alert } = await alertOfLink(searchParams, "manage");
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Benachrichtigung abbestellen</h1>
      <p className="mt-4">
        Sie erhalten dann keine Emails zu dieser Suche mehr, und wir löschen die dazu gespeicherte
        Email-Adresse.
      </p>
      <AlertSummary alert={alert} />
      <form action={deleteSearch} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="danger">
          Abbestellen
        </Button>
      </form>
    </div>
  );
}
