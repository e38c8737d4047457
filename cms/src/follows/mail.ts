// The two mails of following a lister: the double opt-in confirmation and the daily digest of what
// the lister newly published, each with a plain-text and an HTML part.
import { escapeHtml, oneLine } from "../utils/text";

export interface FollowItem {
  label: string;
  title: string;
  url: string;
}

export function followConfirmationMail(input: { name: string; listingUrl: string; confirmUrl: string }) {
  const name = oneLine(input.name);
  return {
    subject: "Bitte bestätigen Sie: Folgen auf dem Wundportal",
    text: [
      "Guten Tag,",
      "",
      `Sie möchten „${name}“ auf dem Wundportal folgen: höchstens einmal am Tag schreiben wir Ihnen, was neu veröffentlicht wurde.`,
      input.listingUrl,
      "",
      `Bitte bestätigen Sie das innerhalb von 48 Stunden über diesen Link: ${input.confirmUrl}`,
      "",
      "Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine Emails, und Ihre Adresse wird nach 48 Stunden gelöscht.",
    ].join("\n"),
    html:
      `<p>Guten Tag,</p><p>Sie möchten <a href="${escapeHtml(input.listingUrl)}">„${escapeHtml(name)}“</a> auf dem Wundportal folgen: ` +
      `höchstens einmal am Tag schreiben wir Ihnen, was neu veröffentlicht wurde.</p>` +
      `<p><a href="${escapeHtml(input.confirmUrl)}">Folgen bestätigen</a> (innerhalb von 48 Stunden)</p>` +
      `<p>Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine ` +
      `Emails, und Ihre Adresse wird nach 48 Stunden gelöscht.</p>`,
  };
}

export function followMail(input: { name: string; items: FollowItem[]; unsubscribePageUrl: string }) {
  const name = oneLine(input.name);
  const why = `Sie erhalten diese Email, weil Sie „${name}“ auf dem Wundportal folgen.`;
  return {
    subject: `Neu von „${name}“ auf dem Wundportal`,
    text: [
      `Neu veröffentlicht von „${name}“:`,
      "",
      ...input.items.map((item) => `- ${item.label}: ${oneLine(item.title)}\n  ${item.url}`),
      "",
      "—",
      `Nicht mehr folgen: ${input.unsubscribePageUrl}`,
      why,
    ].join("\n"),
    html:
      `<p>Neu veröffentlicht von „${escapeHtml(name)}“:</p><ul>` +
      input.items
        .map(
          (item) =>
            `<li>${escapeHtml(item.label)}: <a href="${escapeHtml(item.url)}">${escapeHtml(oneLine(item.title))}</a></li>`,
        )
        .join("") +
      `</ul><hr><p style="font-size:13px;color:#444">${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(input.unsubscribePageUrl)}">Nicht mehr folgen</a></p>`,
  };
}
