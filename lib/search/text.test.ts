import { editDistance, fold, maxEdits, plainOfRichText, termOf } from "./text";

describe("German terms", () => {
  it.each([
    ["Süd", "sued"],
    ["Fuß", "Fuss"],
    ["Druckgeschwür", "Druckgeschwuer"],
    ["Ernährung", "Ernaehrung"],
    ["Débridement", "Debridement"],
    ["Füße", "Fuesse"],
  ])("folds %s and %s to one term", (a, b) => {
    expect(termOf(a)).toBe(termOf(b));
  });

  it.each([
    ["Wundkongresse", "Wundkongress"],
    ["Kliniken", "Klinik"],
    ["Druckgeschwüre", "Druckgeschwür"],
    ["Pflegeheime", "Pflegeheim"],
    ["Kongresses", "Kongress"],
  ])("stems %s like %s", (a, b) => {
    expect(termOf(a)).toBe(termOf(b));
  });

  it("keeps ue after q and leaves codes unstemmed", () => {
    expect(fold("Quelle")).toBe("quelle");
    expect(termOf("15144696")).toBe("15144696");
    expect(termOf("2027")).toBe("2027");
  });

  it("drops function words", () => {
    expect(termOf("und")).toBeNull();
    expect(termOf("für")).toBeNull();
    expect(termOf("Wunde")).not.toBeNull();
  });

  it("allows no edit below 5 letters, one from 5 and two from 9", () => {
    expect(maxEdits("stom")).toBe(0);
    expect(maxEdits("stoma")).toBe(1);
    expect(maxEdits("dekubitu")).toBe(1);
    expect(maxEdits("dekubitus")).toBe(2);
  });

  it("measures edits", () => {
    expect(editDistance("dekubitis", "dekubitus")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
  });

  it("reads rich text as plain text without script contents", () => {
    expect(
      plainOfRichText(
        "<p>Wund&shy;pflege &amp; <b>Hygiene</b></p><script>alert(1)</script><ul><li>A</li></ul>",
      ),
    ).toBe("Wundpflege & Hygiene A");
  });
});
