import { countLabel, countNoun, joinParts, placeWithRegion } from "./format";

describe("counts", () => {
  it("says one thing in the singular and every other count in the plural", () => {
    expect(countLabel(1, "Produkt", "Produkte")).toBe("1 Produkt");
    expect(countLabel(2, "Produkt", "Produkte")).toBe("2 Produkte");
    expect(countLabel(0, "Veranstaltung", "Veranstaltungen")).toBe("0 Veranstaltungen");
    expect(countLabel(1234, "Aufruf", "Aufrufe")).toBe("1.234 Aufrufe");
    expect(countLabel(1.5, "Punkt", "Punkte")).toBe("1,5 Punkte");
  });

  it("gives the noun alone for a number drawn elsewhere", () => {
    expect(countNoun(1, "R-Punkt", "R-Punkte")).toBe("R-Punkt");
    expect(countNoun(12, "R-Punkt", "R-Punkte")).toBe("R-Punkte");
  });
});

describe("joinParts", () => {
  it("joins the parts that exist with a middle dot", () => {
    expect(joinParts("12.03.26", "Hamburg")).toBe("12.03.26 · Hamburg");
    expect(joinParts("Klinik", ["Wunde", "Ernährung"], 3)).toBe("Klinik · Wunde · Ernährung · 3");
  });

  it("leaves no separator at the start or end when a part is missing or blank", () => {
    expect(joinParts(null, "Hamburg")).toBe("Hamburg");
    expect(joinParts("Hamburg", undefined)).toBe("Hamburg");
    expect(joinParts("", "  ", false, "Klinik", [])).toBe("Klinik");
    expect(joinParts(null, undefined)).toBe("");
  });
});

describe("placeWithRegion", () => {
  it("adds the Bundesland to a place in another Land", () => {
    expect(placeWithRegion("80331 München", "Bayern")).toBe("80331 München, Bayern");
  });

  it("leaves out a Bundesland that the place already names", () => {
    expect(placeWithRegion("20095 Hamburg", "Hamburg")).toBe("20095 Hamburg");
    expect(placeWithRegion("10115 Berlin", "berlin")).toBe("10115 Berlin");
    expect(placeWithRegion("28195 Bremen", "Bremen")).toBe("28195 Bremen");
    expect(placeWithRegion("Kiel, Schleswig-Holstein", "Schleswig-Holstein")).toBe(
      "Kiel, Schleswig-Holstein",
    );
  });

  it("does not take a city for a Land it only begins like", () => {
    expect(placeWithRegion("99084 Erfurt", "Thüringen")).toBe("99084 Erfurt, Thüringen");
    expect(placeWithRegion("27568 Bremerhaven", "Bremen")).toBe("27568 Bremerhaven, Bremen");
  });

  it("copes with a missing place or Bundesland", () => {
    expect(placeWithRegion("20095 Hamburg", null)).toBe("20095 Hamburg");
    expect(placeWithRegion("", "Hamburg")).toBe("Hamburg");
  });
});
