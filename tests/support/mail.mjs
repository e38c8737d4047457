// The mails maildev caught (its REST API), as a user would open their inbox.
export const MAILDEV_URL = process.env.MAILDEV_URL ?? "http://127.0.0.1:1080";

/**
 * @typedef {object} Mail
 * @property {string} id
 * @property {string} subject
 * @property {string} html
 * @property {string} text
 * @property {{ address: string }[]} to
 * @property {{ address: string }[]} [replyTo]
 * @property {string} date
 * @property {Record<string, string>} headers header names in lower case, as maildev reports them
 */

/**
 * Every mail to `address` whose subject matches, as the inbox holds them now.
 * @param {string} address
 * @param {RegExp} subject
 * @returns {Promise<Mail[]>}
 */
export async function mailsTo(address, subject) {
  const mails = /** @type {Mail[]} maildev's inbox */ (await (await fetch(`${MAILDEV_URL}/email`)).json());
  return mails.filter(
    (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && subject.test(m.subject),
  );
}

/**
 * Waits for the newest mail to `address` whose subject matches, and returns it. Mail dates have
 * whole seconds only; of two mails in the same second, the later arrival (maildev lists mails in
 * the order they came) is the newer.
 * @param {string} address
 * @param {RegExp} subject
 * @returns {Promise<Mail>}
 */
export async function waitForMail(address, subject, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [newest] = (await mailsTo(address, subject)).reverse().sort((a, b) => b.date.localeCompare(a.date));
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Keine Mail an ${address} mit Betreff ${subject}`);
}

/**
 * The first link of a mail whose address matches `pattern`.
 * @param {Mail} mail
 * @param {RegExp} pattern
 */
export function linkIn(mail, pattern) {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`Kein Link ${pattern} in der Mail „${mail.subject}“`);
  return href;
}
