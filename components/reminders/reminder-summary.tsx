// Which event a reminder is for, as its confirmation and manage pages show it.
import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/format";
import type { ReminderView } from "@/server/reminders/cms";

export function ReminderSummary({ reminder }: { reminder: ReminderView }) {
  const { event } = reminder;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-4 rounded border border-gray-300 p-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="font-semibold">Veranstaltung</dt>
      <dd className="mb-2 break-words sm:mb-0">
        {event ? (
          <Link href={`/veranstaltungen/${event.id}`} className="text-brand-700 underline">
            {event.title}
          </Link>
        ) : (
          "Nicht mehr veröffentlicht"
        )}
      </dd>
      {event ? (
        <>
          <dt className="font-semibold">Beginn</dt>
          <dd className="mb-2 sm:mb-0">{formatDateTime(event.start)} Uhr</dd>
        </>
      ) : null}
      <dt className="font-semibold">Erinnerung</dt>
      <dd>7 Tage und 1 Tag vor dem Beginn</dd>
    </dl>
  );
}
