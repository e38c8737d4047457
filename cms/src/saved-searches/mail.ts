// The two mails of a saved search: the double opt-in confirmation and the alert itself, each with
// a plain-text and an HTML part. Every alert carries RFC 8058 one-click unsubscribe headers.
import { isPublicList, LIST_LABELS } from "@wundportal/rules";
import type { Frequency } from "./rules";
import { escapeHtml, singleLine } from "../utils/text";

export interface AlertItem {
  title: string;
  url: string;
  detail?: string;
}

const FREQUENCY_LABELS: Record<Frequency, string> = { taeglich: "täglich", woechentlich: "wöchentlich" };

export const listLabel = (list: string) => (isPublicList(list) ? LIST_LABELS[list] : list);

/** The search in words; a search stored before descriptions existed is named by its list. */
export const searchWords = (list: string, description: string | null | undefined) =>
  description || `${listLabel(list)} (gespeicherte Suche)`;
export const frequencyLabel = (frequency: string) => FREQUENCY_LABELS[frequency as Frequency] ?? frequency;

/** The list page with the saved filter, as the visitor saw it. */
export const searchUrl = (site: string, list: string, query: string | null) =>
  `${site}/${list}${query ? `?${query}` : ""}`;

interface Links {
  site: string;
  manage: string;
  unsubscribePage: string;
}

function footer(links: Links) {
  return {
    text: [
      "",
      "—",
      `Benachrichtigung ändern oder löschen: ${links.manage}`,
      `Abmelden: ${links.unsubscribePage}`,
      "Sie erhalten diese Email, weil Sie auf dem Wundportal eine Suche gespeichert und die Benachrichtigung bestätigt haben.",
    ].join("\n"),
    html:
      `<hr><p style="font-size:13px;color:#444">Sie erhalten diese Email, weil Sie auf dem Wundportal eine Suche gespeichert und die Benachrichtigung bestätigt haben.<br>` +
      `<a href="${escapeHtml(links.manage)}">Benachrichtigung ändern oder löschen</a> · <a href="${escapeHtml(links.unsubscribePage)}">Abmelden</a></p>`,
  };
}

export function confirmationMail(input: {
  site: string;
  list: string;
  query: string | null;
  description: string | null;
  frequency: string;
  confirmUrl: string;
}) {
  const search = searchUrl(input.site, input.list, input.query);
  const label = listLabel(input.list);
  const words = searchWords(input.list, input.description);
  const how = frequencyLabel(input.frequency);
  return {
    subject: "Bitte bestätigen Sie Ihre Suche auf dem Wundportal",
    text: [
      "Guten Tag,",
      "",
      `Sie möchten ${how} per Email erfahren, wenn neue ${label} zu Ihrer Suche auf dem Wundportal erscheinen:`,
      "",
      `Ihre Suche: ${words}`,
      search,
      "",
      `Bitte bestätigen Sie das innerhalb von 48 Stunden über diesen Link: ${input.confirmUrl}`,
      "",
      "Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine Benachrichtigungen, und Ihre Adresse wird nach 48 Stunden gelöscht.",
    ].join("\n"),
    html:
      `<p>Guten Tag,</p><p>Sie möchten ${escapeHtml(how)} per Email erfahren, wenn neue ${escapeHtml(label)} zu ` +
      `Ihrer Suche auf dem Wundportal erscheinen:</p>` +
      `<p>Ihre Suche: <a href="${escapeHtml(search)}">${escapeHtml(words)}</a></p>` +
      `<p><a href="${escapeHtml(input.confirmUrl)}">Suche bestätigen</a> (innerhalb von 48 Stunden)</p>` +
      `<p>Haben Sie das nicht angefordert, ignorieren Sie diese Email einfach: ohne Bestätigung erhalten Sie keine ` +
      `Benachrichtigungen, und Ihre Adresse wird nach 48 Stunden gelöscht.</p>`,
  };
}

export function alertMail(input: {
  site: string;
  list: string;
  query: string | null;
  description: string | null;
  items: AlertItem[];
  total: number;
  manageUrl: string;
  unsubscribePageUrl: string;
}) {
  const label = listLabel(input.list);
  const search = searchUrl(input.site, input.list, input.query);
  const words = searchWords(input.list, input.description);
  const more = input.total > input.items.length ? input.total - input.items.length : 0;
  const links = { site: input.site, manage: input.manageUrl, unsubscribePage: input.unsubscribePageUrl };
  const end = footer(links);
  const heading = input.total === 1 ? `1 neuer Eintrag` : `${input.total} neue Einträge`;
  return {
    subject: `Wundportal: ${heading} zu Ihrer Suche (${label})`,
    text: [
      `${heading} zu Ihrer gespeicherten Suche`,
      words,
      "",
      ...input.items.map(
        (item) =>
          `- ${singleLine(item.title)}${item.detail ? ` (${singleLine(item.detail)})` : ""}\n  ${singleLine(item.url)}`,
      ),
      ...(more ? ["", `… und ${more} weitere: ${search}`] : []),
      "",
      `Ihre Suche öffnen: ${search}`,
      end.text,
    ].join("\n"),
    html:
      `<p>${escapeHtml(heading)} zu Ihrer gespeicherten Suche<br><strong>${escapeHtml(words)}</strong></p><ul>` +
      input.items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${item.detail ? ` – ${escapeHtml(item.detail)}` : ""}</li>`,
        )
        .join("") +
      `</ul>` +
      (more ? `<p><a href="${escapeHtml(search)}">… und ${more} weitere</a></p>` : "") +
      `<p><a href="${escapeHtml(search)}">Ihre Suche öffnen: ${escapeHtml(words)}</a></p>` +
      end.html,
  };
}
