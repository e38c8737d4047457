import type { Metadata } from "next";
import { ConfirmByButton } from "@/components/auth/confirm-by-button";
import { ReminderSummary } from "@/components/reminders/reminder-summary";
import { confirmReminderByForm } from "@/server/actions/reminders";
import { recordOfLink } from "@/server/alerts/pages";
import { viewReminder } from "@/server/reminders/cms";

export const metadata: Metadata = { title: "Erinnerung bestätigen", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The confirmation link only shows the reminder; the button confirms it (link scanners of mail
// providers open links, but do not press buttons).
export default async function ConfirmReminderPage({ searchParams }: Props) {
  const { token, record } = await recordOfLink(searchParams, (t) => viewReminder(t, "confirm"));
  return (
    <ConfirmByButton
      title="Erinnerung bestätigen"
      action={confirmReminderByForm}
      field="token"
      value={token}
      button="Erinnerung bestätigen"
    >
      <p>
        Bitte bestätigen Sie, dass wir Ihnen an diese Email-Adresse eine Woche und einen Tag vor dem Beginn
        der Veranstaltung eine Erinnerung senden dürfen.
      </p>
      <ReminderSummary reminder={record} />
    </ConfirmByButton>
  );
}
