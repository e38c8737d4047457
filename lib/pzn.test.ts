import { isValidPzn, PZN_MESSAGE } from "./pzn";

describe("isValidPzn", () => {
  it.each([
    "27580899", // example of the IFA's PZN8 description
    "06313728", // E-Rezept test data
    "06491772",
    "00951474", // Ibuprofen 400 akut
    "04877800", // an old PZN7 4877800 with a leading 0
  ])("accepts the real PZN %s", (pzn) => {
    expect(isValidPzn(pzn)).toBe(true);
  });

  it.each(["27580898", "06313729", "06491770"])("refuses %s with a wrong check digit", (pzn) => {
    expect(isValidPzn(pzn)).toBe(false);
  });

  it("refuses numbers whose check sum leaves 10 whatever the last digit", () => {
    // 3000001: 3×1 + 1×7 = 10, and 10 mod 11 = 10.
    for (let last = 0; last <= 9; last++) expect(isValidPzn(`3000001${last}`)).toBe(false);
  });

  it.each(["", "2758089", "275808990", "2758089a", " 27580899", "-27580899", "2758 0899"])(
    "refuses %p, which is not 8 digits",
    (value) => {
      expect(isValidPzn(value)).toBe(false);
    },
  );

  it("has a German message naming the rule", () => {
    expect(PZN_MESSAGE).toBe("Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich");
  });
});
