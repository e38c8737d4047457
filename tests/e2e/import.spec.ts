// Importing products and events from a file on 'Meine Inserate': the preview lists every problem at
// its row and column and stores nothing; the confirmation stores the valid rows in one step; the
// plan's limit is told before anything is stored; a Windows-1252 file keeps its umlauts; an
// exported file, edited and imported again, updates instead of adding; an .ics with an event in
// the past. Every account comes from the fixtures, which remove it with what it owns afterwards.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { exported } from "../support/accounts.mjs";
import type { TestAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { createAs } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";

const PZN_MESSAGE = "Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich";

interface StoredProduct {
  Produktname: string;
  PZN: string | null;
  Anwendungshinweise: string | null;
}

const productsOf = async (account: TestAccount): Promise<StoredProduct[]> =>
  (await exported(account)).listings.Produkt;

/** A manufacturer of the account with these products (created through the CMS as the portal would). */
async function makerWith(account: TestAccount, products: Record<string, unknown>[] = []) {
  const maker = await createAs(account, "herstellers", {
    Herstellername: `Importwerk ${account.id}`,
    Published: true,
  });
  for (const product of products) await createAs(account, "produkts", { ...product, hersteller: [maker.id] });
  return maker;
}

/** Chooses the file on the import page and asks for the preview. */
async function preview(page: Page, name: string, buffer: Buffer, mimeType = "text/csv") {
  await page.goto("/admin/meine-inserate");
  await page.getByRole("link", { name: /importieren$/ }).click();
  await page.getByLabel(/^Datei/).setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
  await expect(page.getByRole("heading", { name: "Vorschau" })).toBeVisible();
}

const problems = (page: Page) => page.getByTestId("import-probleme").getByRole("listitem");

test.describe("products", () => {
  test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Premium", prefix: "import" } });

  test("a file of 50 products with 3 broken rows shows exactly those problems and stores the other 47", async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    await makerWith(account);
    const rows = Array.from({ length: 50 }, (_, n) => {
      const line = n + 2;
      if (line === 11) return `Produkt ${line};1234;Wunde`;
      if (line === 27) return `Produkt ${line};;Kosmetik`;
      if (line === 44) return `;;Wunde`;
      return `Produkt ${line};;${line % 2 ? "Wunde" : "Ernährung"}`;
    });
    const csv = `Produktname;PZN;Hauptkategorie\r\n${rows.join("\r\n")}\r\n`;
    await preview(page, "katalog.csv", Buffer.from(csv, "utf8"));

    await expect(page.getByTestId("import-zusammenfassung")).toHaveText(
      "50 Zeilen: 47 neu, 0 aktualisiert, 3 mit Problemen (werden nicht importiert).",
    );
    await expect(problems(page)).toHaveText([
      `Zeile 11, Spalte „PZN“: ${PZN_MESSAGE}`,
      "Zeile 27, Spalte „Hauptkategorie“: Bitte wählen Sie einen Wert aus der Liste.",
      "Zeile 44, Spalte „Produktname“: Bitte geben Sie einen Produktnamen an.",
    ]);
    await expect(page.getByTestId("import-zeile-11")).toContainText("Wird nicht importiert");
    await expect(page.getByTestId("import-zeile-12")).toContainText("Neu");
    // Nothing is stored before the confirmation.
    expect(await productsOf(account)).toHaveLength(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "47 Produkte importieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "importiert" })).toHaveText(
      /47 Produkte importiert: 47 neu angelegt, 0 aktualisiert\./,
    );
    const stored = await productsOf(account);
    expect(stored).toHaveLength(47);
    expect(stored.map((p) => p.Produktname)).not.toContain("Produkt 11");
  });

  test("the template names the editor's fields; a file that is no table or is empty is refused in German", async ({
    signedInPage: page,
    account,
  }) => {
    await makerWith(account);
    await page.goto("/admin/meine-inserate/importieren");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Vorlage als CSV herunterladen" }).click(),
    ]);
    const [header, example, allowed] = (await readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(header?.split(";").slice(0, 6)).toEqual([
      "Produktname",
      "PZN",
      "Hauptkategorie",
      "Unterkategorie",
      "Produktgruppe",
      "Produktspezifikation",
    ]);
    expect(example).toContain("Schaumverband Beispiel");
    expect(allowed).toContain("Ernährung; Wunde");

    const input = page.getByLabel(/^Datei/);
    const alert = page.getByRole("alert").filter({ hasText: "Datei" });
    await input.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("PNG") });
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    await expect(alert).toHaveText(
      "Bitte laden Sie eine CSV-Datei (.csv), eine Excel-Datei (.xlsx) oder eine Kalenderdatei (.ics) hoch.",
    );
    await input.setInputFiles({ name: "leer.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) });
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    await expect(alert).toHaveText(
      "Die Datei ist leer. Bitte laden Sie eine Datei mit einer Kopfzeile und mindestens einer Zeile hoch.",
    );
    expect(await productsOf(account)).toHaveLength(0);
  });

  test("a Windows-1252 file keeps its umlauts", async ({ signedInPage: page, account }) => {
    await makerWith(account);
    const text =
      "Produktname;Hauptkategorie;Anwendungshinweise\r\nGrößenverband für Füße;Wunde;Täglich prüfen\r\n";
    const bytes = Buffer.from([...text].map((c) => c.charCodeAt(0)));
    expect(bytes.length).toBe(text.length); // one byte per character: Windows-1252, not UTF-8
    await preview(page, "umlaute.csv", bytes);
    await expect(page.getByTestId("import-zeile-2")).toContainText("Größenverband für Füße");
    await page.getByRole("button", { name: "1 Produkt importieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "importiert" })).toContainText(
      "1 Produkt importiert",
    );
    expect(await productsOf(account)).toMatchObject([
      { Produktname: "Größenverband für Füße", Anwendungshinweise: "Täglich prüfen" },
    ]);
  });

  test("an export, edited and imported again, updates the same products instead of adding new ones", async ({
    signedInPage: page,
    account,
  }) => {
    await makerWith(account, [
      { Produktname: "Schaumverband", PZN: "01234562", Hauptkategorie: "Wunde", Anwendungshinweise: "=alt" },
      { Produktname: "Alginat", Hauptkategorie: "Wunde", Anwendungshinweise: "Trocken lagern" },
    ]);
    await page.goto("/admin/meine-inserate");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Produkte als CSV exportieren" }).click(),
    ]);
    const csv = await readFile(await download.path(), "utf8");
    // The cell beginning with "=" is written so that no spreadsheet evaluates it.
    expect(csv).toContain(";'=alt;");
    // A new name for the product with a PZN (found by its PZN), new text for the one without (found by its name).
    const edited = csv
      .replace("Schaumverband;", "Schaumverband Plus;")
      .replace(";'=alt;", ";Alle 3 Tage wechseln;")
      .replace(";Trocken lagern;", ";Kühl lagern;");
    expect(edited.split("Plus").length + edited.split("Kühl").length).toBe(4);

    await preview(page, "export.csv", Buffer.from(edited, "utf8"));
    await expect(page.getByTestId("import-zusammenfassung")).toHaveText(
      "2 Zeilen: 0 neu, 2 aktualisiert, 0 mit Problemen (werden nicht importiert).",
    );
    await page.getByRole("button", { name: "2 Produkte importieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "importiert" })).toContainText(
      "0 neu angelegt, 2 aktualisiert",
    );
    const stored = await productsOf(account);
    expect(stored.map((p) => [p.Produktname, p.Anwendungshinweise]).sort()).toEqual([
      ["Alginat", "Kühl lagern"],
      ["Schaumverband Plus", "Alle 3 Tage wechseln"],
    ]);

    // The Excel export reads back the same way: both rows update.
    await page.goto("/admin/meine-inserate");
    const [workbook] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Produkte als Excel exportieren" }).click(),
    ]);
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    await preview(
      page,
      "export.xlsx",
      await readFile(await workbook.path()),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    await expect(page.getByTestId("import-zusammenfassung")).toHaveText(
      "2 Zeilen: 0 neu, 2 aktualisiert, 0 mit Problemen (werden nicht importiert).",
    );
  });
});

test.describe("the Classic limit", () => {
  test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Classic", prefix: "importclassic" } });

  test("a Classic Hersteller at 7 products importing 5 is told that 3 fit, and nothing is stored", async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(90_000);
    await makerWith(
      account,
      Array.from({ length: 7 }, (_, n) => ({ Produktname: `Bestand ${n + 1}` })),
    );
    const csv = `Produktname\r\n${["A", "B", "C", "D", "E"].map((x) => `Neu ${x}`).join("\r\n")}\r\n`;
    await preview(page, "fuenf.csv", Buffer.from(csv, "utf8"));
    await expect(page.getByRole("alert").filter({ hasText: "Tarif" })).toContainText(
      "In Ihren Tarif passen noch 3 neue Produkte, die Datei legt 5 neue an.",
    );
    await expect(page.getByRole("button", { name: "5 Produkte importieren" })).toBeDisabled();
    expect(await productsOf(account)).toHaveLength(7);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = overflowChecker(page);
    await overflow.check("Vorschau bei 360 px", { resized: true });
    expect(overflow.problems).toEqual([]);
  });
});

test.describe("events", () => {
  test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Premium", prefix: "importics" } });

  test("an .ics with 5 events, one in the past: 4 are stored, the past one is named", async ({
    signedInPage: page,
    account,
  }) => {
    const year = new Date().getUTCFullYear() + 1;
    const event = (n: number, start: string) =>
      [
        "BEGIN:VEVENT",
        `UID:${n}-${account.id}@test`,
        `SUMMARY:Kurs ${n} Wundversorgung`,
        `DTSTART:${start}`,
        "LOCATION:Hauptstraße 1\\, 20095 Hamburg",
        "END:VEVENT",
      ].join("\r\n");
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Kalender//DE",
      event(1, `${year}0310T080000Z`),
      event(2, `${year}0410T080000Z`),
      event(3, "20200110T080000Z"),
      event(4, `${year}0510T080000Z`),
      event(5, `${year}0610T080000Z`),
      "END:VCALENDAR",
    ].join("\r\n");
    await preview(page, "kurse.ics", Buffer.from(ics, "utf8"), "text/calendar");
    await expect(problems(page)).toHaveText([
      "Zeile 4, Spalte „Beginn (Datum und Uhrzeit)“: Diese Veranstaltung liegt in der Vergangenheit.",
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "4 Veranstaltungen importieren" }).click();
    await expect(page.getByRole("status").filter({ hasText: "importiert" })).toContainText(
      "4 Veranstaltungen importiert: 4 neu angelegt, 0 aktualisiert.",
    );
    const events: { Veranstaltungsname: string; Startzeit: string; Stadt: string; PLZ: string }[] = (
      await exported(account)
    ).listings.Veranstaltung;
    expect(events.map((e) => e.Veranstaltungsname).sort()).toEqual([
      "Kurs 1 Wundversorgung",
      "Kurs 2 Wundversorgung",
      "Kurs 4 Wundversorgung",
      "Kurs 5 Wundversorgung",
    ]);
    const first = events.find((e) => e.Veranstaltungsname === "Kurs 1 Wundversorgung");
    expect(new Date(first!.Startzeit).toISOString()).toBe(`${year}-03-10T08:00:00.000Z`);
    expect([first!.PLZ, first!.Stadt]).toEqual(["20095", "Hamburg"]);
  });
});
