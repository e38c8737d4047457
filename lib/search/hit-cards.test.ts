// The facts of the site search's cards, and same-named hits told apart by what differs.
import {
  makeCarePartner,
  makeEvent,
  makeManufacturer,
  makeProduct,
  makeSpeaker,
  makeSpeakerPrivate,
} from "@/lib/test-factories";
import { hitFacts, tellApart } from "./hit-cards";

const texts = (card: { facts: { text: string }[] }) => card.facts.map((f) => f.text);

it("shows each kind's facts: date and place, manufacturer and category path, city and qualification", () => {
  const event = makeEvent({
    Veranstaltungsname: "ICW-Rezertifizierung Dekubitus",
    Startzeit: "2026-12-01T08:00:00.000Z",
    PLZ: "20095",
    Stadt: "Hamburg",
  });
  expect(texts(hitFacts("veranstaltungen", event))).toEqual(["01.12.26 09:00", "20095 Hamburg"]);
  expect(hitFacts("veranstaltungen", event).facts.map((f) => f.label)).toEqual(["Termin", "Ort"]);

  const product = makeProduct({
    Hersteller: "Wundmed GmbH",
    Hauptkategorie: "Wundauflagen",
    Unterkategorie: "Schaumverbände",
  });
  expect(texts(hitFacts("produkte", product))).toEqual(["Wundmed GmbH", "Wundauflagen › Schaumverbände"]);

  // The public projection has no private part; the card reads public fields only either way.
  const speaker = makeSpeaker({
    Stadt: "Köln",
    Zusatzqualifikation: ["Wundexperte ICW"],
    private: makeSpeakerPrivate({ Email: "geheim@example.org", Kontakt: "0221 123" }),
  });
  expect(texts(hitFacts("referenten", speaker))).toEqual(["Köln", "Wundexperte ICW"]);
  expect(JSON.stringify(hitFacts("referenten", speaker))).not.toMatch(/geheim|0221/);

  const partner = makeCarePartner({ PLZ: "34117", Stadt: "Kassel", Bundesland: "Hessen" });
  expect(texts(hitFacts("versorgungspartner", partner))).toEqual(["Apotheke", "34117 Kassel, Hessen"]);

  const maker = makeManufacturer({ Addresse: "Musterstraße 1\n20095 Hamburg", Produkt: [makeProduct()] });
  expect(texts(hitFacts("hersteller", maker))).toEqual(["20095 Hamburg", "1 Produkt"]);
  expect(
    texts(hitFacts("hersteller", makeManufacturer({ Produkt: [makeProduct(), makeProduct()] }))),
  ).toEqual(["2 Produkte"]);
});

it("adds a differing fact only to same-named hits whose shown facts are the same", () => {
  const product = (id: number, Produktname: string, PZN: string) => ({
    name: Produktname,
    ...hitFacts("produkte", makeProduct({ id, Produktname, Hersteller: "Wundmed", PZN })),
  });
  const cards = tellApart([
    product(1, "Schaumverband", "111"),
    product(2, "Schaumverband", "222"),
    product(3, "Hydrogel", "333"),
  ]);
  expect(cards.map(texts)).toEqual([["Wundmed", "PZN: 111"], ["Wundmed", "PZN: 222"], ["Wundmed"]]);

  // Same name, different manufacturers: what is shown already tells them apart.
  const other = {
    name: "Schaumverband",
    ...hitFacts("produkte", makeProduct({ Hersteller: "Andere AG", PZN: "444" })),
  };
  expect(tellApart([product(1, "Schaumverband", "111"), other]).map(texts)).toEqual([
    ["Wundmed"],
    ["Andere AG"],
  ]);
});
