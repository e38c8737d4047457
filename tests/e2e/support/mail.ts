// Reads the mails maildev caught (its REST API), as a user would open their inbox.
const MAILDEV_URL = process.env.MAILDEV_URL ?? "http://127.0.0.1:1080";

interface Mail {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
  date: string;
  /** Header names in lower case, as maildev reports them. */
  headers: Record<string, string>;
}

/** Every mail to `address` whose subject matches, as the inbox holds them now. */
export async function mailsTo(address: string, subject: RegExp): Promise<Mail[]> {
  const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as Mail[];
  return mails.filter(
    (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && subject.test(m.subject),
  );
}

/** Waits for the newest mail to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as Mail[];
    const match = mails
      .filter(
        (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && subject.test(m.subject),
      )
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (match) return match;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Keine Mail an ${address} mit Betreff ${subject}`);
}

/** The first link of a mail whose address matches `pattern`. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`Kein Link ${pattern} in der Mail „${mail.subject}“`);
  return href;
}
