import { IMPORT_TEXTS, limitMessage } from "./import-texts";

describe("the import's limit messages", () => {
  it("tell how many new entries fit, and what to do", () => {
    expect(limitMessage("Produkt", 5, 3)).toBe(
      "In Ihren Tarif passen noch 3 neue Produkte, die Datei legt 5 neue an. Bitte entfernen Sie 2 Zeilen oder wählen Sie einen größeren Tarif. Es wurde nichts gespeichert.",
    );
    expect(limitMessage("Veranstaltung", 2, 1)).toBe(
      "In Ihren Tarif passt noch 1 neue Veranstaltung, die Datei legt 2 neue an. Bitte entfernen Sie 1 Zeile oder wählen Sie einen größeren Tarif. Es wurde nichts gespeichert.",
    );
    expect(limitMessage("Produkt", 4, 0, "manufacturer")).toBe(
      "Ein Hersteller hat höchstens 500 Produkte: Es passen keine neuen Produkte, die Datei legt 4 neue an. Bitte entfernen Sie 4 Zeilen. Es wurde nichts gespeichert.",
    );
  });

  it("say what was stored", () => {
    expect(IMPORT_TEXTS.done("Produkt", 44, 3)).toBe(
      "47 Produkte importiert: 44 neu angelegt, 3 aktualisiert.",
    );
    expect(IMPORT_TEXTS.rowRefused(4, "Unterkategorie", "Ein Feld enthält einen ungültigen Wert.")).toBe(
      "Zeile 4, Spalte „Unterkategorie“: Ein Feld enthält einen ungültigen Wert. Es wurde nichts gespeichert.",
    );
  });
});
