import type { Metadata } from "next";
import { AlertSummary } from "@/components/alerts/alert-summary";
import { DeleteByToken } from "@/components/alerts/delete-by-token";
import { Button } from "@/components/ui/button";
import { FrequencyRadios } from "@/components/alerts/frequency-radios";
import { changeFrequency, deleteSearch } from "@/server/actions/alerts";
import { alertOfLink } from "@/server/alerts/pages";

export const metadata: Metadata = { title: "Gespeicherte Suche verwalten", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageAlertPage({ searchParams }: Props) {
  const { token, alert, params } = await alertOfLink(searchParams, "manage");
  const notice =
    params.bestaetigt === "1"
      ? "Vielen Dank! Ihre Suche ist bestätigt. Wir schreiben Ihnen, sobald neue passende Einträge erscheinen."
      : params.gespeichert === "1"
        ? "Ihre Änderung ist gespeichert."
        : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Gespeicherte Suche verwalten</h1>
      {notice ? (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      ) : null}
      <AlertSummary alert={alert} />

      <form action={changeFrequency} className="mt-8">
        <input type="hidden" name="token" value={token} />
        <FrequencyRadios
          legend="Wie oft möchten Sie benachrichtigt werden?"
          radio={(frequency) => ({ name: "frequency", defaultChecked: alert.frequency === frequency })}
        />
        <Button type="submit" className="mt-4">
          Änderung speichern
        </Button>
      </form>

      <DeleteByToken
        action={deleteSearch}
        token={token}
        heading="Suche löschen"
        text="Wir löschen die Suche und die dazu gespeicherte Email-Adresse sofort. Sie erhalten keine Emails mehr zu dieser Suche."
        button="Suche und Email-Adresse löschen"
      />
    </div>
  );
}
