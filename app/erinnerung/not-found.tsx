import { Link } from "@/components/ui/link";

/** Any unknown, forged, used-up or expired link of a reminder, or an event that is gone: one answer. */
export default function InvalidReminderLink() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Link ungültig</h1>
      <p className="mt-4 text-muted">
        Dieser Link ist ungültig oder abgelaufen. Unbestätigte Erinnerungen werden nach 48 Stunden gelöscht;
        eine gelöschte Erinnerung können Sie auf der Seite der Veranstaltung jederzeit neu bestellen.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
