import type { Metadata } from "next";
import { ReminderSummary } from "@/components/reminders/reminder-summary";
import { DeleteByToken } from "@/components/alerts/delete-by-token";
import { deleteReminderByForm } from "@/server/actions/reminders";
import { recordOfLink } from "@/server/alerts/pages";
import { viewReminder } from "@/server/reminders/cms";

export const metadata: Metadata = { title: "Erinnerung verwalten", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// After the confirmation, and the visible 'Keine Erinnerungen mehr' link of a reminder mail. Mail
// programs that support it unsubscribe with one click instead (app/api/erinnerung/abmelden).
export default async function ManageReminderPage({ searchParams }: Props) {
  const { token, record, params } = await recordOfLink(searchParams, (t) => viewReminder(t, "manage"));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Erinnerung verwalten</h1>
      {params.bestaetigt === "1" ? (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          Vielen Dank! Ihre Erinnerung ist bestätigt. Wir schreiben Ihnen eine Woche und einen Tag vor dem
          Beginn der Veranstaltung.
        </p>
      ) : null}
      <ReminderSummary reminder={record} />
      <DeleteByToken
        action={deleteReminderByForm}
        token={token}
        heading="Erinnerung löschen"
        text="Wir löschen die Erinnerung und die dazu gespeicherte Email-Adresse sofort. Sie erhalten keine Emails mehr zu dieser Veranstaltung."
        button="Erinnerung und Email-Adresse löschen"
      />
    </div>
  );
}
