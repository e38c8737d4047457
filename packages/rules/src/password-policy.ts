// The password policy of every path that sets a password (registration, reset, change), once for
// both processes: the CMS refuses a password that breaks it (cms/src/auth/password-policy.ts,
// PASSWORD_TOO_WEAK) and the web app's forms say so before sending (lib/schemas/auth.ts). The
// strength is the score of the zxcvbn-ts estimator (0–4), set up with its common and German
// dictionaries; each process runs its own copy of the estimator (the browser loads it lazily), so
// this file holds the rule and the estimator is passed in.

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** The lowest zxcvbn score a password may have: 0 and 1 are 'Too weak'. */
export const PASSWORD_MIN_SCORE = 2;

/** The account a password is checked for. */
export interface PasswordOwner {
  username?: unknown;
  email?: unknown;
}

/** zxcvbn's score of `password`, given words the user chose (the estimator each process loads). */
export type PasswordScore = (password: string, userInputs: string[]) => number;

/** Names the user chose, which a password must not lean on: the user name, the address and its local part. */
export function passwordUserInputs(user: PasswordOwner = {}): string[] {
  const email = typeof user.email === "string" ? user.email : null;
  return [user.username, email, email?.split("@")[0]].filter(
    (v): v is string => typeof v === "string" && v !== "",
  );
}

/** Whether a score is too weak for the policy. */
export const isTooWeakScore = (score: number) => score < PASSWORD_MIN_SCORE;

/** Whether `password` meets the policy: a string, long enough and not too weak for this owner. */
export function meetsPasswordPolicy(password: unknown, score: PasswordScore, user?: PasswordOwner): boolean {
  return (
    typeof password === "string" &&
    password.length >= PASSWORD_MIN_LENGTH &&
    !isTooWeakScore(score(password, passwordUserInputs(user)))
  );
}
