// The German texts of the import page that are no rule of a row (those are the rules package's
// IMPORT_MESSAGES): what the plan allows, what was stored, what the preview counts.
import type { ImportKind } from "@wundportal/rules/listing-import";
import { countLabel } from "@/lib/format";

const NOUNS: Record<ImportKind, [string, string]> = {
  Produkt: ["Produkt", "Produkte"],
  Veranstaltung: ["Veranstaltung", "Veranstaltungen"],
};

/** "3 Produkte", "1 Veranstaltung". */
export const countOf = (kind: ImportKind, count: number) => countLabel(count, ...NOUNS[kind]);

/** The plan leaves room for `room` new entries, the file would add `adds`. */
export function limitMessage(kind: ImportKind, adds: number, room: number): string {
  const [one, many] = NOUNS[kind];
  const fit = room === 0 ? `keine neuen ${many}` : `noch ${countLabel(room, `neues ${one}`, `neue ${many}`)}`;
  const fitVerb = room === 1 ? "passt" : "passen";
  return (
    `In Ihren Tarif ${fitVerb} ${fit}, die Datei legt ${adds} neue an. ` +
    `Bitte entfernen Sie ${adds - room} ${adds - room === 1 ? "Zeile" : "Zeilen"} oder wählen Sie einen größeren Tarif. Es wurde nichts gespeichert.`
  );
}

export const IMPORT_TEXTS = {
  noFile: "Bitte wählen Sie eine Datei aus.",
  noPlan:
    "Importieren können Hersteller (Produkte) und Veranstalter (Veranstaltungen) mit einem laufenden Abonnement.",
  noManufacturer:
    "Bitte legen Sie zuerst Ihren Hersteller an: Produkte werden in Ihren Hersteller importiert.",
  nothingValid:
    "Keine Zeile der Datei kann importiert werden. Bitte beheben Sie die Probleme und laden Sie die Datei erneut hoch.",
  rowRefused: (line: number, column: string | null, message: string) =>
    `Zeile ${line}${column ? `, Spalte „${column}“` : ""}: ${message} Es wurde nichts gespeichert.`,
  done: (kind: ImportKind, added: number, updated: number) =>
    `${countOf(kind, added + updated)} importiert: ${added} neu angelegt, ${updated} aktualisiert.`,
} as const;
