// One zod schema per form, used by the form and by the server (sign-in and reset: lib/schemas/sign-in.ts).
import {
  PASSWORD_MIN_LENGTH,
  passwordUserInputs,
  type PasswordOwner,
} from "@wundportal/rules/password-policy";
import { z } from "@/lib/zod";
import { PASSWORD_MESSAGES } from "@/lib/messages";
import { ROLES } from "@/lib/roles";
import { isHttpUrl } from "@/lib/url";
import { email } from "@/lib/schemas/sign-in";

export const PRIVACY_MESSAGE = "Bitte akzeptieren Sie die Datenschutzbestimmungen";

// The password policy is the rules package's, which the CMS enforces (cms/src/auth/password-policy.ts).

// The strength estimator with its dictionaries (several hundred KB gzipped) is loaded when a
// password is first checked, not with the form's page; the checks are asynchronous therefore
// (parse with safeParseAsync; react-hook-form's zodResolver does). The server runs the same code.
const loadStrength = () => import("@/lib/password-strength");

/** Starts loading the estimator (a form calls it when the visitor starts filling it in). */
export function preloadPasswordStrength(): void {
  void loadStrength();
}

const isTooWeak = async (password: string, user?: PasswordOwner) =>
  (await loadStrength()).passwordStrength(password, passwordUserInputs(user)) === "Too weak";

/** A password being set: required, at least PASSWORD_MIN_LENGTH characters, not 'Too weak' for zxcvbn. */
const newPassword = ({
  required = PASSWORD_MESSAGES.required as string,
  tooShort = PASSWORD_MESSAGES.tooShort as string,
  tooWeak = PASSWORD_MESSAGES.tooWeak as string,
} = {}) =>
  z
    .string()
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine(
      async (password) => password.length < PASSWORD_MIN_LENGTH || !(await isTooWeak(password)),
      tooWeak,
    );

export const signUpSchema = z
  .object({
    privacy: z.literal(true, PRIVACY_MESSAGE),
    username: z
      .string()
      .trim()
      .min(1, "Nutzername ist ein Pflichtfeld!")
      .min(3, "Der Nutzername braucht mindestens 3 Zeichen."),
    Rolle: z.enum(ROLES, "Bitte wählen Sie aus, als was Sie sich registrieren."),
    email,
    password: newPassword(),
  })
  // A password built from the user's own name or address is too weak as well.
  .refine(async (v) => !(await isTooWeak(v.password, v)), {
    path: ["password"],
    message: PASSWORD_MESSAGES.tooWeak,
  });

export const passwordNewSchema = z.object({
  code: z.string().min(1, "Der Link ist unvollständig. Bitte fordern Sie eine neue Email an."),
  password: newPassword(),
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

const optionalHttpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => !v || isHttpUrl(v), "Bitte eine Adresse mit http:// oder https:// angeben.")
  .transform((v) => v || null)
  .nullable()
  .optional();

export const profileSchema = z.object({
  username: z.string().trim().min(1, "Nutzername ist ein Pflichtfeld!"),
  email: z.string().trim().min(1, "Email ist ein Pflichtfeld!").pipe(z.email("Email ist ein Pflichtfeld!")),
  twitter_nutzername: optionalText(100),
  linkedin_nutzername: optionalText(100),
  github_nutzername: optionalText(100),
  website_url: optionalHttpUrl,
  avatar_url: optionalHttpUrl,
  bio: optionalText(2000),
  /** Needed only to change the e-mail address (checked by the CMS). */
  currentPassword: z.string().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Bitte geben Sie Ihr altes Passwort ein!"),
  password: newPassword({
    required: "Bitte gebem Sie Ihr neues Passwort ein!",
    tooShort: PASSWORD_MESSAGES.newTooWeak,
    tooWeak: PASSWORD_MESSAGES.newTooWeak,
  }),
  passwordConfirmation: z.string().min(1, "Bitte gebem Sie Ihr neues Passwort ein!"),
});
