// Mails as a receiving server reads them: the raw message maildev caught, parsed by a MIME parser
// of its own. Only the CMS API tests load it (Playwright's loader has no import.meta for .mjs files).
import { createRequire } from "node:module";
import { MAILDEV_URL } from "./mail.mjs";

// The mailparser that maildev ships (no dependency of ours).
const { MailParser } = createRequire(import.meta.url)("../../node_modules/maildev/vendor/mailparser-mit");

/**
 * The message as it arrived over SMTP, before maildev made anything of it.
 * @param {import("./mail.mjs").Mail} mail
 */
export async function rawMessage(mail) {
  const response = await fetch(`${MAILDEV_URL}/email/${mail.id}/source`);
  if (!response.ok) throw new Error(`Quelltext der Mail „${mail.subject}“: ${response.status}`);
  return response.text();
}

/**
 * A raw message as a MIME parser reads it: `headers` (names in lower case, encoded words decoded),
 * `html`, `text`.
 * @param {string} raw
 * @returns {Promise<{ headers: Record<string, string>, html?: string, text?: string, subject: string }>}
 */
export function parseMessage(raw) {
  return new Promise((resolve, reject) => {
    const parser = new MailParser({ defaultCharset: "utf-8" });
    parser.on("end", resolve);
    parser.on("error", reject);
    parser.end(raw);
  });
}
