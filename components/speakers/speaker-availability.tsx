// The 'Verfügbare Termine' of a speaker: a month calendar for the eye, the dates as a list for
// screen readers (all of them at once, where the calendar shows one month).
import { availabilityStartMonth } from "@/lib/availability";
import { berlinDate } from "@/lib/filters/matching";
import { formatLongDate } from "@/lib/format";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { AvailabilityCalendar } from "./availability-calendar";

/** `days`: the available days (availableDays), at least one. */
export function SpeakerAvailability({ days }: { days: readonly string[] }) {
  // Decided on the server, so the browser opens the same month it was sent.
  const today = berlinDate(new Date().toISOString()) ?? days[0]!;
  return (
    <div>
      <ul aria-label={FIELD_LABELS.Referent.Terminverfuegbarkeit} className="sr-only">
        {days.map((day) => (
          <li key={day}>{formatLongDate(day)}</li>
        ))}
      </ul>
      <AvailabilityCalendar
        days={days}
        startMonth={availabilityStartMonth(days, today)}
        label="Kalender der verfügbaren Termine"
      />
      <p aria-hidden="true" className="mt-2 flex items-center gap-2 text-sm text-muted">
        <span className="inline-block h-3 w-3 rounded-full bg-brand-700" /> verfügbar
      </p>
    </div>
  );
}
