// What a saved search watches, as its confirmation, manage and unsubscribe pages show it: the search
// in words (lib/alerts/describe.ts), as its mails name it, linking to the list with its filter. On
// phones each value stands under its term: beside it, 'Veranstaltungen' ran past the box at 360 px.
import { Link } from "@/components/ui/link";
import { describeSearch } from "@/lib/alerts/describe";
import { FREQUENCY_LABELS } from "@/lib/alerts/lists";
import type { AlertView } from "@/server/alerts/cms";

export function AlertSummary({ alert }: { alert: AlertView }) {
  const href = `/${alert.list}${alert.query ? `?${alert.query}` : ""}`;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-4 rounded border border-gray-300 p-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="font-semibold">Suche</dt>
      <dd className="mb-2 break-words sm:mb-0">
        <Link href={href} className="text-brand-700 underline">
          {describeSearch(alert.list, alert.query)}
        </Link>
      </dd>
      <dt className="font-semibold">Benachrichtigung</dt>
      <dd>{FREQUENCY_LABELS[alert.frequency]}</dd>
    </dl>
  );
}
