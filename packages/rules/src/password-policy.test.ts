import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH, passwordUserInputs } from "./password-policy";

// A stand-in estimator: weak (1) when the password contains one of the user's names, else strong (3).
const score = (password: string, userInputs: string[]) =>
  userInputs.some((input) => password.includes(input)) ? 1 : 3;

describe("the password policy of both processes", () => {
  it("names the user name, the address and the address's local part as words to avoid", () => {
    expect(passwordUserInputs({ username: "anna", email: "a.berg@example.org" })).toEqual([
      "anna",
      "a.berg@example.org",
      "a.berg",
    ]);
    expect(passwordUserInputs({ username: 7, email: "" })).toEqual([]);
    expect(passwordUserInputs()).toEqual([]);
  });

  it("takes a string of at least 8 characters the estimator does not call too weak", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(meetsPasswordPolicy("abcdefgh", score)).toBe(true);
    expect(meetsPasswordPolicy("abcdefg", score)).toBe(false);
    expect(meetsPasswordPolicy(12345678, score)).toBe(false);
    expect(meetsPasswordPolicy("xx-a.berg-xx", score, { email: "a.berg@example.org" })).toBe(false);
  });
});
