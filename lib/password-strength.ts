// Password strength with the maintained zxcvbn-ts estimator (German and common dictionaries).
import { isTooWeakScore } from "@wundportal/rules/password-policy";
import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as german from "@zxcvbn-ts/language-de";

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...german.dictionary },
  graphs: common.adjacencyGraphs,
  translations: german.translations,
});

export type StrengthLabel = "Too weak" | "Weak" | "Medium" | "Strong";

/** zxcvbn scores 0–4 mapped to the labels the specification names; below the policy's lowest score (2) is 'Too weak'. */
export function passwordStrength(password: string, userInputs: string[] = []): StrengthLabel {
  const { score } = zxcvbn(password, userInputs);
  if (isTooWeakScore(score)) return "Too weak";
  if (score === 2) return "Weak";
  if (score === 3) return "Medium";
  return "Strong";
}
