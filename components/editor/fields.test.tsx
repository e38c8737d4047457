import { optionsOf } from "./fields";

describe("optionsOf", () => {
  it("labels stored values spelled without umlauts in German, keeping the stored value", () => {
    expect(optionsOf(["Hyaluronsaeure", "Alginat"])).toEqual([
      { value: "Hyaluronsaeure", label: "Hyaluronsäure" },
      { value: "Alginat", label: "Alginat" },
    ]);
  });
});
