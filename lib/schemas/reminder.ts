// The 'Erinnern' form of an event: one schema for the form and the server action.
import { z } from "@/lib/zod";
import { optInFields } from "./saved-search";

export const reminderSchema = z.object({
  ...optInFields,
  event: z.coerce.number().int().positive("Diese Veranstaltung gibt es nicht."),
});
