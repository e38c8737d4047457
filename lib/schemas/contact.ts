// The contact form on the detail pages; the server action parses with the same schema.
import { z } from "@/lib/zod";
import { MAIN_LISTING_KINDS } from "@wundportal/rules";
import { CONTACT_MESSAGES } from "@/lib/messages";

/** The CMS keeps the same limits (cms/src/contact/contact-request.ts). */
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 200;

export const contactSchema = z.object({
  listingKind: z.enum(MAIN_LISTING_KINDS),
  listingId: z.coerce.number().int().positive(),
  name: z.string().trim().max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  message_body: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;
