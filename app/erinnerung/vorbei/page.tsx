import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";

export const metadata: Metadata = { title: "Keine Erinnerung mehr möglich", robots: { index: false } };

/** A confirmation link used after the event began (or went offline): the reminder is gone. */
export default function EventOverPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Keine Erinnerung mehr möglich</h1>
      <p className="mt-4">
        {CMS_ERROR_MESSAGES["reminder.eventOver"]} Wir haben Ihre Email-Adresse für diese Erinnerung gelöscht.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
