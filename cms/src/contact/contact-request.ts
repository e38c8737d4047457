// A signed-in user's contact request to a listing: the recipient's address is looked up here and
// never leaves the CMS; the sender is the token's user; the message goes out as plain text with
// the sender as reply-to; a sender has a daily allowance so the form cannot be used for spam.
import type { Core } from "@strapi/strapi";
import { STAT_KINDS, addCounts, berlinDay, isStatKind, type StatKind } from "../stats/listing-stats";
import { refuse } from "../utils/refusal";
import { isRecord } from "../utils/records";
import { oneLine, plainText } from "../utils/text";
import { underLock } from "../utils/db-lock";
import { siteUrl } from "../shared";

export const CONTACT_UID = "api::contact-request.contact-request";
const USER_UID = "plugin::users-permissions.user";

/** Requests one sender may send within 24 hours (CONTACT_REQUESTS_PER_DAY). */
export const dailyLimit = (): number => {
  const value = Number(process.env.CONTACT_REQUESTS_PER_DAY);
  return Number.isInteger(value) && value > 0 ? value : 10;
};

/**
 * Requests one listing address may receive within 24 hours, from all senders together: a lister
 * cannot point their listing's contact address at someone else and have it flooded. Counted per
 * normalised address (recipientKey), so writing it in other letter case starts no new count.
 */
export const RECIPIENT_DAILY_LIMIT = 30;

export const MAX_MESSAGE = 5000;
export const MAX_NAME = 200;

export interface ContactInput {
  kind: StatKind;
  listingId: number;
  message: string;
  name: string | null;
}

export function parseContactInput(body: unknown): ContactInput {
  const input: Record<string, unknown> = isRecord(body) ? body : {};
  const { listingKind, listingId, message_body: raw, name } = input;
  if (
    !isStatKind(listingKind) ||
    typeof listingId !== "number" ||
    !Number.isSafeInteger(listingId) ||
    listingId <= 0
  ) {
    refuse(400, "contact.invalidListing", "Unknown listing");
  }
  const message = typeof raw === "string" ? plainText(raw) : "";
  if (!message) refuse(400, "contact.messageRequired", "Message required");
  if (message.length > MAX_MESSAGE) refuse(400, "contact.messageTooLong", "Message too long");
  const cleanName = typeof name === "string" ? oneLine(name).slice(0, MAX_NAME) : "";
  return { kind: listingKind, listingId, message, name: cleanName || null };
}

/** One mailbox, however its address is spelled: trimmed and lower-cased. */
export const recipientKey = (address: string): string => address.trim().toLowerCase();

interface Recipient {
  address: string;
  title: string;
  ownerId: number | null;
}

const TITLE_FIELDS: Record<StatKind, string[]> = {
  Referent: ["Titel", "Vorname", "Name"],
  Veranstaltung: ["Veranstaltungsname"],
  Hersteller: ["Herstellername"],
  Versorgungspartner: ["Name"],
};

const isEmail = (value: unknown): value is string =>
  typeof value === "string" && /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value);

/**
 * Where a request to the published listing goes: a speaker's own contact address (Email) when
 * set, otherwise the address of the account that created the listing.
 */
export async function findRecipient(
  strapi: Core.Strapi,
  kind: StatKind,
  listingId: number,
): Promise<Recipient> {
  const select = ["id", ...TITLE_FIELDS[kind], ...(kind === "Referent" ? ["Email"] : [])];
  const listing = await strapi.db.query(STAT_KINDS[kind]).findOne({
    where: { id: listingId, Published: true },
    select,
    populate: { createdby: { select: ["id", "email", "blocked"] } },
  });
  if (!listing) refuse(404, "contact.listingNotFound", "Listing not found");
  const owner = listing.createdby as { id: number; email?: string; blocked?: boolean } | null;
  const own = kind === "Referent" && isEmail(listing.Email) ? listing.Email : null;
  const creators = owner && !owner.blocked && isEmail(owner.email) ? owner.email : null;
  const address = own ?? creators;
  if (!address) refuse(409, "contact.noRecipient", "Listing has no contact address");
  const title =
    oneLine(
      TITLE_FIELDS[kind]
        .map((f) => listing[f])
        .filter(Boolean)
        .join(" "),
    ) || kind;
  return { address, title, ownerId: owner?.id ?? null };
}

function mailText(input: ContactInput, recipient: Recipient, senderEmail: string, siteUrl: string): string {
  return [
    `Sie haben über das Wundportal eine Kontaktanfrage zu Ihrem Inserat „${recipient.title}“ erhalten.`,
    "",
    `Von: ${input.name ? `${input.name} <${senderEmail}>` : senderEmail}`,
    "",
    input.message,
    "",
    "—",
    "Antworten Sie direkt auf diese Email, um der anfragenden Person zu schreiben.",
    siteUrl,
  ].join("\n");
}

/** Stores, mails and counts one request of `user`. Answers nothing about the recipient. */
export async function sendContactRequest(
  strapi: Core.Strapi,
  user: { id: number; email?: string | null },
  input: ContactInput,
): Promise<void> {
  // The sender's current address from the database (never from the request body).
  const sender = await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ["id", "email"] });
  if (!sender || !isEmail(sender.email)) {
    refuse(400, "contact.senderEmailMissing", "Sender has no e-mail address");
  }
  // Counted and stored in one transaction under database locks per sender and per recipient
  // (utils/db-lock.ts), so parallel requests cannot pass either limit, on one CMS instance or
  // several. The stored request holds its place while the mail goes out after the commit (no lock
  // waits for the mail server); a request whose mail fails is deleted again.
  const { stored, recipient } = await underLock(strapi, `contact:${user.id}`, async () => {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const sentToday = await strapi.db
      .query(CONTACT_UID)
      .count({ where: { sender: { id: user.id }, createdAt: { $gt: since } } });
    if (sentToday >= dailyLimit()) refuse(429, "contact.rateLimited", "Daily limit reached");

    const recipient = await findRecipient(strapi, input.kind, input.listingId);
    if (recipient.ownerId === user.id) refuse(400, "contact.ownListing", "Own listing");
    const to = recipientKey(recipient.address);
    return underLock(strapi, `contact-to:${to}`, async () => {
      // $eqi also counts requests stored before `to` was kept normalised.
      const receivedToday = await strapi.db
        .query(CONTACT_UID)
        .count({ where: { to: { $eqi: to }, createdAt: { $gt: since } } });
      if (receivedToday >= RECIPIENT_DAILY_LIMIT)
        refuse(429, "contact.recipientLimited", "Recipient daily limit reached");

      const stored = await strapi.db.query(CONTACT_UID).create({
        data: {
          message_body: input.message,
          from: sender.email,
          to,
          name: input.name,
          sender: user.id,
          listingKind: input.kind,
          listingId: input.listingId,
        },
      });
      return { stored, recipient };
    });
  });
  try {
    await strapi
      .plugin("email")
      .service("email")
      .send({
        to: recipient.address,
        replyTo: sender.email,
        subject: `Kontaktanfrage über das Wundportal: ${recipient.title}`.slice(0, 250),
        text: mailText(input, recipient, sender.email, siteUrl()),
        // Text only: Strapi's nodemailer provider copies a missing html from the text (`html ?? text`);
        // false is kept, and nodemailer then builds no HTML part.
        html: false,
      });
  } catch (error) {
    // Not sent, so not stored: it neither counts against the sender's allowance nor as a contact.
    await strapi.db.query(CONTACT_UID).delete({ where: { id: stored.id } });
    strapi.log.error(
      `Kontaktanfrage ${input.kind} ${input.listingId} nicht versendet: ${(error as Error).message}`,
    );
    refuse(502, "contact.mailFailed", "Mail could not be sent");
  }
  // The mail is out: a failed count must not tell the sender it failed (they would send it again).
  try {
    await addCounts(strapi, [
      { kind: input.kind, listingId: input.listingId, day: berlinDay(), contacts: 1 },
    ]);
  } catch (error) {
    strapi.log.error(
      `Kontaktanfrage ${input.kind} ${input.listingId} nicht gezählt: ${(error as Error).message}`,
    );
  }
}

/** The requests a user sent, for the data export (never the recipient's address). */
export async function exportContactRequests(strapi: Core.Strapi, userId: number) {
  return strapi.db.query(CONTACT_UID).findMany({
    where: { sender: { id: userId } },
    select: ["listingKind", "listingId", "name", "message_body", "createdAt"],
    orderBy: { id: "asc" },
  });
}

/**
 * With the account go the requests it sent and the ones its listings received (by listing, or by
 * its address). Call before the listings are deleted.
 */
export async function deleteContactRequestsOf(
  strapi: Core.Strapi,
  user: { id: number; email?: string | null },
) {
  const received: Record<string, unknown>[] = [];
  for (const [kind, uid] of Object.entries(STAT_KINDS)) {
    const own: { id: number }[] = await strapi.db
      .query(uid)
      .findMany({ where: { createdby: { id: user.id } }, select: ["id"] });
    if (own.length)
      received.push({ listingKind: kind, listingId: { $in: own.map((listing) => listing.id) } });
  }
  await strapi.db.query(CONTACT_UID).deleteMany({
    where: {
      $or: [
        { sender: { id: user.id } },
        ...(user.email ? [{ to: { $eqi: recipientKey(user.email) } }] : []),
        ...received,
      ],
    },
  });
}
