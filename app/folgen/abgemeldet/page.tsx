import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Folgen beendet", robots: { index: false } };

export default function FollowEndedPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Folgen beendet</h1>
      <p className="mt-4">
        Sie folgen diesem Inserenten nicht mehr; die dazu gespeicherte Email-Adresse ist gelöscht.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
