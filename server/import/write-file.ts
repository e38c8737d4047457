// A table of the import's columns as a file to download: CSV as German Excel opens it (UTF-8 with
// BOM, ";", CRLF) with every cell that a spreadsheet would evaluate escaped (escapeCell), or an
// Excel workbook whose cells are all text cells (a text cell is never evaluated).
import "server-only";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { escapeCell } from "@wundportal/rules/listing-import";

interface Table {
  header: string[];
  rows: string[][];
}

export function csvFile({ header, rows }: Table): string {
  const body = Papa.unparse(
    { fields: header.map(escapeCell), data: rows.map((row) => row.map(escapeCell)) },
    { delimiter: ";", newline: "\r\n" },
  );
  // The BOM tells Excel the file is UTF-8 (without it, umlauts come out as "Ã¼").
  return `\uFEFF${body}\r\n`;
}

export async function xlsxFile({ header, rows }: Table, sheetName: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A table as a file download (`name` without extension). */
export async function downloadOf(table: Table, format: "csv" | "xlsx", name: string): Promise<Response> {
  const body = format === "csv" ? csvFile(table) : await xlsxFile(table, "Import");
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type":
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "no-store",
    },
  });
}
