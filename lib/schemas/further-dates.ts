// "Weitere Termine anlegen": the dates an event is copied to, as the form and the server action
// read them (datetime-local values, Berlin time). Each date follows the event form's date rule
// (checkDateRange); the CMS checks the stored instants again.
import { z } from "@/lib/zod";
import { MAX_FURTHER_DATES } from "@wundportal/rules";
import { checkEventDates } from "./listings-event";

export const FURTHER_DATES_MESSAGES = {
  startRequired: "Bitte geben Sie den Beginn an.",
  none: "Bitte wählen Sie mindestens einen Termin.",
  tooMany: `Höchstens ${MAX_FURTHER_DATES} Termine auf einmal.`,
} as const;

const furtherDateSchema = z
  .object({ Startzeit: z.string(), Endzeit: z.string() })
  .superRefine((value, context) => {
    if (!value.Startzeit) {
      context.addIssue({
        code: "custom",
        path: ["Startzeit"],
        message: FURTHER_DATES_MESSAGES.startRequired,
      });
      return;
    }
    checkEventDates(value, context);
  });

export const furtherDatesSchema = z.object({
  id: z.number().int().positive(),
  termine: z
    .array(furtherDateSchema)
    .min(1, FURTHER_DATES_MESSAGES.none)
    .max(MAX_FURTHER_DATES, FURTHER_DATES_MESSAGES.tooMany),
});
export type FurtherDatesValues = z.infer<typeof furtherDatesSchema>;
