import {
  ALLOWED_VALUES_ROW,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  escapeCell,
  exportTable,
  readBerlinDateTime,
  readImport,
  templateTable,
  unescapeCell,
  type ImportTable,
} from "./listing-import";
import { FIELD_LABELS, LISTING_MESSAGES } from "./listing-fields";
import { PZN_MESSAGE } from "./pzn";

const L = FIELD_LABELS.Produkt;

/** A table with the header `header` and the rows numbered from 2, as a file's reader gives it. */
const table = (header: string[], ...rows: string[][]): ImportTable => ({
  header,
  rows: rows.map((cells, index) => ({ line: index + 2, cells })),
});

const messages = (reading: ReturnType<typeof readImport>) =>
  reading.rows.flatMap((row) => row.problems.map((p) => `${p.line}|${p.column}|${p.message}`));

describe("the import's columns", () => {
  it("are named exactly as the editor labels the fields", () => {
    for (const column of IMPORT_COLUMNS.Produkt) {
      expect(column.label).toBe((L as Record<string, string>)[column.field]);
    }
    expect(IMPORT_COLUMNS.Produkt.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        "Produktname",
        "PZN",
        "Hauptkategorie",
        "Produktgruppe",
        "Produktspezifikation",
      ]),
    );
  });
});

describe("readImport: the file", () => {
  it("an empty file or one with only a header is refused", () => {
    expect(readImport("Produkt", table([]), []).fileProblems[0]?.message).toBe(IMPORT_MESSAGES.empty);
    expect(readImport("Produkt", table(["Produktname"]), []).fileProblems[0]?.message).toBe(
      IMPORT_MESSAGES.empty,
    );
    expect(readImport("Produkt", table(["Produktname"], ["", ""], [" "]), []).fileProblems[0]?.message).toBe(
      IMPORT_MESSAGES.empty,
    );
  });

  it("names an unknown column, a missing required column and a repeated one", () => {
    const unknown = readImport("Produkt", table(["Produktname", "Farbe"], ["A", "rot"]), []);
    expect(unknown.fileProblems.map((p) => p.message)).toEqual([IMPORT_MESSAGES.unknownColumn("Farbe")]);
    const missing = readImport("Produkt", table(["PZN"], ["01234562"]), []);
    expect(missing.fileProblems.map((p) => p.message)).toEqual(["Die Pflichtspalte „Produktname“ fehlt."]);
    const repeated = readImport("Produkt", table(["Produktname", "produktname "], ["A", "B"]), []);
    expect(repeated.fileProblems.map((p) => p.message)).toEqual([
      IMPORT_MESSAGES.repeatedColumn("Produktname"),
    ]);
  });

  it("refuses more than 1,000 rows", () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`Produkt ${i}`]);
    expect(readImport("Produkt", table(["Produktname"], ...rows), []).fileProblems[0]?.message).toBe(
      IMPORT_MESSAGES.tooManyRows,
    );
    expect(readImport("Produkt", table(["Produktname"], ...rows.slice(0, 1000)), []).fileProblems).toEqual(
      [],
    );
  });
});

describe("readImport: the rows", () => {
  it("checks each cell with the editor's rules and names row and column", () => {
    const reading = readImport(
      "Produkt",
      table(
        [L.Produktname, L.PZN, L.Hauptkategorie, L.VerordnungsfaehigkeitOderRezeptierbarkeit],
        ["Gut", "01234562", "Wunde", "Ja"],
        ["", "", "", ""],
        ["Ohne PZN", "1234", "Wunde", "Nein"],
        ["", "", "Wunde", ""],
        ["Falsche Liste", "", "Kosmetik", ""],
        ["Schalter", "", "", "vielleicht"],
        ['=HYPERLINK("http://x")', "", "", ""],
      ),
      [],
    );
    expect(messages(reading)).toEqual([
      `4|PZN|${PZN_MESSAGE}`,
      `5|Produktname|${LISTING_MESSAGES.productName}`,
      `6|Hauptkategorie|${LISTING_MESSAGES.invalidChoice}`,
      `7|Verordnungsfähig / rezeptierbar|${IMPORT_MESSAGES.yesNo}`,
      `8|Produktname|${IMPORT_MESSAGES.formula}`,
    ]);
    expect(reading.rows[0]).toMatchObject({
      line: 2,
      action: "add",
      data: {
        Produktname: "Gut",
        PZN: "01234562",
        Hauptkategorie: "Wunde",
        VerordnungsfaehigkeitOderRezeptierbarkeit: true,
      },
    });
  });

  it("reads labels of bands, lists separated by ';' and refuses a field of another category", () => {
    const reading = readImport(
      "Produkt",
      table(
        [L.Produktname, L.Hauptkategorie, L.Unterkategorie, L.Energiegehalt, L.Produktmerkmale, L.Exsudation],
        [
          "Trinknahrung",
          "Ernährung",
          "Trink- und Aufbaunahrung",
          "1,2-1,9 kcal",
          "Laktosefrei; Glutenfrei",
          "",
        ],
        ["Verband", "Wunde", "Wundauflage", "", "", "wenig;viel"],
        ["Mischung", "Wunde", "", "über 2 kcal", "", ""],
      ),
      [],
    );
    expect(reading.rows[0]?.data).toMatchObject({
      Energiegehalt: "von1_2bis1_9",
      Produktmerkmale: ["Laktosefrei", "Glutenfrei"],
    });
    expect(reading.rows[1]?.data).toMatchObject({ Exsudation: ["wenig", "viel"] });
    expect(messages(reading)).toEqual([`4|Energiegehalt|${IMPORT_MESSAGES.notForCategory}`]);
  });

  it("updates an own product with the same PZN or the same name, and says so", () => {
    const existing = [
      { documentId: "a", name: "Schaumverband", pzn: "01234562" },
      { documentId: "b", name: "Alginat Plus", pzn: null },
    ];
    const reading = readImport(
      "Produkt",
      table([L.Produktname, L.PZN], ["Schaumverband neu", "01234562"], ["alginat  plus", ""], ["Neu", ""]),
      existing,
    );
    expect(reading.rows.map((row) => [row.line, row.action, row.documentId])).toEqual([
      [2, "update", "a"],
      [3, "update", "b"],
      [4, "add", undefined],
    ]);
  });

  it("an update is checked against what it leaves stored; without the category's columns it keeps the stored one", () => {
    const stored = {
      documentId: "v",
      name: "Verband",
      values: {
        Hauptkategorie: "Wunde",
        Unterkategorie: "Wundauflage",
        Unterpunkt1: null,
        Unterpunkt2: null,
      },
    };
    const moved = readImport("Produkt", table([L.Produktname, L.Hauptkategorie], ["Verband", "Ernährung"]), [
      stored,
    ]);
    expect(messages(moved)).toEqual([`2|Unterkategorie|${LISTING_MESSAGES.cascade}`]);
    // Without the stored values (the CMS's check before its writes) the row alone passes; the
    // CMS's write refuses it against the stored state.
    const bare = { documentId: stored.documentId, name: stored.name };
    expect(
      messages(
        readImport("Produkt", table([L.Produktname, L.Hauptkategorie], ["Verband", "Ernährung"]), [bare]),
      ),
    ).toEqual([]);
    const wound = readImport("Produkt", table([L.Produktname, L.Exsudation], ["Verband", "viel"]), [stored]);
    expect(messages(wound)).toEqual([]);
    const added = readImport("Produkt", table([L.Produktname, L.Exsudation], ["Neu", "viel"]), [stored]);
    expect(messages(added)).toEqual([`2|Exsudation|${IMPORT_MESSAGES.notForCategory}`]);
  });

  it("names a row that repeats an earlier one (same name, same PZN, or the same stored product)", () => {
    const reading = readImport(
      "Produkt",
      table(
        [L.Produktname, L.PZN],
        ["Eins", "01234562"],
        ["Zwei", ""],
        ["zwei", ""],
        ["Drei", "01234562"],
        ["Vier", "02345677"],
        ["Gespeichert", ""],
      ),
      [{ documentId: "s", name: "Gespeichert", pzn: "02345677" }],
    );
    expect(messages(reading)).toEqual([
      `4|null|${IMPORT_MESSAGES.duplicate(3)}`,
      `5|null|${IMPORT_MESSAGES.duplicate(2)}`,
      `7|null|${IMPORT_MESSAGES.duplicate(6)}`,
    ]);
  });
});

describe("CSV injection", () => {
  it.each(["=1+1", "+49 40 123", "-Spezial", "@SUM(A1)", "\tTab", "\rCR", "normal", "'schon zitiert"])(
    "%j is escaped for a spreadsheet and read back as it was",
    (value) => {
      const escaped = escapeCell(value);
      expect(/^[=+\-@\t\r]/.test(escaped)).toBe(false);
      expect(unescapeCell(escaped)).toBe(value);
    },
  );

  it("an exported product comes back from its table unchanged, as an update", () => {
    const product = {
      documentId: "p1",
      Produktname: "=Schaum -Verband",
      PZN: "01234562",
      Hauptkategorie: "Ernährung",
      Unterkategorie: "Trink- und Aufbaunahrung",
      Energiegehalt: "ueber2",
      Produktmerkmale: ["Laktosefrei", "Glutenfrei"],
      Produktbeschreibung: "<p>Erste Zeile &amp; mehr</p><p>@Zweite</p>",
      VerordnungsfaehigkeitOderRezeptierbarkeit: false,
    };
    const exported = exportTable("Produkt", [product]);
    const asFile = table(exported.header.map(escapeCell), ...exported.rows.map((row) => row.map(escapeCell)));
    const reading = readImport("Produkt", asFile, [
      { documentId: "p1", name: product.Produktname, pzn: product.PZN },
    ]);
    expect(messages(reading)).toEqual([]);
    expect(reading.rows[0]).toMatchObject({ action: "update", documentId: "p1" });
    expect(reading.rows[0]?.data).toMatchObject({
      Produktname: "=Schaum -Verband",
      Energiegehalt: "ueber2",
      Produktmerkmale: ["Laktosefrei", "Glutenfrei"],
      Produktbeschreibung: "<p>Erste Zeile &amp; mehr</p><p>@Zweite</p>",
      VerordnungsfaehigkeitOderRezeptierbarkeit: false,
    });
  });
});

describe("the template", () => {
  it("has the editor's labels, an example row that imports and a row of allowed values that is skipped", () => {
    const template = templateTable("Produkt");
    expect(template.header).toEqual(IMPORT_COLUMNS.Produkt.map((c) => c.label));
    const allowed = template.rows[1]!;
    expect(allowed[0]).toBe(ALLOWED_VALUES_ROW);
    expect(allowed[template.header.indexOf("Hauptkategorie")]).toBe("Ernährung; Wunde");
    expect(allowed[template.header.indexOf("Energiegehalt")]).toBe(
      "unter 1,2 kcal; 1,2-1,9 kcal; über 2 kcal",
    );
    const reading = readImport("Produkt", table(template.header, ...template.rows), []);
    expect(reading.rows).toHaveLength(1);
    expect(messages(reading)).toEqual([]);
  });
});

describe("events", () => {
  const E = FIELD_LABELS.Veranstaltung;
  const now = Date.parse("2026-11-29T12:00:00Z");

  it("reads times as Berlin time, in winter and in summer", () => {
    expect(readBerlinDateTime("15.01.2027 09:00")).toBe("2027-01-15T08:00:00.000Z");
    expect(readBerlinDateTime("2027-07-15 09:30")).toBe("2027-07-15T07:30:00.000Z");
    expect(readBerlinDateTime("31.02.2027 09:00")).toBeNull();
    expect(readBerlinDateTime("morgen")).toBeNull();
  });

  it("names an event in the past and a time that is none", () => {
    const reading = readImport(
      "Veranstaltung",
      table(
        [E.Veranstaltungsname, "Beginn (Datum und Uhrzeit)", "Ende (Datum und Uhrzeit)"],
        ["Kommt", "15.01.2027 09:00", "15.01.2027 17:00"],
        ["War", "01.11.2026 09:00", ""],
        ["Falsch", "15.01.2027", "14.01.2027 10:00"],
        ["Zeit", "irgendwann", ""],
        ["Ohne Beginn", "", ""],
      ),
      [],
      { now },
    );
    expect(messages(reading)).toEqual([
      `3|Beginn (Datum und Uhrzeit)|${IMPORT_MESSAGES.past}`,
      "4|Ende (Datum und Uhrzeit)|Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.",
      `5|Beginn (Datum und Uhrzeit)|${IMPORT_MESSAGES.dateTime}`,
      `6|Beginn (Datum und Uhrzeit)|${IMPORT_MESSAGES.startRequired}`,
    ]);
  });

  it("an exported event comes back as an update of itself, its times in Berlin time", () => {
    const event = {
      Veranstaltungsname: "Sommerkongress",
      Startzeit: "2027-07-15T07:30:00.000Z",
      Endzeit: "2027-07-15T15:00:00.000Z",
      Teilnehmergebuehr: "bis100",
      Themengebiete: ["Dekubitus", "Hygiene"],
      isonlineveranstaltung: true,
      Beschreibung: "<p>Mit <strong>Workshop</strong></p>",
    };
    const exported = exportTable("Veranstaltung", [event]);
    const row = exported.rows[0]!;
    expect(row[exported.header.indexOf("Beginn (Datum und Uhrzeit)")]).toBe("15.07.2027 09:30");
    expect(row[exported.header.indexOf("Teilnahmegebühr")]).toBe("51-100 €");
    const reading = readImport(
      "Veranstaltung",
      table(exported.header, row),
      [{ documentId: "e1", name: "Sommerkongress", start: event.Startzeit }],
      { now },
    );
    expect(messages(reading)).toEqual([]);
    expect(reading.rows[0]).toMatchObject({ action: "update", documentId: "e1" });
    expect(reading.rows[0]?.data).toMatchObject({
      Startzeit: event.Startzeit,
      Endzeit: event.Endzeit,
      Teilnehmergebuehr: "bis100",
      Themengebiete: event.Themengebiete,
      isonlineveranstaltung: true,
      Beschreibung: "<p>Mit Workshop</p>",
    });
  });
});
