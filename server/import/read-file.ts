// A file of the import as a table of text cells: CSV as Excel writes it in Germany (";", UTF-8
// with or without BOM, Windows-1252, UTF-16 "Unicode-Text"), an Excel workbook (.xlsx, its first
// sheet) and an iCalendar file (.ics, one row per event). What the cells mean is the rules
// package's (listing-import.ts); this module only turns bytes into cells, or a German message.
import "server-only";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportTable,
} from "@wundportal/rules/listing-import";
import { icsTable } from "./ics";

/** A file that cannot be read as a table: the message says why, in German. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

export type ImportFormat = "csv" | "xlsx" | "ics";

/** The format a file name announces, or null. */
export function formatOf(name: string): ImportFormat | null {
  const extension = /\.([a-z]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return extension === "csv" || extension === "xlsx" || extension === "ics" ? extension : null;
}

/** Bytes a workbook (a zip archive) begins with. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Windows-1252 leaves these five bytes undefined: a file holding them is no text in that code. */
const UNDEFINED_IN_1252 = /[\u0081\u008D\u008F\u0090\u009D]/;

/**
 * The text of a file: UTF-16 with its BOM, UTF-8 (a BOM is dropped), else Windows-1252 (what
 * Excel's plain "CSV (Trennzeichen-getrennt)" writes in Germany). NUL bytes or bytes that are no
 * character in either code are a broken encoding.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new ImportFileError(IMPORT_MESSAGES.encoding);
  try {
    // ignoreBOM: false drops a leading BOM.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder("windows-1252").decode(bytes);
    if (UNDEFINED_IN_1252.test(text)) throw new ImportFileError(IMPORT_MESSAGES.encoding);
    return text;
  }
}

/** Rows of text cells as a table: the first row is the header, the rows are numbered as a spreadsheet shows them. */
function tableOf(rows: string[][]): ImportTable {
  const [header = [], ...rest] = rows;
  return { header, rows: rest.map((cells, index) => ({ line: index + 2, cells })) };
}

/**
 * The separator of a CSV text, read from its header (whose cells are the editor's labels, without
 * separators): ";" as German Excel writes it, "," or a tab as other programs do.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [";", ",", "\t"].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 1 ? best[0] : ";";
}

export function csvTable(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  // A quote that is never closed swallows the rest of the file: refused, not guessed.
  if (parsed.errors.some((error) => error.type === "Quotes"))
    throw new ImportFileError(IMPORT_MESSAGES.broken);
  const rows = parsed.data.filter((row) => Array.isArray(row));
  // A trailing line break gives one empty row.
  while (rows.length && rows.at(-1)!.every((cell) => cell === "")) rows.pop();
  return tableOf(rows);
}

const two = (n: number) => String(n).padStart(2, "0");

/** A cell of a workbook as text: a formula as "=…" (the import refuses it), a date as TT.MM.JJJJ HH:MM. */
function workbookCell(cell: ExcelJS.Cell): string {
  if (cell.formula || cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula ?? ""}`;
  const value = cell.value;
  if (value instanceof Date) {
    // Excel stores wall-clock time without a zone; exceljs hands it over as that time in UTC.
    return `${two(value.getUTCDate())}.${two(value.getUTCMonth() + 1)}.${value.getUTCFullYear()} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`;
  }
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  const text = cell.text ?? "";
  // A text cell is text, even when it begins like a formula: escaped like the CSV export's cells,
  // so the import reads it back as it is (unescapeCell) and never as a formula.
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The first sheet of an Excel workbook. */
export async function xlsxTable(bytes: Uint8Array): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.broken);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(workbookCell(row.getCell(column)));
    rows[number - 1] = cells;
  });
  return tableOf(Array.from(rows, (row) => row ?? []));
}

/** A file's bytes as a table of `kind`, or an ImportFileError with the German reason. */
export async function readImportFile(
  kind: ImportKind,
  name: string,
  bytes: Uint8Array,
): Promise<ImportTable> {
  if (bytes.byteLength > IMPORT_LIMITS.maxBytes) throw new ImportFileError(IMPORT_MESSAGES.tooLarge);
  const format = formatOf(name);
  if (!format) throw new ImportFileError(IMPORT_MESSAGES.notSupported);
  if (bytes.byteLength === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  if (format === "xlsx") {
    if (!isZip(bytes)) throw new ImportFileError(IMPORT_MESSAGES.broken);
    return xlsxTable(bytes);
  }
  // A workbook or another binary file renamed to .csv or .ics is no text.
  if (isZip(bytes)) throw new ImportFileError(IMPORT_MESSAGES.broken);
  const text = decodeText(bytes);
  if (format === "ics") {
    if (kind !== "Veranstaltung") throw new ImportFileError(IMPORT_MESSAGES.notSupportedForKind);
    return icsTable(text);
  }
  return csvTable(text);
}
