import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OptInForm } from "@/components/alerts/opt-in-form";
import { Link } from "@/components/ui/link";
import { eventPeriod, eventPlace, startsLater } from "@/lib/events-format";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { getEvent } from "@/server/cms/events";

export const metadata: Metadata = { title: "An Veranstaltung erinnern", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// 'Erinnern' on an event's page leads here (/erinnerung?veranstaltung=<id>): the event's page
// stays the same for every visitor, and this page holds the form. The CMS decides again whether
// the event still takes reminders.
export default async function ReminderPage({ searchParams }: Props) {
  const raw = (await searchParams).veranstaltung;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  const event = Number.isSafeInteger(id) && id > 0 ? await getEvent(id) : null;
  if (!event) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">An Veranstaltung erinnern</h1>
      <p className="mt-4">
        <Link
          href={`/veranstaltungen/${event.id}`}
          className="break-words font-semibold text-brand-700 underline"
        >
          {event.Veranstaltungsname}
        </Link>
        <br />
        {eventPeriod(event)} · {eventPlace(event)}
      </p>
      {!startsLater(event) ? (
        <p role="alert" className="mt-6 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {CMS_ERROR_MESSAGES["reminder.eventOver"]}
        </p>
      ) : (
        <>
          <p className="mt-4">
            Wir schreiben Ihnen eine Woche und einen Tag vor dem Beginn eine Email mit Termin, Ort und
            Fortbildungspunkten. Ein Konto brauchen Sie dafür nicht.
          </p>
          <OptInForm kind="reminder" fields={{ event: event.id }} />
        </>
      )}
    </div>
  );
}
