// Two guarantees for every mail the CMS sends: what a user typed stays text in the HTML part
// (Strapi's users-permissions templates interpolate without escaping), and a mail with an HTML
// part has a real plain-text part (Strapi sends its own mails with the HTML as text, and the
// nodemailer provider copies a missing text from the HTML).
import type { Core } from "@strapi/strapi";
import { convert } from "html-to-text";
import { escapeHtml } from "./text";

interface MailOptions {
  text?: string | false | null;
  html?: string | false | null;
  [key: string]: unknown;
}

/** The reading text of an HTML mail part: paragraphs as blank lines, each link's address after its words. */
export const plainTextOf = (html: string): string => convert(html, { wordwrap: false });

/** The mail as sent: an HTML part without a text part of its own gets one made from it. */
export function withPlainText<T extends MailOptions>(options: T): T {
  const { html, text } = options;
  if (typeof html !== "string" || (typeof text === "string" && text !== html)) return options;
  return { ...options, text: plainTextOf(html) };
}

/** Every string in the template data HTML-escaped, at any depth (USER.username, ...). */
export function escapedTemplateData<T>(data: T): T {
  if (typeof data === "string") return escapeHtml(data) as T;
  if (Array.isArray(data)) return data.map((item) => escapedTemplateData(item)) as T;
  if (data && typeof data === "object" && !(data instanceof Date)) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, escapedTemplateData(value)]),
    ) as T;
  }
  return data;
}

/**
 * Routes every mail through withPlainText. Wraps the provider, which both the email service's
 * send and sendTemplatedEmail call, so no sender can bypass it.
 */
export function ensurePlainTextParts(strapi: Core.Strapi): void {
  const plugin = strapi.plugin("email") as unknown as {
    provider: { send(options: MailOptions): Promise<unknown> };
  };
  const provider = plugin.provider;
  const send = provider.send.bind(provider);
  provider.send = (options: MailOptions) => send(withPlainText(options));
}
