// The two mails of an event reminder: the double opt-in confirmation and the reminder itself (7
// days and 1 day before the start), each with a plain-text and an HTML part. The reminder says the
// event as it is when the mail goes out: its current title, date, place and points.
import { escapeHtml, oneLine } from "../utils/text";
import type { Stage } from "./rules";

export interface ReminderEvent {
  id: number;
  Veranstaltungsname: string;
  Startzeit: string;
  Endzeit?: string | null;
  isonlineveranstaltung?: boolean | null;
  PLZ?: string | null;
  Stadt?: string | null;
  Fortbildungspunkte?: { Vergabestelle: string; Punkte: number }[] | null;
}

const when = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Dienstag, 30. März 2027 um 10:00 Uhr" (Berlin time). */
export const berlinDateTime = (iso: string) => `${when.format(new Date(iso))} Uhr`;

export function placeOf(event: ReminderEvent): string {
  if (event.isonlineveranstaltung) return "Online-Veranstaltung";
  return [event.PLZ, event.Stadt].filter(Boolean).join(" ") || "Ort folgt";
}

export function pointsOf(event: ReminderEvent): string {
  const points = event.Fortbildungspunkte ?? [];
  if (points.length === 0) return "keine angegeben";
  return points
    .map((p) => `${p.Vergabestelle}: ${p.Punkte} ${p.Punkte === 1 ? "Punkt" : "Punkte"}`)
    .join(", ");
}

export const eventUrl = (site: string, event: Pick<ReminderEvent, "id">) =>
  `${site}/veranstaltungen/${event.id}`;

export function reminderConfirmationMail(input: { site: string; event: ReminderEvent; confirmUrl: string }) {
  const title = oneLine(input.event.Veranstaltungsname);
  const start = berlinDateTime(input.event.Startzeit);
  return {
    subject: "Bitte bestätigen Sie Ihre Erinnerung auf dem Wundportal",
    text: [
      "Guten Tag,",
      "",
      `Sie möchten vor der Veranstaltung „${title}“ (${start}) per Email erinnert werden: eine Woche und einen Tag vor dem Beginn.`,
      eventUrl(input.site, input.event),
      "",
      `Bitte bestätigen Sie das innerhalb von 48 Stunden über diesen Link: ${input.confirmUrl}`,
      "",
      "Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine Erinnerung, und Ihre Adresse wird nach 48 Stunden gelöscht.",
    ].join("\n"),
    html:
      `<p>Guten Tag,</p><p>Sie möchten vor der Veranstaltung <a href="${escapeHtml(eventUrl(input.site, input.event))}">„${escapeHtml(title)}“</a> ` +
      `(${escapeHtml(start)}) per Email erinnert werden: eine Woche und einen Tag vor dem Beginn.</p>` +
      `<p><a href="${escapeHtml(input.confirmUrl)}">Erinnerung bestätigen</a> (innerhalb von 48 Stunden)</p>` +
      `<p>Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine ` +
      `Erinnerung, und Ihre Adresse wird nach 48 Stunden gelöscht.</p>`,
  };
}

export function reminderMail(input: {
  site: string;
  event: ReminderEvent;
  stage: Stage;
  unsubscribePageUrl: string;
}) {
  const { event } = input;
  const title = oneLine(event.Veranstaltungsname);
  const soon = input.stage === "day" ? "morgen" : "in einer Woche";
  const url = eventUrl(input.site, event);
  const rows: [string, string][] = [
    ["Beginn", berlinDateTime(event.Startzeit)],
    ...(event.Endzeit && event.Endzeit !== event.Startzeit
      ? ([["Ende", berlinDateTime(event.Endzeit)]] as [string, string][])
      : []),
    ["Ort", placeOf(event)],
    ["Fortbildungspunkte", pointsOf(event)],
  ];
  const why =
    "Sie erhalten diese Email, weil Sie auf dem Wundportal eine Erinnerung an diese Veranstaltung bestellt und bestätigt haben. Nach der Veranstaltung löschen wir Ihre Adresse.";
  return {
    subject: `Erinnerung: „${title}“ beginnt ${soon}`,
    text: [
      `Die Veranstaltung „${title}“ beginnt ${soon}.`,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `Alle Informationen: ${url}`,
      "",
      "—",
      `Keine Erinnerungen mehr: ${input.unsubscribePageUrl}`,
      why,
    ].join("\n"),
    html:
      `<p>Die Veranstaltung <strong>„${escapeHtml(title)}“</strong> beginnt ${soon}.</p><ul>` +
      rows.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("") +
      `</ul><p><a href="${escapeHtml(url)}">Alle Informationen zur Veranstaltung</a></p>` +
      `<hr><p style="font-size:13px;color:#444">${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(input.unsubscribePageUrl)}">Keine Erinnerungen mehr</a></p>`,
  };
}
