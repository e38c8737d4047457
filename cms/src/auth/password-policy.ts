// The one password policy of every path that sets a password (registration, reset, change), so a
// direct API call is held to the same rule as the web app's forms (lib/schemas/auth.ts): at least
// 8 characters and a zxcvbn-ts score of 2 or more (0 and 1 are 'Too weak').
import { refuse } from "../utils/refusal";
import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as german from "@zxcvbn-ts/language-de";

export const MIN_LENGTH = 8;

/** The account a password is checked for. */
interface PasswordOwner {
  username?: unknown;
  email?: unknown;
}

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...german.dictionary },
  graphs: common.adjacencyGraphs,
});

/** Names the user chose, which a password must not lean on. */
const userInputsOf = (user: PasswordOwner = {}): string[] =>
  [user.username, user.email, typeof user.email === "string" ? user.email.split("@")[0] : null].filter(
    (v): v is string => typeof v === "string" && v !== "",
  );

export function isStrongEnough(password: unknown, user?: PasswordOwner): boolean {
  return (
    typeof password === "string" &&
    password.length >= MIN_LENGTH &&
    zxcvbn(password, userInputsOf(user)).score >= 2
  );
}

/** Throws the machine-readable PASSWORD_TOO_WEAK the web app turns into its German text. */
export function assertStrongPassword(password: unknown, user?: PasswordOwner): void {
  if (isStrongEnough(password, user)) return;
  refuse(
    400,
    "PASSWORD_TOO_WEAK",
    "Das Passwort ist zu schwach: mindestens 8 Zeichen und schwer zu erraten.",
  );
}
