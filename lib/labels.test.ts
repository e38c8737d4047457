import { bandLabel } from "./labels";

describe("bandLabel", () => {
  it("turns stored keys into what users read", () => {
    expect(bandLabel("Teilnehmergebuehr", "bis50")).toBe("0-50 €");
    expect(bandLabel("Einsatzgebiet", "ueber300")).toBe("über 300 km");
    expect(bandLabel("Groessenband", "bis12_5")).toBe("7,5-12,5 cm");
    expect(bandLabel("Energiegehalt", null)).toBeNull();
  });
});
