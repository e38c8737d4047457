import ExcelJS from "exceljs";
import { IMPORT_MESSAGES, exportTable, readImport } from "@wundportal/rules/listing-import";
import { ImportFileError, readImportFile } from "./read-file";
import { csvFile, xlsxFile } from "./write-file";

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Text in Windows-1252, as Excel's plain "CSV (Trennzeichen-getrennt)" saves it in Germany. */
function cp1252(text: string): Uint8Array {
  const special: Record<string, number> = { "€": 0x80, "„": 0x84, "“": 0x93, "–": 0x96 };
  return Uint8Array.from([...text].map((c) => special[c] ?? c.charCodeAt(0)));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error("no refusal");
}

describe("readImportFile: CSV", () => {
  it("reads Windows-1252 umlauts and ';' as German Excel writes them", async () => {
    const bytes = cp1252(
      "Produktname;Hauptkategorie\r\nGrößenverband für Füße;Wunde\r\nTrinknahrung „Süß“;Ernährung\r\n",
    );
    expect(bytes.length).toBe(bytes.byteLength); // one byte per character
    const table = await readImportFile("Produkt", "produkte.csv", bytes);
    expect(table).toEqual({
      header: ["Produktname", "Hauptkategorie"],
      rows: [
        { line: 2, cells: ["Größenverband für Füße", "Wunde"] },
        { line: 3, cells: ["Trinknahrung „Süß“", "Ernährung"] },
      ],
    });
  });

  it("reads UTF-8 with and without BOM alike", async () => {
    const text = "Produktname;PZN\nÖl-Verband;01234562\n";
    const plain = await readImportFile("Produkt", "a.csv", utf8(text));
    const withBom = await readImportFile("Produkt", "a.CSV", utf8(`\uFEFF${text}`));
    expect(withBom).toEqual(plain);
    expect(plain.header).toEqual(["Produktname", "PZN"]);
    expect(plain.rows[0]?.cells).toEqual(["Öl-Verband", "01234562"]);
  });

  it("reads quoted cells with ';' and line breaks, and numbers rows as a spreadsheet does", async () => {
    const table = await readImportFile(
      "Produkt",
      "a.csv",
      utf8('Produktname;Anwendungshinweise\n"A; B";"Zeile 1\nZeile 2"\nC;\n'),
    );
    expect(table.rows).toEqual([
      { line: 2, cells: ["A; B", "Zeile 1\nZeile 2"] },
      { line: 3, cells: ["C", ""] },
    ]);
  });

  it("refuses a broken encoding, a file that is no CSV, an empty and a too large file", async () => {
    expect(await refusal(readImportFile("Produkt", "a.csv", Uint8Array.from([0x41, 0x81, 0x42])))).toBe(
      IMPORT_MESSAGES.encoding,
    );
    expect(await refusal(readImportFile("Produkt", "a.csv", Uint8Array.from([0x41, 0x00, 0x42])))).toBe(
      IMPORT_MESSAGES.encoding,
    );
    expect(await refusal(readImportFile("Produkt", "a.pdf", utf8("%PDF-1.7")))).toBe(
      IMPORT_MESSAGES.notSupported,
    );
    expect(await refusal(readImportFile("Produkt", "a.csv", new Uint8Array()))).toBe(IMPORT_MESSAGES.empty);
    expect(
      await refusal(readImportFile("Produkt", "a.csv", new Uint8Array(2 * 1024 * 1024 + 1).fill(65))),
    ).toBe(IMPORT_MESSAGES.tooLarge);
    expect(await refusal(readImportFile("Produkt", "a.csv", utf8('Produktname\n"offen\n')))).toBe(
      IMPORT_MESSAGES.broken,
    );
    expect(await refusal(readImportFile("Produkt", "a.xlsx", utf8("Produktname\nA\n")))).toBe(
      IMPORT_MESSAGES.broken,
    );
    expect(await refusal(readImportFile("Produkt", "a.ics", utf8("BEGIN:VCALENDAR")))).toBe(
      IMPORT_MESSAGES.notSupportedForKind,
    );
  });
});

describe("export and import again", () => {
  const product = {
    Produktname: '=HYPERLINK("http://böse")',
    PZN: "01234562",
    Hauptkategorie: "Wunde",
    Unterkategorie: "Wundauflage",
    Anwendungshinweise: "-3 Tage\n+ täglich prüfen",
    Kombination: "@Kombi",
    VerordnungsfaehigkeitOderRezeptierbarkeit: true,
    Exsudation: ["mittel", "viel"],
  };

  it("CSV: no cell begins so that a spreadsheet evaluates it, and the import reads the values back", async () => {
    const csv = csvFile(exportTable("Produkt", [product]));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const cells = csv.slice(1).split(/\r\n/)[1]!.split(";");
    for (const cell of cells) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@\t\r]/);
    const table = await readImportFile("Produkt", "export.csv", utf8(csv));
    const reading = readImport("Produkt", table, [
      { documentId: "d", name: product.Produktname, pzn: product.PZN },
    ]);
    expect(reading.rows[0]?.problems).toEqual([]);
    expect(reading.rows[0]).toMatchObject({ action: "update", documentId: "d", data: product });
  });

  it("Excel: text cells stay text, the import reads them back", async () => {
    const bytes = await xlsxFile(exportTable("Produkt", [product]), "Import");
    const table = await readImportFile("Produkt", "export.xlsx", bytes);
    const reading = readImport("Produkt", table, []);
    expect(reading.rows[0]?.problems).toEqual([]);
    expect(reading.rows[0]?.data).toMatchObject(product);
  });
});

describe("readImportFile: Excel", () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet("Tabelle1"));
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it("reads the first sheet, umlauts, numbers, dates and yes/no", async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(["Veranstaltungsname", "Beginn (Datum und Uhrzeit)", "Online-Veranstaltung", "PLZ"]);
      sheet.addRow(["Kongress Wundheilung Köln", new Date(Date.UTC(2027, 2, 15, 9, 30)), false, 50667]);
    });
    const table = await readImportFile("Veranstaltung", "termine.xlsx", bytes);
    expect(table.rows).toEqual([
      { line: 2, cells: ["Kongress Wundheilung Köln", "15.03.2027 09:30", "Nein", "50667"] },
    ]);
  });

  it("gives a formula cell as a formula, which the import refuses at its row and column", async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(["Produktname", "PZN"]);
      sheet.addRow(["Verband", { formula: 'A2&"x"', result: "Verbandx" }]);
    });
    const table = await readImportFile("Produkt", "p.xlsx", bytes);
    const reading = readImport("Produkt", table, []);
    expect(reading.rows[0]?.problems).toEqual([{ line: 2, column: "PZN", message: IMPORT_MESSAGES.formula }]);
  });
});

describe("readImportFile: iCalendar", () => {
  it("reads every event with Berlin times, from UTC and from a named zone", async () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//DE",
      "BEGIN:VEVENT",
      "UID:1@test",
      "SUMMARY:Wundkongress",
      "DTSTART:20270115T080000Z",
      "DTEND:20270115T160000Z",
      "LOCATION:Messeplatz 1\\, 20357 Hamburg",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:2@test",
      "SUMMARY:Sommerkurs Ernährung",
      "DTSTART:20270715T093000",
      "LOCATION:Online",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const table = await readImportFile("Veranstaltung", "kalender.ics", utf8(ics));
    expect(table.rows.map((row) => row.cells.slice(0, 3))).toEqual([
      ["Wundkongress", "15.01.2027 09:00", "15.01.2027 17:00"],
      ["Sommerkurs Ernährung", "15.07.2027 09:30", ""],
    ]);
    expect(table.rows[0]?.cells.slice(4, 6)).toEqual(["20357", "Hamburg"]);
  });
});
