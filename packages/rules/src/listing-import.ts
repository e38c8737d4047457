// Bulk import and export of a lister's products and events, once for both processes: the columns
// (the editor's labels), the table's rows read into the CMS's stored shape with German problems at
// row and column, the match of a row to an existing own entry (update instead of a second one),
// the cells of an export and of the template, and the escape against CSV injection. The web app's
// preview and the CMS's import endpoint run this same code; the field rules are the editor's
// (storedListingProblems), so a file cannot pass where the form would not. Reading a file's bytes
// (CSV, Excel, iCalendar) is the web app's (server/import/).
import { berlinParts, berlinTimeToIso } from "./berlin-time";
import { FIELD_LABELS, storedListingProblems } from "./listing-fields";
import { flatten, productFieldVisible, taxonomy, type Tree } from "./taxonomy";

/** The kinds a file can bring: a manufacturer's products, an organiser's events. */
export type ImportKind = "Produkt" | "Veranstaltung";

/**
 * Most products one manufacturer holds: the editor loads and saves a manufacturer with its whole
 * product list in one step (at most this many), so an import may not go beyond it either.
 */
export const MAX_PRODUCTS_PER_MANUFACTURER = 500;

/** At most this many bytes per file and data rows per file. */
export const IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 1000 } as const;

const SEPARATOR = ";";

export const IMPORT_MESSAGES = {
  empty:
    "Die Datei ist leer. Bitte laden Sie eine Datei mit einer Kopfzeile und mindestens einer Zeile hoch.",
  tooLarge: "Die Datei ist größer als 2 MB. Bitte teilen Sie sie auf.",
  tooManyRows: "Die Datei hat mehr als 1.000 Zeilen. Bitte teilen Sie sie auf.",
  notSupported:
    "Bitte laden Sie eine CSV-Datei (.csv), eine Excel-Datei (.xlsx) oder eine Kalenderdatei (.ics) hoch.",
  notSupportedForKind:
    "Produkte lassen sich aus einer CSV- oder Excel-Datei importieren, nicht aus einem Kalender.",
  encoding:
    "Die Datei lässt sich nicht lesen: Die Zeichenkodierung ist beschädigt. Bitte speichern Sie sie in Excel als „CSV UTF-8 (durch Trennzeichen getrennt)“.",
  broken:
    "Die Datei lässt sich nicht lesen. Bitte speichern Sie sie erneut als CSV oder Excel-Arbeitsmappe (.xlsx).",
  unknownColumn: (label: string) =>
    `Die Spalte „${label}“ ist unbekannt. Bitte verwenden Sie die Spalten der Vorlage.`,
  missingColumn: (label: string) => `Die Pflichtspalte „${label}“ fehlt.`,
  repeatedColumn: (label: string) => `Die Spalte „${label}“ steht doppelt in der Kopfzeile.`,
  formula: "Formeln sind nicht erlaubt. Bitte tragen Sie den Wert selbst ein.",
  yesNo: "Bitte „Ja“ oder „Nein“ eintragen.",
  dateTime: "Bitte Datum und Uhrzeit als TT.MM.JJJJ HH:MM angeben.",
  past: "Diese Veranstaltung liegt in der Vergangenheit.",
  startRequired: "Bitte geben Sie den Beginn der Veranstaltung an.",
  notForCategory: "Dieses Feld gehört nicht zur gewählten Kategorie. Bitte lassen Sie es leer.",
  duplicate: (line: number) => `Diese Zeile nennt denselben Eintrag wie Zeile ${line}.`,
} as const;

type ColumnType = "text" | "choice" | "multi" | "yesno" | "richtext" | "datetime";

export interface ImportColumn {
  /** The CMS field the column fills. */
  field: string;
  /** The column's heading: the editor's label of the field. */
  label: string;
  type: ColumnType;
  /** Choice and list fields: the stored values with the labels users see. */
  options?: readonly { value: string; label: string }[];
  /** The file cannot be read without it. */
  required?: boolean;
}

type ListEntry = string | { value: string; label: string };

/** The values of the taxonomy's list (or tree) of a field, with their labels (bands have their own). */
function optionsOf(key: string): { value: string; label: string }[] {
  const entry = (taxonomy as unknown as Record<string, unknown>)[key];
  const list: ListEntry[] = Array.isArray(entry) ? (entry as ListEntry[]) : flatten(entry as Tree);
  return list.map((item) => (typeof item === "string" ? { value: item, label: item } : item));
}

const PRODUCT_LABELS = FIELD_LABELS.Produkt;
const EVENT_LABELS = FIELD_LABELS.Veranstaltung;

const productColumn = (field: keyof typeof PRODUCT_LABELS & string, type: ColumnType): ImportColumn => ({
  field,
  label: PRODUCT_LABELS[field],
  type,
  ...(type === "choice" || type === "multi" ? { options: optionsOf(field) } : {}),
});
const eventColumn = (
  field: keyof typeof EVENT_LABELS & string,
  type: ColumnType,
  list: string = field,
): ImportColumn => ({
  field,
  label: EVENT_LABELS[field],
  type,
  ...(type === "choice" || type === "multi" ? { options: optionsOf(list) } : {}),
});

/** The event form's labels of the fields outside the shared field table. */
export const EVENT_TIME_LABELS = {
  Startzeit: "Beginn (Datum und Uhrzeit)",
  Endzeit: "Ende (Datum und Uhrzeit)",
} as const;

/**
 * The columns of each kind, in the order of the editor. Left out: pictures, data sheets and media
 * (added in the editor afterwards; an import never fetches a URL), and the lists of parts
 * (product sizes, an event's points and external names), which one cell cannot hold plainly.
 */
export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  Produkt: [
    { ...productColumn("Produktname", "text"), required: true },
    productColumn("PZN", "text"),
    productColumn("Hauptkategorie", "choice"),
    productColumn("Unterkategorie", "choice"),
    productColumn("Unterpunkt1", "choice"),
    productColumn("Unterpunkt2", "choice"),
    productColumn("Produktbeschreibung", "richtext"),
    productColumn("Anwendungshinweise", "text"),
    productColumn("VerordnungsfaehigkeitOderRezeptierbarkeit", "yesno"),
    productColumn("Risikoklassifizierung", "choice"),
    productColumn("Wirkstoffhaltig", "choice"),
    productColumn("Exsudation", "multi"),
    productColumn("Haftrand", "choice"),
    productColumn("Kombination", "text"),
    productColumn("Indikationen", "text"),
    productColumn("Kontraindikationen", "text"),
    productColumn("IndikationOderErkrankung", "multi"),
    productColumn("Produktmerkmale", "multi"),
    productColumn("Darreichungsform", "choice"),
    productColumn("Geschmacksrichtung", "choice"),
    productColumn("Energiegehalt", "choice"),
    productColumn("Verabreichungsart", "choice"),
    productColumn("Nahrungsbehaeltnis", "choice"),
    productColumn("Ernaehrungspumpe", "choice"),
  ],
  Veranstaltung: [
    { ...eventColumn("Veranstaltungsname", "text"), required: true },
    { field: "Startzeit", label: EVENT_TIME_LABELS.Startzeit, type: "datetime", required: true },
    { field: "Endzeit", label: EVENT_TIME_LABELS.Endzeit, type: "datetime" },
    eventColumn("Veranstaltername", "text"),
    eventColumn("Beschreibung", "richtext"),
    eventColumn("ErwarteteTeilnehmerzahl", "choice"),
    eventColumn("AnbieterNummer", "text"),
    eventColumn("Ansprechpartner", "text"),
    eventColumn("Teilnehmergebuehr", "choice"),
    eventColumn("Stadt", "text"),
    eventColumn("PLZ", "text"),
    eventColumn("isonlineveranstaltung", "yesno"),
    eventColumn("ExternerLinkOnlineVeranstaltung", "text"),
    eventColumn("Themengebiete", "multi"),
    eventColumn("AndereThemegebiete", "text"),
    eventColumn("ExternerLink", "text"),
    eventColumn("Anmeldelink", "text"),
  ],
};

/** The column of a field, by its CMS name. */
const columnOf = (kind: ImportKind, field: string) => IMPORT_COLUMNS[kind].find((c) => c.field === field);

// ── cells: CSV injection and formulas ───────────────────────────────────────────────────────

/** A cell a spreadsheet would read as a formula or command when it begins so (OWASP's list). */
const DANGEROUS_START = /^[=+\-@\t\r]/;

/** A cell as an export writes it: one that a spreadsheet would evaluate gets a leading apostrophe. */
export function escapeCell(value: string): string {
  return DANGEROUS_START.test(value) ? `'${value}` : value;
}

/** A cell as the export wrote it, read back to its value (the apostrophe of escapeCell goes). */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && DANGEROUS_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** A cell that is a formula: it begins with "=" (an Excel formula cell is read so too). */
export const isFormula = (value: string) => value.trimStart().startsWith("=");

// ── reading a table ─────────────────────────────────────────────────────────────────────────

/** A file's rows as text cells; `line` is the row's number in the file (the header is line 1). */
export interface ImportTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** A problem of the file (line null) or of a cell of a row (column null: the whole row). */
export interface ImportProblem {
  line: number | null;
  column: string | null;
  message: string;
}

/** An entry the lister has already (a product of the manufacturer, an own event). */
export interface ExistingEntry {
  documentId: string;
  name: string;
  /** A product's PZN. */
  pzn?: string | null;
  /** An event's start (ISO instant). */
  start?: string | null;
  /**
   * Its stored values of the fields a rule spans (the product cascade, the event's dates): an update
   * row is checked against what it would leave stored. Without them only the row itself is checked.
   */
  values?: Record<string, unknown>;
}

export interface ImportRow {
  line: number;
  /** The entry's name (Produktname, Veranstaltungsname) as the preview lists it. */
  name: string;
  /** Adds a new entry, or updates the existing one named `documentId`. */
  action: "add" | "update";
  documentId?: string;
  /** The fields to store, in the CMS's shape. */
  data: Record<string, unknown>;
  problems: ImportProblem[];
}

export interface ImportReading {
  /** Problems of the file as a whole: nothing can be imported while there is one. */
  fileProblems: ImportProblem[];
  rows: ImportRow[];
}

/** A row that only explains (the template's row of allowed values) begins with "# ". */
const isComment = (cells: string[]) => (cells[0] ?? "").startsWith("# ");
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

const normal = (value: string) => value.trim().toLocaleLowerCase("de").replace(/\s+/g, " ");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text as the rich-text fields store it: a paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Stored rich text as plain text: a line per paragraph or line break, no markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h[1-6]|div)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

const two = (n: number) => String(n).padStart(2, "0");

/** "TT.MM.JJJJ HH:MM" (or "JJJJ-MM-TT HH:MM") in Berlin time → ISO instant; null when it is none. */
export function readBerlinDateTime(value: string): string | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ ,T]+(\d{1,2}):(\d{2}))?$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(value.trim());
  const parts = german
    ? { y: german[3], mo: german[2], d: german[1], h: german[4], mi: german[5] }
    : iso
      ? { y: iso[1], mo: iso[2], d: iso[3], h: iso[4], mi: iso[5] }
      : null;
  if (!parts) return null;
  const [y, mo, d, h, mi] = [parts.y, parts.mo, parts.d, parts.h ?? "0", parts.mi ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return berlinTimeToIso(`${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}`);
}

/** An ISO instant as Berlin wall-clock time "TT.MM.JJJJ HH:MM" (the import reads it back). */
export function berlinDateTimeCell(iso: string): string {
  const p = berlinParts(Date.parse(iso));
  return `${two(p.day)}.${two(p.month)}.${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

type CellResult = { value: unknown } | { problem: string };

/** A cell's text as the stored value of its column's field. */
function readCell(column: ImportColumn, text: string): CellResult {
  const value = text.trim();
  const labelToValue = (label: string) =>
    column.options?.find((option) => normal(option.label) === normal(label))?.value ?? label;
  switch (column.type) {
    case "text":
      return { value: value === "" ? null : text.trim() };
    case "richtext":
      return { value: value === "" ? null : textToHtml(text) };
    case "choice":
      return { value: value === "" ? null : labelToValue(value) };
    case "multi":
      return {
        value: value
          .split(SEPARATOR)
          .map((part) => part.trim())
          .filter(Boolean)
          .map(labelToValue),
      };
    case "yesno": {
      if (value === "") return { value: false };
      if (/^(ja|j|x|1|wahr)$/i.test(value)) return { value: true };
      if (/^(nein|n|0|falsch)$/i.test(value)) return { value: false };
      return { problem: IMPORT_MESSAGES.yesNo };
    }
    case "datetime": {
      if (value === "") return { value: null };
      const iso = readBerlinDateTime(value);
      return iso ? { value: iso } : { problem: IMPORT_MESSAGES.dateTime };
    }
  }
}

/** Reads the header: each cell's column (or a problem for the file). */
function readHeader(kind: ImportKind, header: string[]) {
  const problems: ImportProblem[] = [];
  const columns: (ImportColumn | null)[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    const label = cell.trim();
    if (label === "") {
      columns.push(null);
      continue;
    }
    const column = IMPORT_COLUMNS[kind].find((c) => normal(c.label) === normal(label)) ?? null;
    if (!column) problems.push({ line: 1, column: label, message: IMPORT_MESSAGES.unknownColumn(label) });
    else if (seen.has(column.field))
      problems.push({ line: 1, column: label, message: IMPORT_MESSAGES.repeatedColumn(column.label) });
    if (column) seen.add(column.field);
    columns.push(column);
  }
  for (const column of IMPORT_COLUMNS[kind]) {
    if (column.required && !seen.has(column.field))
      problems.push({ line: 1, column: column.label, message: IMPORT_MESSAGES.missingColumn(column.label) });
  }
  return { problems, columns };
}

/** The rows of the table that hold data (not blank, not the template's explanation). */
export const dataRows = (table: ImportTable) =>
  table.rows.filter((row) => !isBlank(row.cells) && !isComment(row.cells));

/** What identifies an entry for the match with the stored ones and the check for duplicates. */
function keysOf(kind: ImportKind, data: Record<string, unknown>): string[] {
  const name = typeof data[kind === "Produkt" ? "Produktname" : "Veranstaltungsname"] === "string";
  if (kind === "Produkt") {
    const pzn = typeof data.PZN === "string" && data.PZN.trim() ? [`pzn:${data.PZN.trim()}`] : [];
    return [...pzn, ...(name ? [`name:${normal(String(data.Produktname))}`] : [])];
  }
  return name && typeof data.Startzeit === "string"
    ? [`event:${normal(String(data.Veranstaltungsname))}@${Date.parse(data.Startzeit)}`]
    : [];
}

function existingKeys(kind: ImportKind, entry: ExistingEntry): string[] {
  if (kind === "Produkt")
    return [...(entry.pzn?.trim() ? [`pzn:${entry.pzn.trim()}`] : []), `name:${normal(entry.name)}`];
  return entry.start ? [`event:${normal(entry.name)}@${Date.parse(entry.start)}`] : [];
}

const DEPENDENT_PRODUCT_FIELDS = new Set(
  Object.entries(taxonomy.ProduktFelder)
    .filter(([key]) => key === "Wunde" || key === "Ernährung")
    .flatMap(([, fields]) => fields as string[]),
);

const isFilled = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== false &&
  value !== "" &&
  !(Array.isArray(value) && !value.length);

/**
 * Reads a table of `kind` against the lister's `existing` entries: every row's stored fields, the
 * add or update it means, and every problem at its row and column. `now` (ms) decides which
 * events lie in the past.
 */
export function readImport(
  kind: ImportKind,
  table: ImportTable,
  existing: readonly ExistingEntry[],
  { now = Date.now() }: { now?: number } = {},
): ImportReading {
  const rows = dataRows(table);
  if (!table.header.some((cell) => cell.trim()) || rows.length === 0)
    return { fileProblems: [{ line: null, column: null, message: IMPORT_MESSAGES.empty }], rows: [] };
  if (rows.length > IMPORT_LIMITS.maxRows)
    return { fileProblems: [{ line: null, column: null, message: IMPORT_MESSAGES.tooManyRows }], rows: [] };
  const header = readHeader(kind, table.header);
  if (header.problems.length) return { fileProblems: header.problems, rows: [] };

  const stored = new Map<string, ExistingEntry>();
  for (const entry of existing)
    for (const key of existingKeys(kind, entry)) if (!stored.has(key)) stored.set(key, entry);
  const firstLineOf = new Map<string, number>();

  const read = rows.map(({ line, cells }): ImportRow => {
    const problems: ImportProblem[] = [];
    const data: Record<string, unknown> = {};
    header.columns.forEach((column, index) => {
      if (!column) return;
      const raw = cells[index] ?? "";
      if (isFormula(raw)) {
        problems.push({ line, column: column.label, message: IMPORT_MESSAGES.formula });
        return;
      }
      const result = readCell(column, unescapeCell(raw));
      if ("problem" in result) problems.push({ line, column: column.label, message: result.problem });
      else data[column.field] = result.value;
    });

    const keys = keysOf(kind, data);
    const match = keys.map((key) => stored.get(key)).find(Boolean);
    const action = match ? "update" : "add";

    // A field of another category: checked where the row gives the category, or adds a product
    // (an update without the category's columns keeps the stored one).
    const namesCategory = "Hauptkategorie" in data || "Unterkategorie" in data;
    if (kind === "Produkt" && (action === "add" || namesCategory)) {
      for (const field of DEPENDENT_PRODUCT_FIELDS) {
        if (!isFilled(data[field])) continue;
        const selection = {
          Hauptkategorie: typeof data.Hauptkategorie === "string" ? data.Hauptkategorie : null,
          Unterkategorie: typeof data.Unterkategorie === "string" ? data.Unterkategorie : null,
        };
        if (!productFieldVisible(field, selection))
          problems.push({
            line,
            column: columnOf(kind, field)?.label ?? field,
            message: IMPORT_MESSAGES.notForCategory,
          });
      }
    }
    if (kind === "Veranstaltung" && data.Startzeit === null) {
      problems.push({ line, column: EVENT_TIME_LABELS.Startzeit, message: IMPORT_MESSAGES.startRequired });
    } else if (
      kind === "Veranstaltung" &&
      typeof data.Startzeit === "string" &&
      Date.parse(data.Startzeit) < now
    ) {
      problems.push({ line, column: EVENT_TIME_LABELS.Startzeit, message: IMPORT_MESSAGES.past });
    }

    // The editor's field rules, on the stored shape this row would write (and leave stored).
    const ruleProblems = storedListingProblems(kind, data, {
      create: action === "add",
      existing: match?.values ?? {},
    });
    const named = new Set(problems.map((problem) => problem.column));
    for (const problem of ruleProblems) {
      const column = columnOf(kind, problem.field)?.label ?? null;
      if (column && named.has(column)) continue;
      problems.push({ line, column, message: problem.message });
      if (column) named.add(column);
    }

    const earlier = keys.map((key) => firstLineOf.get(key)).find((found) => found !== undefined);
    const sameStored =
      match && [...firstLineOf.entries()].find(([key]) => existingKeys(kind, match).includes(key));
    const duplicateOf = earlier ?? sameStored?.[1];
    if (duplicateOf !== undefined)
      problems.unshift({ line, column: null, message: IMPORT_MESSAGES.duplicate(duplicateOf) });
    for (const key of [...keys, ...(match ? existingKeys(kind, match) : [])])
      if (!firstLineOf.has(key)) firstLineOf.set(key, line);

    const nameField = kind === "Produkt" ? "Produktname" : "Veranstaltungsname";
    return {
      line,
      name: typeof data[nameField] === "string" ? String(data[nameField]) : "",
      action,
      ...(match ? { documentId: match.documentId } : {}),
      data,
      problems,
    };
  });
  return { fileProblems: [], rows: read };
}

/** How many of the rows that add an entry the plan still has room for; null: no limit. */
export function roomLeft(limit: number | null, ownCount: number): number | null {
  return limit === null ? null : Math.max(0, limit - ownCount);
}

// ── writing: export and template ───────────────────────────────────────────────────────────

/** A stored value of a column as the cell an export writes (the import reads it back to the value). */
function cellOf(column: ImportColumn, value: unknown): string {
  if (value === null || value === undefined) return column.type === "yesno" ? "Nein" : "";
  const label = (stored: string) =>
    column.options?.find((option) => option.value === stored)?.label ?? stored;
  switch (column.type) {
    case "yesno":
      return value === true ? "Ja" : "Nein";
    case "richtext":
      return typeof value === "string" ? htmlToText(value) : "";
    case "datetime":
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? berlinDateTimeCell(value) : "";
    case "multi":
      return Array.isArray(value) ? value.map((item) => label(String(item))).join(`${SEPARATOR} `) : "";
    case "choice":
      return label(String(value));
    default:
      return String(value);
  }
}

/** Stored entries as a table of the import's columns (values, not yet escaped for CSV). */
export function exportTable(kind: ImportKind, entries: readonly Record<string, unknown>[]) {
  const columns = IMPORT_COLUMNS[kind];
  return {
    header: columns.map((column) => column.label),
    rows: entries.map((entry) => columns.map((column) => cellOf(column, entry[column.field]))),
  };
}

const EXAMPLES: Record<ImportKind, Record<string, string>> = {
  Produkt: {
    Produktname: "Schaumverband Beispiel 10 x 10 cm",
    PZN: "01234562",
    Hauptkategorie: "Wunde",
    Unterkategorie: "Wundauflage",
    Produktbeschreibung: "Saugfähiger Schaumverband für mittel bis stark exsudierende Wunden.",
    Anwendungshinweise: "Verband alle 3 Tage wechseln.",
    VerordnungsfaehigkeitOderRezeptierbarkeit: "Ja",
    Exsudation: "mittel; viel",
  },
  Veranstaltung: {
    Veranstaltungsname: "Fortbildung Wundversorgung (Beispiel)",
    Startzeit: "15.03.2027 09:00",
    Endzeit: "15.03.2027 16:30",
    Veranstaltername: "Wundakademie Beispiel",
    Stadt: "Hamburg",
    PLZ: "20095",
    isonlineveranstaltung: "Nein",
    Themengebiete: "Chronische Wunden; Dekubitus",
    Anmeldelink: "https://www.example.org/anmeldung",
  },
};

/** The comment row's first cell: the import skips rows that begin so. */
export const ALLOWED_VALUES_ROW = "# Erlaubte Werte (diese Zeile wird beim Import übersprungen)";

/**
 * The template: the header (the editor's labels), one example row and a row naming the allowed
 * values of every choice and list field (multiple values separated by ";").
 */
export function templateTable(kind: ImportKind) {
  const columns = IMPORT_COLUMNS[kind];
  const allowed = columns.map((column, index) => {
    if (index === 0) return ALLOWED_VALUES_ROW;
    if (column.options) return column.options.map((option) => option.label).join(`${SEPARATOR} `);
    if (column.type === "yesno") return "Ja; Nein";
    if (column.type === "datetime") return "TT.MM.JJJJ HH:MM (Berliner Zeit)";
    return "";
  });
  return {
    header: columns.map((column) => column.label),
    rows: [columns.map((column) => EXAMPLES[kind][column.field] ?? ""), allowed],
  };
}
