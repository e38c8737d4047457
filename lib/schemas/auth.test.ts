import { PASSWORD_MESSAGES } from "@/lib/messages";
import { changePasswordSchema, passwordNewSchema, profileSchema, signUpSchema } from "./auth";

const signUp = (password: string) =>
  signUpSchema.safeParse({
    privacy: true,
    username: "annaberg",
    Rolle: "Referent",
    email: "anna@example.org",
    password,
  });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("one password policy for every form that sets a password", () => {
  it("sign-up refuses short and guessable passwords", () => {
    expect(firstMessage(signUp("123456"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(firstMessage(signUp("aaaaaa"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(firstMessage(signUp("passwort1"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(firstMessage(signUp("annaberg1"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(signUp("Wundheilung-Kompresse-42").success).toBe(true);
  });

  it("a new password from the reset mail follows the same rule", () => {
    const parse = (password: string) =>
      passwordNewSchema.safeParse({ code: "x", password, passwordConfirmation: password });
    expect(firstMessage(parse("aaaaaa"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(firstMessage(parse("12345678"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(parse("Wundheilung-Kompresse-42").success).toBe(true);
  });

  it("the account page says 'Neues Passwort zu schwach'", () => {
    const parse = (password: string) =>
      changePasswordSchema.safeParse({ currentPassword: "alt", password, passwordConfirmation: password });
    expect(firstMessage(parse("123456"))).toBe("Neues Passwort zu schwach");
    expect(firstMessage(parse("passwort1"))).toBe("Neues Passwort zu schwach");
    expect(parse("Wundheilung-Kompresse-42").success).toBe(true);
  });
});

describe("profile", () => {
  const base = { username: "anna", email: "anna@example.org" };

  it("accepts an avatar address only with http or https", () => {
    expect(profileSchema.safeParse({ ...base, avatar_url: "https://example.org/a.png" }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, avatar_url: "" }).data?.avatar_url).toBeNull();
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAAA", "example.org/a.png"]) {
      expect(firstMessage(profileSchema.safeParse({ ...base, avatar_url: bad }))).toBe(
        "Bitte eine Adresse mit http:// oder https:// angeben.",
      );
    }
  });
});
