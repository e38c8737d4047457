"use client";

// The month calendar of a speaker's available days: read-only (nothing to choose), paged by month
// with two buttons. A client leaf only because paging keeps state; the days arrive as plain strings.
import { format } from "date-fns";
import { useMemo } from "react";
import { DayPicker, type labelGridcell, type Matcher } from "react-day-picker";
import { de } from "react-day-picker/locale";

// Days are Berlin calendar days, so server and browser draw the same month whatever their zone.
const TIME_ZONE = "Europe/Berlin";
// The German label of a day ('Dienstag, 8. Juni 2027', 'Heute, ...'); its type is a union with string.
const germanDayLabel = de.labels!.labelGridcell as typeof labelGridcell;

export function AvailabilityCalendar({
  days,
  startMonth,
  label,
}: {
  /** Available days, YYYY-MM-DD. */
  days: readonly string[];
  /** The month shown first, YYYY-MM. */
  startMonth: string;
  label: string;
}) {
  const available = useMemo<Matcher>(() => {
    const set = new Set(days);
    // The calendar hands over its days in the Berlin zone: formatting reads them as Berlin days.
    return (date: Date) => set.has(format(date, "yyyy-MM-dd"));
  }, [days]);
  const [year, month] = startMonth.split("-").map(Number) as [number, number];

  return (
    <div role="group" aria-label={label}>
      <DayPicker
        locale={de}
        timeZone={TIME_ZONE}
        // Noon in the middle of the month lies in that month in every zone.
        defaultMonth={new Date(Date.UTC(year, month - 1, 15, 12))}
        navLayout="around"
        modifiers={{ available }}
        labels={{
          labelGridcell: (date, modifiers, options, dateLib) =>
            `${germanDayLabel(date, modifiers, options, dateLib)}${modifiers?.available ? ", verfügbar" : ""}`,
        }}
        classNames={{
          root: "inline-block max-w-full",
          months: "flex",
          month: "grid grid-cols-[auto_1fr_auto] items-center gap-y-2",
          month_caption: "text-center font-semibold",
          caption_label: "",
          button_previous:
            "flex h-9 w-9 items-center justify-center rounded border border-gray-300 hover:bg-brand-50",
          button_next:
            "flex h-9 w-9 items-center justify-center rounded border border-gray-300 hover:bg-brand-50",
          chevron: "h-4 w-4 fill-current",
          // Separate cells: a marked day's disc needs its own corners (collapsed cells have none).
          month_grid: "col-span-3 border-separate border-spacing-0.5",
          weekdays: "",
          weekday: "h-8 w-8 text-center text-xs font-semibold text-muted",
          weeks: "",
          week: "",
          day: "h-8 w-8 text-center text-sm",
          today: "font-bold underline",
          outside: "text-muted",
        }}
        modifiersClassNames={{
          available: "rounded-full bg-brand-700 font-semibold text-white",
        }}
      />
    </div>
  );
}
