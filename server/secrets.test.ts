import { secretsMatch } from "./secrets";

describe("secretsMatch", () => {
  it("accepts only the exact secret", () => {
    expect(secretsMatch("geheim-geheim", "geheim-geheim")).toBe(true);
    expect(secretsMatch("geheim-geheiM", "geheim-geheim")).toBe(false);
    expect(secretsMatch("kurz", "geheim-geheim")).toBe(false);
    expect(secretsMatch(null, "geheim-geheim")).toBe(false);
    expect(secretsMatch("", "geheim-geheim")).toBe(false);
  });
});
