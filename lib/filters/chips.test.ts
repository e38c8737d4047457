import { carePartnerChips, eventChips, productChips, speakerChips } from "./chips";
import { parseEventFilter } from "./events";
import { parseCarePartnerFilter } from "./care-partners";
import { parseProductFilter } from "./products";
import { parseSpeakerFilter } from "./speakers";

const events = (query: string) => eventChips(parseEventFilter(new URLSearchParams(query)));
const products = (query: string) => productChips(parseProductFilter(new URLSearchParams(query)));
const carePartners = (query: string) => carePartnerChips(parseCarePartnerFilter(new URLSearchParams(query)));
const speakers = (query: string) => speakerChips(parseSpeakerFilter(new URLSearchParams(query)));

const decoded = (href: string) => decodeURIComponent(href.replace(/\+/g, " "));

describe("filterChips", () => {
  it("gives a chip per value of a checkbox list, each linking to the URL without it", () => {
    const { chips } = events("thema=Dekubitus&thema=Ulcus+cruris&page=3");
    expect(chips.map((c) => c.text)).toEqual(["Themengebiete: Ulcus cruris", "Themengebiete: Dekubitus"]);
    expect(chips.map((c) => decoded(c.href))).toEqual([
      "/veranstaltungen?thema=Dekubitus",
      "/veranstaltungen?thema=Ulcus cruris",
    ]);
  });

  it("reads band values by their labels (fees, sizes)", () => {
    expect(events("gebuehr=unter100").chips[0]!.text).toBe("Teilnahmegebühr: unter 100 €");
    const { chips } = products("haupt=Wunde&laenge=bis7_5&breite=ueber17_5");
    expect(chips.map((c) => c.text)).toEqual([
      "Hauptkategorie: Wunde",
      "Länge: 0-7,5 cm",
      "Breite: über 17,5 cm",
    ]);
    expect(decoded(chips[1]!.href)).toBe("/hersteller?haupt=Wunde&breite=ueber17_5");
  });

  it("removes a select with what depends on it (the category cascade)", () => {
    const { chips } = products("haupt=Wunde&unter=Wundauflage&punkt1=Alginat&risiko=Klasse+I");
    expect(chips.map((c) => c.text)).toEqual([
      "Hauptkategorie: Wunde",
      "Unterkategorie: Wundauflage",
      "Produktgruppe: Alginat",
      expect.stringMatching(/^Risikoklassifizierung: /),
    ]);
    // Without the main category its sub-categories and its fields go too.
    expect(chips[0]!.href).toBe("/hersteller");
    expect(decoded(chips[1]!.href)).toMatch(/^\/hersteller\?haupt=Wunde(&risiko=.*)?$/);
  });

  it("names yes/no values as the form does; 'nein' is a filter too", () => {
    expect(events("online=nein").chips.map((c) => [c.text, c.href])).toEqual([
      ["Online-Veranstaltung: Nur vor Ort", "/veranstaltungen"],
    ]);
    expect(carePartners("barrierefrei=ja").chips[0]!.text).toBe("Barrierefreiheit: Ja");
  });

  it("shows the place with its radius as one chip, removing both", () => {
    const { chips } = events("ort=Hamburg&umkreis=25&online=ja");
    expect(chips[0]).toEqual({ text: "Umkreis 25 km um Hamburg", href: "/veranstaltungen?online=ja" });
    expect(carePartners("ort=Leipzig").chips[0]!.text).toBe("Umkreis 100 km um Leipzig");
    // The radius alone is no filter and has no chip.
    expect(events("umkreis=25").chips).toEqual([]);
  });

  it("writes dates the German way, a chip for each end of a range and each day", () => {
    const { chips } = events("von=2026-03-01&bis=2026-03-31");
    expect(chips.map((c) => [c.text, c.href])).toEqual([
      ["Von: 01.03.2026", "/veranstaltungen?bis=2026-03-31"],
      ["Bis: 31.03.2026", "/veranstaltungen?von=2026-03-01"],
    ]);
    expect(speakers("termin=2026-05-12&termin=2026-05-14").chips.map((c) => c.text)).toEqual([
      "Verfügbar am: 12.05.2026",
      "Verfügbar am: 14.05.2026",
    ]);
  });

  it("gives numbers their sense: minimum points per body, most beds", () => {
    const { chips } = events("punkte_icw=5&punkte_dgfw=0");
    expect(chips.map((c) => [c.text, c.href])).toEqual([
      ["Fortbildungspunkte ICW: mindestens 5", "/veranstaltungen?punkte_dgfw=0"],
      ["Fortbildungspunkte DGfW: mindestens 0", "/veranstaltungen?punkte_icw=5"],
    ]);
    expect(carePartners("betten=50").chips[0]!.text).toBe("Bettenanzahl: höchstens 50");
  });

  it("has no chip for the search words; 'Alle entfernen' keeps them and the order", () => {
    const { chips, clearAll } = events("q=Wunde&thema=Dekubitus&ort=Kiel&sort=name&page=2");
    expect(chips.map((c) => c.text)).toEqual(["Umkreis 100 km um Kiel", "Themengebiete: Dekubitus"]);
    expect(clearAll).toBe("/veranstaltungen?q=Wunde&sort=name");
    expect(events("q=Wunde").chips).toEqual([]);
  });
});
