// The 'Suche speichern' dialog: one schema for the form and the server action.
import { z } from "@/lib/zod";
import { ALERT_LISTS, FREQUENCIES } from "@/lib/alerts/lists";

export const ALERT_CONSENT_MESSAGE = "Bitte stimmen Sie der Speicherung Ihrer Email-Adresse zu.";

/** The address and consent of every mail a visitor asks for without an account (searches, reminders). */
export const optInFields = {
  email: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie Ihre Email-Adresse ein.")
    .max(254, "Bitte geben Sie eine gültige Email-Adresse ein.")
    .pipe(z.email("Bitte geben Sie eine gültige Email-Adresse ein.")),
  consent: z.literal(true, ALERT_CONSENT_MESSAGE),
};

export const saveSearchSchema = z.object({
  ...optInFields,
  frequency: z.enum(FREQUENCIES, "Bitte wählen Sie, wie oft wir Ihnen schreiben sollen."),
  list: z.enum(ALERT_LISTS, "Diese Liste kann nicht gespeichert werden."),
  /** The list page's URL query as the browser shows it; the server normalises it. */
  query: z.string().max(4000, "Diese Suche ist zu lang, um sie zu speichern."),
});

export type SaveSearchInput = z.input<typeof saveSearchSchema>;

export const manageTokenSchema = z.object({ token: z.string().min(1).max(200) });
export const updateAlertSchema = manageTokenSchema.extend({ frequency: z.enum(FREQUENCIES) });
