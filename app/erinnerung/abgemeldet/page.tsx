import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Erinnerung gelöscht", robots: { index: false } };

export default function ReminderDeletedPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Erinnerung gelöscht</h1>
      <p className="mt-4">
        Die Erinnerung ist gelöscht, und mit ihr die dazu gespeicherte Email-Adresse. Sie erhalten keine
        Emails mehr zu dieser Veranstaltung.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
