// The one password policy of every path that sets a password (registration, reset, change), so a
// direct API call is held to the same rule as the web app's forms (lib/schemas/auth.ts): the rule
// (length, lowest zxcvbn-ts score, the user's own names) is the rules package's; this file runs
// the estimator with its dictionaries and refuses.
import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH, type PasswordOwner } from "@wundportal/rules";
import { refuse } from "../utils/refusal";
import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as german from "@zxcvbn-ts/language-de";

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...german.dictionary },
  graphs: common.adjacencyGraphs,
});

const score = (password: string, userInputs: string[]) => zxcvbn(password, userInputs).score;

const isStrongEnough = (password: unknown, user?: PasswordOwner): boolean =>
  meetsPasswordPolicy(password, score, user);

/** Throws the machine-readable PASSWORD_TOO_WEAK the web app turns into its German text. */
export function assertStrongPassword(password: unknown, user?: PasswordOwner): void {
  if (isStrongEnough(password, user)) return;
  refuse(
    400,
    "PASSWORD_TOO_WEAK",
    `Das Passwort ist zu schwach: mindestens ${PASSWORD_MIN_LENGTH} Zeichen und schwer zu erraten.`,
  );
}
