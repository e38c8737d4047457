// An iCalendar file (as Outlook, Google Calendar or Apple's Kalender export it) as a table of the
// event import: one row per VEVENT, its times as Berlin wall-clock text (the import reads them with
// the same rule as a CSV cell), its place split into PLZ and Stadt where it names them.
import "server-only";
import ICAL from "ical.js";
import { EVENT_TIME_LABELS, berlinDateTimeCell, type ImportTable } from "@wundportal/rules/listing-import";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { IMPORT_MESSAGES } from "@wundportal/rules/listing-import";
import { ImportFileError } from "./read-file";

const LABELS = FIELD_LABELS.Veranstaltung;
const HEADER = [
  LABELS.Veranstaltungsname,
  EVENT_TIME_LABELS.Startzeit,
  EVENT_TIME_LABELS.Endzeit,
  LABELS.Beschreibung,
  LABELS.PLZ,
  LABELS.Stadt,
  LABELS.ExternerLink,
];

const two = (n: number) => String(n).padStart(2, "0");

/** A time of the calendar as a cell: with a zone (or UTC) the Berlin time of that instant; floating as written. */
function timeCell(time: ICAL.Time | null): string {
  if (!time) return "";
  const floating = !time.zone || time.zone === ICAL.Timezone.localTimezone;
  if (floating || time.isDate)
    return `${two(time.day)}.${two(time.month)}.${time.year} ${two(time.hour)}:${two(time.minute)}`;
  return berlinDateTimeCell(new Date(time.toUnixTime() * 1000).toISOString());
}

/** "Musterstraße 1, 20095 Hamburg" → PLZ and Stadt; another place stays the Stadt as written. */
function placeCells(location: string): [string, string] {
  const match = /(\d{5})\s+([^,\d][^,]*)/.exec(location);
  return match ? [match[1]!, match[2]!.trim()] : ["", location.trim()];
}

export function icsTable(text: string): ImportTable {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.broken);
  }
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return {
    header: HEADER,
    // The events are numbered in the order of the file, the first as row 2 (as a table would show them).
    rows: events.map((event, index) => {
      const location = event.location ?? "";
      const [plz, stadt] = placeCells(location);
      const url = event.component.getFirstPropertyValue("url");
      return {
        line: index + 2,
        cells: [
          event.summary ?? "",
          timeCell(event.startDate),
          // Without DTEND or DURATION, ical.js reports the start as the end.
          event.component.hasProperty("dtend") || event.component.hasProperty("duration")
            ? timeCell(event.endDate)
            : "",
          event.description ?? "",
          plz,
          stadt,
          typeof url === "string" ? url : "",
        ],
      };
    }),
  };
}
