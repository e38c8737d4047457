"use server";
// Sends a contact request to a listing. The CMS looks up the recipient and sets the sender from
// the user's token; this action never sees, and never answers with, the recipient's address.
import { CONTACT_MESSAGES } from "@/lib/messages";
import { contactSchema } from "@/lib/schemas/contact";
import { strapiFetch } from "@/server/cms/client";
import { WriteRefused, defineWrite } from "./write";

export const sendContactRequest = defineWrite({
  schema: contactSchema,
  label: "[kontakt] senden",
  fallback: CONTACT_MESSAGES.failed,
  fieldOfCode: {
    "contact.messageRequired": "message_body",
    "contact.messageTooLong": "message_body",
  },
  run: async (data, auth) => {
    // Undefined fields are dropped (signed-in spec, section 5): an empty name is not sent.
    if (!auth.user.email) throw new WriteRefused(CONTACT_MESSAGES.emailMissing, 400);
    await strapiFetch("/contact-requests/send", {
      method: "POST",
      token: auth.jwt,
      body: {
        listingKind: data.listingKind,
        listingId: data.listingId,
        message_body: data.message_body,
        ...(data.name ? { name: data.name } : {}),
      },
    });
    return { ok: true, message: CONTACT_MESSAGES.sent };
  },
});
