// What every mail the CMS sends has, whoever sends it: what a user typed stays text in the HTML
// part (Strapi's users-permissions templates interpolate without escaping); a mail with an HTML
// part has a real plain-text part (Strapi sends its own mails with the HTML as text, and the
// nodemailer provider copies a missing text from the HTML); the HTML part is a whole German
// document; and the mail says it was sent automatically (RFC 3834), so auto-responders stay quiet.
import type { Core } from "@strapi/strapi";
import { convert } from "html-to-text";
import { siteUrl } from "../shared";
import { escapeHtml } from "./text";
import { countMail } from "../metrics/metrics";

/** A header value nodemailer writes as it is (already encoded), instead of encoding it again. */
interface PreparedHeader {
  prepared: true;
  value: string;
}
type Headers = Record<string, string | PreparedHeader>;

interface MailOptions {
  subject?: string;
  text?: string | false | null;
  html?: string | false | null;
  headers?: Headers;
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

/** An HTML part as a whole document (doctype, language, charset, title); one that is already whole stays. */
export function htmlDocument(html: string, title: string): string {
  if (/^\s*<!doctype html/i.test(html)) return html;
  return (
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body>${html}</body></html>`
  );
}

/** The mail as sent: a whole HTML document, and marked as sent automatically (no sender can say otherwise). */
export function withStandardParts<T extends MailOptions>(options: T): T {
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== "auto-submitted"),
  );
  const { html } = options;
  return {
    ...options,
    ...(typeof html === "string" ? { html: htmlDocument(html, options.subject || "Wundportal") } : {}),
    headers: { ...headers, "Auto-Submitted": "auto-generated" },
  };
}

/** The mailing lists the portal sends to; each list's id is `<key>.<host of SITE_URL>` (RFC 2919). */
export const MAILING_LISTS = {
  suchauftraege: "Wundportal Suchaufträge",
  erinnerungen: "Wundportal Erinnerungen",
  folgen: "Wundportal Folgen",
} as const;

/** A phrase as one RFC 2047 word when it is not plain ASCII (nodemailer would encode the id with it). */
const headerPhrase = (phrase: string) =>
  /^[\x20-\x7e]*$/.test(phrase) ? phrase : `=?UTF-8?B?${Buffer.from(phrase, "utf8").toString("base64")}?=`;

/**
 * The headers of a mail sent to a list's subscriber: the list's id, and one-click unsubscribe
 * (RFC 8058: a POST to `oneClick` unsubscribes without further questions) with an optional mailto.
 */
export function listHeaders(
  list: keyof typeof MAILING_LISTS,
  unsubscribe: { oneClick: string; mailto?: string },
): Headers {
  const id = `${list}.${new URL(siteUrl()).hostname}`;
  return {
    "List-Id": { prepared: true, value: `${headerPhrase(MAILING_LISTS[list])} <${id}>` },
    "List-Unsubscribe": [unsubscribe.oneClick, unsubscribe.mailto]
      .filter((uri): uri is string => Boolean(uri))
      .map((uri) => `<${uri}>`)
      .join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Routes every mail through withPlainText and withStandardParts, and counts it. Wraps the provider, which both
 * the email service's send and sendTemplatedEmail call, so no sender can bypass it.
 */
export function guardOutgoingMail(strapi: Core.Strapi): void {
  const plugin = strapi.plugin("email") as unknown as {
    provider: { send(options: MailOptions): Promise<unknown> };
  };
  const provider = plugin.provider;
  const send = provider.send.bind(provider);
  // The text part is made from the HTML as the sender wrote it, before it becomes a whole document.
  // Counted by outcome for the metrics (a mail the SMTP server took, or one it refused or never got).
  provider.send = (options: MailOptions) =>
    send(withStandardParts(withPlainText(options))).then(
      (result) => {
        countMail("sent");
        return result;
      },
      (error: unknown) => {
        countMail("failed");
        throw error;
      },
    );
}
