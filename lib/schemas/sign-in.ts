// The forms that only ask for an address and a password, in a module of their own: the password
// strength estimator of lib/schemas/auth.ts (zxcvbn with its dictionaries, the largest script of
// the portal) is needed where a password is set, not on the sign-in or reset page.
import { z } from "@/lib/zod";

export const email = z
  .string()
  .trim()
  .min(1, "Email ist ein Pflichtfeld!")
  .pipe(z.email("Bitte geben Sie eine gültige Email-Adresse ein."));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Passwort ist ein Pflichtfeld!"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordResetSchema = z.object({ email });

/** 'Bestätigungsmail erneut senden' (/signin/bestaetigungsmail). */
export const confirmationResendSchema = z.object({ email });
