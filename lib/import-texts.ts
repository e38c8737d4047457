// The German texts of the import page that are no rule of a row (those are the rules package's
// IMPORT_MESSAGES): what the plan allows, what was stored, what the preview counts.
import { MAX_PRODUCTS_PER_MANUFACTURER, type ImportKind } from "@wundportal/rules/listing-import";
import { countLabel } from "@/lib/format";

/** One, many, and one new (the adjective follows the noun's gender). */
const NOUNS: Record<ImportKind, [string, string, string]> = {
  Produkt: ["Produkt", "Produkte", "neues Produkt"],
  Veranstaltung: ["Veranstaltung", "Veranstaltungen", "neue Veranstaltung"],
};

/** "3 Produkte", "1 Veranstaltung". */
export const countOf = (kind: ImportKind, count: number) => countLabel(count, NOUNS[kind][0], NOUNS[kind][1]);

/** What limits the new entries of an import: the plan, or the products one manufacturer holds. */
export type LimitOf = "plan" | "manufacturer";

/** The plan (or the manufacturer) leaves room for `room` new entries, the file would add `adds`. */
export function limitMessage(kind: ImportKind, adds: number, room: number, of: LimitOf = "plan"): string {
  const [, many, newOne] = NOUNS[kind];
  const fit = room === 0 ? `keine neuen ${many}` : `noch ${countLabel(room, newOne, `neue ${many}`)}`;
  const fitVerb = room === 1 ? "passt" : "passen";
  const where =
    of === "plan"
      ? `In Ihren Tarif ${fitVerb} ${fit}`
      : `Ein Hersteller hat höchstens ${MAX_PRODUCTS_PER_MANUFACTURER} Produkte: Es ${fitVerb} ${fit}`;
  const rows = adds - room === 1 ? "Zeile" : "Zeilen";
  return (
    `${where}, die Datei legt ${adds} neue an. Bitte entfernen Sie ${adds - room} ${rows}` +
    `${of === "plan" ? " oder wählen Sie einen größeren Tarif" : ""}. Es wurde nichts gespeichert.`
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
