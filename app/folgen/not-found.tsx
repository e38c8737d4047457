import { Link } from "@/components/ui/link";

/** Any unknown, forged, used-up or expired link of a follow, or a listing that is gone: one answer. */
export default function InvalidFollowLink() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Link ungültig</h1>
      <p className="mt-4 text-muted">
        Dieser Link ist ungültig oder abgelaufen, oder das Inserat ist nicht veröffentlicht. Unbestätigte
        Anfragen werden nach 48 Stunden gelöscht.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
