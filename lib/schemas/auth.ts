// One zod schema per form, used by the form and by the server (STYLE 8).
import { z } from "zod";
import { ROLES } from "@/lib/taxonomy";

export const PRIVACY_MESSAGE = "Bitte akzeptieren Sie die Datenschutzbestimmungen";

const email = z
  .string()
  .trim()
  .min(1, "Email ist ein Pflichtfeld!")
  .pipe(z.email("Bitte geben Sie eine gültige Email-Adresse ein."));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Passwort ist ein Pflichtfeld!"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  privacy: z.literal(true, PRIVACY_MESSAGE),
  username: z
    .string()
    .trim()
    .min(1, "Nutzername ist ein Pflichtfeld!")
    .min(3, "Der Nutzername braucht mindestens 3 Zeichen."),
  Rolle: z.enum(ROLES, "Bitte wählen Sie aus, als was Sie sich registrieren."),
  email,
  password: z
    .string()
    .min(1, "Passwort ist ein Pflichtfeld!")
    .min(6, "Das Passwort braucht mindestens 6 Zeichen."),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetSchema = z.object({ email });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const passwordNewSchema = z.object({
  code: z.string().min(1, "Der Link ist unvollständig. Bitte fordern Sie eine neue Email an."),
  password: z.string().min(1, "Passwort ist ein Pflichtfeld!"),
  passwordConfirmation: z.string().min(1, "Bitte wiederholen Sie das Passwort."),
});
export type PasswordNewInput = z.infer<typeof passwordNewSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const profileSchema = z.object({
  username: z.string().trim().min(1, "Nutzername ist ein Pflichtfeld!"),
  email: z.string().trim().min(1, "Email ist ein Pflichtfeld!").pipe(z.email("Email ist ein Pflichtfeld!")),
  twitter_nutzername: optionalText(100),
  linkedin_nutzername: optionalText(100),
  github_nutzername: optionalText(100),
  website_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => !v || /^https?:\/\/\S+$/i.test(v), "Bitte eine Adresse mit http:// oder https:// angeben.")
    .transform((v) => v || null)
    .nullable()
    .optional(),
  bio: optionalText(2000),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Bitte geben Sie Ihr altes Passwort ein!"),
  password: z.string().min(1, "Bitte gebem Sie Ihr neues Passwort ein!"),
  passwordConfirmation: z.string().min(1, "Bitte gebem Sie Ihr neues Passwort ein!"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
