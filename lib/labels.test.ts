import { bandLabel, optionsOf, valueLabel } from "./labels";
import { taxonomy } from "./taxonomy";

describe("bandLabel", () => {
  it("turns stored keys into what users read", () => {
    expect(bandLabel("Teilnehmergebuehr", "bis50")).toBe("0-50 €");
    expect(bandLabel("Einsatzgebiet", "ueber300")).toBe("über 300 km");
    expect(bandLabel("Groessenband", "bis12_5")).toBe("7,5-12,5 cm");
    expect(bandLabel("Energiegehalt", null)).toBeNull();
  });
});

describe("valueLabel", () => {
  it("spells a stored value with its umlauts, and leaves other values alone", () => {
    expect(valueLabel("Hyaluronsaeure")).toBe("Hyaluronsäure");
    expect(valueLabel("Hydrogel")).toBe("Hydrogel");
    expect(valueLabel("$comment")).toBe("$comment");
    expect(valueLabel(null)).toBeNull();
  });

  it("every value of the taxonomy's lists and trees reads with umlauts", () => {
    // Words where ae/oe/ue is right German, not a transliteration.
    const genuine = /Rehaeinrichtung|Sauerstoff/;
    const values = new Set<string>();
    const collect = (entry: unknown, key: string): void => {
      if (key.startsWith("$")) return;
      if (typeof entry === "string") values.add(entry);
      else if (Array.isArray(entry)) entry.forEach((item) => collect(item, ""));
      else if (entry && typeof entry === "object" && !("value" in entry)) {
        for (const [k, v] of Object.entries(entry)) collect(v, k);
      }
    };
    for (const [key, entry] of Object.entries(taxonomy)) {
      // Field names (KategorieFelder, ProduktFelder) and Stripe's statuses are not what users read.
      if (!key.endsWith("Felder") && key !== "SubscriptionStatus") collect(entry, key);
    }
    expect([...values].filter((v) => !genuine.test(v) && /ae|oe|ue/i.test(valueLabel(v)))).toEqual([]);
  });
});

describe("optionsOf", () => {
  it("labels stored values spelled without umlauts in German, keeping the stored value", () => {
    expect(optionsOf(["Hyaluronsaeure", "Alginat"])).toEqual([
      { value: "Hyaluronsaeure", label: "Hyaluronsäure" },
      { value: "Alginat", label: "Alginat" },
    ]);
  });

  it("keeps the label of a band", () => {
    expect(optionsOf([{ value: "bis50", label: "0-50 €" }])).toEqual([{ value: "bis50", label: "0-50 €" }]);
  });
});
