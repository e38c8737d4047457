import { PASSWORD_MESSAGES } from "@/lib/messages";
import { changePasswordSchema, passwordNewSchema, profileSchema, signUpSchema } from "./auth";

const signUp = (password: string) =>
  signUpSchema.safeParseAsync({
    privacy: true,
    username: "annaberg",
    Rolle: "Referent",
    email: "anna@example.org",
    password,
  });
// The strength checks load their estimator on demand, so these schemas parse asynchronously.
type Parsed = { success: boolean; error?: { issues: { message: string }[] } };
const firstMessage = async (result: Promise<Parsed>) => (await result).error?.issues[0]?.message;
const succeeds = async (result: Promise<Parsed>) => (await result).success;

describe("one password policy for every form that sets a password", () => {
  it("sign-up refuses short and guessable passwords", async () => {
    expect(await firstMessage(signUp("123456"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await firstMessage(signUp("aaaaaa"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await firstMessage(signUp("passwort1"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(await firstMessage(signUp("annaberg1"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(await succeeds(signUp("Wundheilung-Kompresse-42"))).toBe(true);
  });

  it("sign-up refuses a password that is the address's local part, as the CMS does", async () => {
    const result = signUpSchema.safeParseAsync({
      privacy: true,
      username: "annaberg",
      Rolle: "Referent",
      email: "wundexpertin.kiel@example.org",
      password: "wundexpertin.kiel",
    });
    expect(await firstMessage(result)).toBe(PASSWORD_MESSAGES.tooWeak);
  });

  it("a new password from the reset mail follows the same rule", async () => {
    const parse = (password: string) =>
      passwordNewSchema.safeParseAsync({ code: "x", password, passwordConfirmation: password });
    expect(await firstMessage(parse("aaaaaa"))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await firstMessage(parse("12345678"))).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(await succeeds(parse("Wundheilung-Kompresse-42"))).toBe(true);
  });

  it("the account page says 'Neues Passwort zu schwach'", async () => {
    const parse = (password: string) =>
      changePasswordSchema.safeParseAsync({
        currentPassword: "alt",
        password,
        passwordConfirmation: password,
      });
    expect(await firstMessage(parse("123456"))).toBe("Neues Passwort zu schwach");
    expect(await firstMessage(parse("passwort1"))).toBe("Neues Passwort zu schwach");
    expect(await succeeds(parse("Wundheilung-Kompresse-42"))).toBe(true);
  });
});

describe("profile", () => {
  const base = { username: "anna", email: "anna@example.org" };

  it("accepts an avatar address only with http or https", () => {
    expect(profileSchema.safeParse({ ...base, avatar_url: "https://example.org/a.png" }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, avatar_url: "" }).data?.avatar_url).toBeNull();
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAAA", "example.org/a.png"]) {
      expect(profileSchema.safeParse({ ...base, avatar_url: bad }).error?.issues[0]?.message).toBe(
        "Bitte eine Adresse mit http:// oder https:// angeben.",
      );
    }
  });
});
