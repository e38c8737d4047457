import {
  AUFGABENGEBIETE,
  BUNDESLAENDER,
  childrenOf,
  EINSATZGEBIET,
  GRUNDQUALIFIKATION,
  HAUPTKATEGORIEN,
  KATEGORIEN,
  categoryHasField,
  productFieldVisible,
  ROLES,
  SEMINARTYP,
  UNTERKATEGORIEN,
  UNTERPUNKT1,
  UNTERPUNKT2,
  VERGABESTELLEN,
  ZUSATZQUALIFIKATION,
  taxonomy,
} from "./taxonomy";

describe("the specification's enumerations", () => {
  it("has exactly the four registration roles", () => {
    expect([...ROLES]).toEqual(["Veranstalter", "Referent", "Hersteller", "Versorgungspartner"]);
    expect(taxonomy.Rolle).toEqual([...ROLES]);
  });

  it("has the counts the specification names", () => {
    expect(VERGABESTELLEN).toEqual([
      "ICW",
      "DGfW",
      "Akademie ZWM",
      "regbp",
      "Ärztekammer",
      "FgSKW",
      "VDP",
      "ZFD",
      "VDBD",
    ]);
    expect(BUNDESLAENDER).toHaveLength(16);
    expect(KATEGORIEN).toHaveLength(16);
    expect(KATEGORIEN).toEqual(
      expect.arrayContaining([
        "Apotheke",
        "Klinik",
        "Rehaeinrichtung",
        "Facharzt",
        "Hausarzt/MVZ",
        "Pflegeheim",
        "Wundzentrum",
        "Homecareunternehmen",
        "Sanitätshaus",
      ]),
    );
    expect(AUFGABENGEBIETE).toHaveLength(8);
    expect(ZUSATZQUALIFIKATION).toHaveLength(6);
    expect(GRUNDQUALIFIKATION).toHaveLength(11);
    expect(GRUNDQUALIFIKATION).toEqual(expect.arrayContaining(["Apotheker", "Ärzte", "Heilpraktiker"]));
    expect(SEMINARTYP).toHaveLength(7);
    expect(taxonomy.Spezialbehandlungen).toHaveLength(7);
    expect(taxonomy.Ernaehrungspumpe).toHaveLength(5);
  });

  it("has no duplicates in any flat list", () => {
    for (const [key, value] of Object.entries(taxonomy)) {
      if (!Array.isArray(value)) continue;
      const values = value.map((v: string | { value: string }) => (typeof v === "string" ? v : v.value));
      expect({ key, size: new Set(values).size }).toEqual({ key, size: values.length });
    }
  });

  it("keys bands with values Strapi accepts and labels users read", () => {
    expect(EINSATZGEBIET.map((b) => b.label)).toEqual(["0-50 km", "51-150 km", "151-300 km", "über 300 km"]);
    for (const band of [...taxonomy.Teilnehmergebuehr, ...taxonomy.Groessenband, ...taxonomy.Energiegehalt]) {
      expect(band.value).toMatch(/^[A-Za-z]/);
    }
    // 'tripled unless it is a range': only the open band is not a range.
    expect(EINSATZGEBIET.filter((b) => !b.range).map((b) => b.value)).toEqual(["ueber300"]);
  });
});

describe("product category tree", () => {
  it("follows Hauptkategorie → Unterkategorie → Unterpunkt1 → Unterpunkt2", () => {
    expect(HAUPTKATEGORIEN).toEqual(["Ernährung", "Wunde"]);
    expect(childrenOf(UNTERKATEGORIEN, "Ernährung")).toEqual([
      "Applikationstechnik",
      "Sondennahrung",
      "Trink- und Aufbaunahrung",
    ]);
    expect(childrenOf(UNTERPUNKT1, "Wundspüllösung")).toEqual([
      "Konservierte Wundspüllösung",
      "Antiseptikum",
    ]);
    expect(childrenOf(UNTERPUNKT2, "Schaumverband")).toEqual(["Feinporig", "Grobporig", "Normal"]);
    expect(childrenOf(UNTERPUNKT2, "Aktivkohle")).toEqual([]);
    expect(childrenOf(UNTERPUNKT1, null)).toEqual([]);
  });

  it("shows nutrition-only fields only for their sub-category", () => {
    const sip = { Hauptkategorie: "Ernährung", Unterkategorie: "Trink- und Aufbaunahrung" };
    const tube = { Hauptkategorie: "Ernährung", Unterkategorie: "Sondennahrung" };
    expect(productFieldVisible("Darreichungsform", sip)).toBe(true);
    expect(productFieldVisible("Geschmacksrichtung", tube)).toBe(false);
    expect(productFieldVisible("Nahrungsbehaeltnis", tube)).toBe(true);
    expect(
      productFieldVisible("Ernaehrungspumpe", {
        Hauptkategorie: "Ernährung",
        Unterkategorie: "Applikationstechnik",
      }),
    ).toBe(true);
    expect(productFieldVisible("Energiegehalt", tube)).toBe(true);
    expect(productFieldVisible("Exsudation", tube)).toBe(false);
    expect(productFieldVisible("Exsudation", { Hauptkategorie: "Wunde" })).toBe(true);
    expect(productFieldVisible("Exsudation", {})).toBe(false);
  });

  it("keeps care-partner fields to their categories", () => {
    expect(categoryHasField("Klinik", "Bettenanzahl")).toBe(true);
    expect(categoryHasField("Apotheke", "Bettenanzahl")).toBe(false);
    expect(categoryHasField("Wundzentrum", "Spezialbehandlungen")).toBe(true);
  });
});
