// POST /api/contact-requests/send { listingKind, listingId, message_body, name }: answers
// { data: { sent: true } } or a refusal with `details.code` (thrown by contact/contact-request.ts);
// never the recipient's address. Only signed-in users reach it (role permissions).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { parseContactInput, sendContactRequest } from "../../../contact/contact-request";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    await sendContactRequest(strapi, ctx.state.user, parseContactInput(ctx.request.body));
    ctx.send({ data: { sent: true } });
  },
});
