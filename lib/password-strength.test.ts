import { passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it("rates common and short passwords 'Too weak'", () => {
    expect(passwordStrength("passwort")).toBe("Too weak");
    expect(passwordStrength("123456")).toBe("Too weak");
    expect(passwordStrength("hallo123")).toBe("Too weak");
  });

  it("rates a password built from the user's own name 'Too weak'", () => {
    expect(passwordStrength("annaberg", ["annaberg"])).toBe("Too weak");
  });

  it("accepts long unusual passphrases", () => {
    expect(["Medium", "Strong"]).toContain(passwordStrength("Kompressen-Wolke-Fahrrad-73"));
  });
});
