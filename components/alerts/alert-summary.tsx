// What a saved search watches, as its confirmation and manage pages show it (on phones each value
// under its term: beside it, 'Veranstaltungen' ran past the box at 360 px).
import { Link } from "@/components/ui/link";
import { ALERT_LIST_SPECS, FREQUENCY_LABELS } from "@/lib/alerts/lists";
import type { AlertView } from "@/server/alerts/cms";

export function AlertSummary({ alert }: { alert: AlertView }) {
  const href = `/${alert.list}${alert.query ? `?${alert.query}` : ""}`;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-4 rounded border border-gray-300 p-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="font-semibold">Liste</dt>
      <dd className="mb-2 sm:mb-0">{ALERT_LIST_SPECS[alert.list].label}</dd>
      <dt className="font-semibold">Filter</dt>
      <dd className="mb-2 sm:mb-0">
        <Link href={href} className="text-brand-700 underline">
          {alert.query ? "Gespeicherte Suche öffnen" : "Alle Einträge (ohne Filter)"}
        </Link>
      </dd>
      <dt className="font-semibold">Benachrichtigung</dt>
      <dd>{FREQUENCY_LABELS[alert.frequency]}</dd>
    </dl>
  );
}
