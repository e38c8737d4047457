// The CMS answers a broken rule with a machine-readable code (error.details.code); this catalogue
// turns codes into the German texts the user reads. Never match on the CMS's prose. The codes are
// the rules package's REFUSAL_CODES: the type check fails if a user-facing one has no text here, or
// if a key here is no user-facing code (docs/refusal-codes.md).

import type { UserFacingCode } from "@wundportal/rules";
import { PASSWORD_MIN_LENGTH } from "@wundportal/rules/password-policy";
import { CMS_UNAVAILABLE } from "@/lib/cms-unavailable";

const GIB = 1024 * 1024 * 1024;

/** The storage quota's text; the CMS names the account's quota in bytes (details.quota, default 2 GB). */
export function quotaExceededMessage(quotaBytes: number = 2 * GIB): string {
  const [amount, unit] = quotaBytes >= GIB ? [quotaBytes / GIB, "GB"] : [quotaBytes / (1024 * 1024), "MB"];
  const limit = `${amount.toLocaleString("de-DE", { maximumFractionDigits: 1 })} ${unit}`;
  return `Ihr Speicherplatz ist voll (höchstens ${limit}). Bitte entfernen Sie nicht mehr genutzte Dateien.`;
}

export const CMS_ERROR_MESSAGES = {
  PASSWORD_TOO_WEAK: `Das Passwort ist zu schwach. Bitte mindestens ${PASSWORD_MIN_LENGTH} Zeichen und nichts leicht zu Erratendes.`,
  EMAIL_CHANGE_NEEDS_CONFIRMATION: "Eine neue Email-Adresse wird erst nach Bestätigung per Email übernommen.",
  CURRENT_PASSWORD_INVALID: "Das aktuelle Passwort ist falsch.",
  EMAIL_TAKEN: "Email oder Username sind bereits vergeben!",
  USERNAME_TAKEN: "Email oder Username sind bereits vergeben!",
  EMAIL_INVALID: "Bitte geben Sie eine gültige Email-Adresse ein.",
  EMAIL_UNCHANGED: "Das ist bereits Ihre Email-Adresse.",
  EMAIL_CHANGE_LINK_INVALID:
    "Der Bestätigungslink ist ungültig oder abgelaufen. Bitte ändern Sie die Email-Adresse erneut.",
  ROLE_INVALID: "Bitte wählen Sie eine gültige Rolle.",
  URL_NOT_HTTP: "Bitte eine Adresse mit http:// oder https:// angeben.",
  USERNAME_REQUIRED: "Nutzername ist ein Pflichtfeld!",
  PROFILE_FIELD_READ_ONLY:
    "Einige Angaben können hier nicht geändert werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  PROFILE_FIELD_NOT_TEXT: "Bitte prüfen Sie Ihre Angaben: ein Feld enthält keinen gültigen Text.",
  // Plans and payments (cms/src/api/billing).
  "auth.required": "Bitte melden Sie sich erneut an.",
  "account.subscriptionActive": "Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst.",
  "plan.missing": "Bitte wählen Sie ein Abonnement.",
  "plan.notFound": "Dieses Abonnement gibt es nicht mehr. Bitte laden Sie die Seite neu.",
  "plan.wrongRole": "Dieses Abonnement passt nicht zu Ihrer Rolle.",
  "subscription.running":
    "Sie haben bereits ein laufendes Abonnement. Einen Wechsel nehmen Sie unter „Rechnungen und Zahlungsmittel“ vor.",
  "subscription.none": "Sie haben kein laufendes Abonnement.",
  "billing.noCustomer": "Für Ihr Konto gibt es noch keine Rechnungen.",
  "billing.unavailable": "Zahlungen sind derzeit nicht möglich. Bitte versuchen Sie es später erneut.",
  "billing.stripeFailed": "Der Zahlungsdienst antwortet gerade nicht. Bitte versuchen Sie es später erneut.",
  "checkout.notFound": "Diese Zahlung wurde nicht gefunden.",
  "checkout.invalidId": "Diese Zahlung wurde nicht gefunden.",
  "listing.notFound": "Dieses Inserat gibt es nicht.",
  "listing.notOwner": "Dieses Inserat gehört nicht zu Ihrem Konto.",
  "listing.wrongPlan": "Diese Art von Inserat ist in Ihrem Abonnement nicht enthalten.",
  "listing.relationNotOwned": "Sie können nur eigene Inserate verknüpfen.",
  "listing.invalidRelation": "Eine Verknüpfung ist ungültig.",
  "listing.relationShape": "Eine Verknüpfung ist ungültig. Bitte laden Sie die Seite neu.",
  "listing.relationReadOnly": "Diese Verknüpfung kann hier nicht geändert werden.",
  "listing.invalidSave": "Das Inserat konnte nicht gespeichert werden. Bitte laden Sie die Seite neu.",
  "listing.invalidValue": "Ein Feld enthält einen ungültigen Wert.",
  "listing.limitReached":
    "Sie haben bereits Ihr Limit an Veranstaltungen erreicht, es können keine weiteren erstellen werden.",
  "event.datesBeyondLimit":
    "Nicht alle Termine passen in Ihr Abonnement. Es wurde kein Termin gespeichert; bitte wählen Sie weniger Termine.",
  "referent.limitReached":
    "Sie haben bereits ein Referentenprofil. Bitte bearbeiten Sie es unter „Meine Inserate“.",
  "product.limitReached": "Nur Premium Hersteller Abononments können mehr als 10 Produkte hinzufügen",
  "product.herstellerRequired": "Bitte wählen Sie den Hersteller des Produkts.",
  "media.limitReached": "Es können höchstens 8 Dateien hochgeladen werden.",
  // A file import (the preview names each row's problems; these come only when the data changed since).
  "import.invalidFile": "Die Datei kann so nicht importiert werden. Bitte laden Sie sie erneut hoch.",
  "import.invalidRow":
    "Eine Zeile der Datei verletzt eine Regel. Es wurde nichts gespeichert. Bitte laden Sie die Datei erneut hoch.",
  "import.limitReached":
    "Ihr Tarif lässt nicht so viele neue Einträge zu. Es wurde nichts gespeichert. Bitte laden Sie die Datei erneut hoch.",
  // Uploads (cms/src/uploads, cms/src/extensions/upload); limits in lib/uploads.json.
  "upload.empty": "Bitte wählen Sie eine Datei aus.",
  "upload.badKind": "Unbekanntes Upload-Feld.",
  "upload.rateLimited":
    "Sie haben in der letzten Stunde sehr viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.",
  "upload.tooMany": "Es können höchstens 8 Dateien auf einmal hochgeladen werden.",
  "upload.typeNotAllowed":
    "Dieses Dateiformat ist nicht erlaubt. Erlaubt sind Bilder (PNG, JPG), PDF, Videos (MP4, WebM) und Audio, je nach Feld.",
  "upload.typeMismatch": "Die Dateiendung passt nicht zum Inhalt der Datei. Bitte prüfen Sie die Datei.",
  "upload.tooLarge": "Die Datei ist zu groß. Bilder bis 10 MB, PDF bis 20 MB, Videos und Audio bis 100 MB.",
  // The CMS answers a missing file like someone else's. Through the editor only the first happens: an
  // upload left unsaved longer than a day (UNATTACHED_UPLOAD_MAX_AGE_HOURS) is deleted by its cleanup.
  "upload.notOwned":
    "Eine Datei dieses Feldes ist nicht mehr vorhanden: nicht gespeicherte Uploads werden nach einem Tag gelöscht. Bitte entfernen Sie die Datei und laden Sie sie erneut hoch.",
  "upload.replaceNotAllowed":
    "Hochgeladene Dateien können nicht ersetzt werden. Bitte laden Sie eine neue Datei hoch.",
  "upload.attachNotAllowed": "Dateien werden beim Speichern des Inserats zugeordnet.",
  "upload.quotaExceeded": quotaExceededMessage(),
  // Contact requests (cms/src/contact); the recipient's address is never part of an answer.
  "contact.senderEmailMissing": "Bitte hinterlegen Sie eine Emailadresse, um eine Kontaktanfrage zu senden",
  "contact.rateLimited":
    "Sie haben in den letzten 24 Stunden bereits die höchste Zahl an Kontaktanfragen gesendet. Bitte versuchen Sie es morgen erneut.",
  "contact.recipientLimited":
    "Dieses Inserat hat heute bereits sehr viele Kontaktanfragen erhalten. Bitte versuchen Sie es morgen erneut.",
  "contact.listingNotFound": "Dieses Inserat ist nicht mehr veröffentlicht.",
  "contact.invalidListing": "Dieses Inserat gibt es nicht.",
  "contact.noRecipient": "Für dieses Inserat ist keine Kontaktadresse hinterlegt.",
  "contact.ownListing": "Das ist Ihr eigenes Inserat.",
  "contact.messageRequired": "Bitte geben Sie eine Nachricht ein.",
  "contact.messageTooLong": "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
  "contact.mailFailed":
    "Die Kontaktanfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  // Saved searches (cms/src/api/saved-search).
  "savedSearch.pending":
    "An diese Email-Adresse haben wir in der letzten Stunde schon eine Bestätigung gesendet. Bitte bestätigen Sie zuerst diese oder versuchen Sie es später erneut.",
  "savedSearch.limitReached":
    "Für diese Email-Adresse sind bereits 20 Suchen gespeichert. Bitte löschen Sie zuerst eine.",
  "savedSearch.invalid": "Diese Suche kann nicht gespeichert werden. Bitte laden Sie die Seite neu.",
  "savedSearch.invalidToken": "Dieser Link ist ungültig oder abgelaufen.",
  "savedSearch.mailFailed":
    "Die Bestätigungs-Email konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  // Event reminders (cms/src/api/reminder).
  "reminder.pending":
    "An diese Email-Adresse haben wir in der letzten Stunde schon eine Bestätigung gesendet. Bitte bestätigen Sie zuerst diese oder versuchen Sie es später erneut.",
  "reminder.limitReached":
    "Für diese Email-Adresse sind bereits 50 Erinnerungen gespeichert. Bitte löschen Sie zuerst eine.",
  "reminder.noEvent": "Diese Veranstaltung ist nicht mehr veröffentlicht.",
  "reminder.eventOver":
    "Diese Veranstaltung hat bereits begonnen oder ist vorbei. Eine Erinnerung ist nicht mehr möglich.",
  "reminder.invalidToken": "Dieser Link ist ungültig oder abgelaufen.",
  "reminder.mailFailed":
    "Die Bestätigungs-Email konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  // Following a lister (cms/src/api/follow).
  "follow.pending":
    "An diese Email-Adresse haben wir in der letzten Stunde schon eine Bestätigung gesendet. Bitte bestätigen Sie zuerst diese oder versuchen Sie es später erneut.",
  "follow.limitReached":
    "Diese Email-Adresse folgt bereits 50 Inserenten. Bitte beenden Sie zuerst ein Folgen.",
  "follow.notPublished": "Dieses Inserat ist nicht veröffentlicht. Folgen ist nicht möglich.",
  "follow.invalidToken": "Dieser Link ist ungültig oder abgelaufen.",
  "follow.notFound": "Diesem Inserenten folgen Sie nicht mehr.",
  "follow.mailFailed":
    "Die Bestätigungs-Email konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.",
  // The Merkliste (cms/src/api/merkliste; the web app's cookie uses the same codes).
  "merkliste.full":
    "Ihre Merkliste ist voll: Es passen höchstens 200 Einträge hinein. Bitte entfernen Sie zuerst einen Eintrag.",
  "merkliste.notPublished": "Dieser Eintrag ist nicht mehr veröffentlicht und kann nicht gemerkt werden.",
  "merkliste.shape": "Dieser Eintrag kann nicht gemerkt werden. Bitte laden Sie die Seite neu.",
  "merkliste.busy": "Die Merkliste wurde gerade geändert. Bitte versuchen Sie es erneut.",
} as const satisfies Record<UserFacingCode, string>;

export type CmsErrorCode = keyof typeof CMS_ERROR_MESSAGES;

/** The code a CMS error body carries, if it is one of ours. */
export function cmsErrorCode(body: unknown): CmsErrorCode | null {
  const code = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details?.code;
  return typeof code === "string" && Object.hasOwn(CMS_ERROR_MESSAGES, code) ? (code as CmsErrorCode) : null;
}

export const GENERIC_ERROR = "Es ist etwas schief gelaufen...";

/** The German text for a CMS code; `fallback` for codes this catalogue does not know. */
export function messageFor(code: unknown, fallback: string = GENERIC_ERROR): string {
  return typeof code === "string" && Object.hasOwn(CMS_ERROR_MESSAGES, code)
    ? CMS_ERROR_MESSAGES[code as CmsErrorCode]
    : fallback;
}

/** Password rules shared by every form that sets a password (and mirrored by the CMS). */
export const PASSWORD_MESSAGES = {
  required: "Passwort ist ein Pflichtfeld!",
  tooShort: `Das Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  tooWeak: CMS_ERROR_MESSAGES.PASSWORD_TOO_WEAK,
  /** The specification's wording on the account page. */
  newTooWeak: "Neues Passwort zu schwach",
} as const;

/** The account page's texts beyond the specification's catalogue. */
export const ACCOUNT_MESSAGES = {
  saved: "Daten erfolgreich gespeichert!",
  emailChangePending:
    "Daten erfolgreich gespeichert! Die neue Email-Adresse gilt, sobald Sie den Link in der Email bestätigen, die wir an sie geschickt haben.",
  currentPasswordNeeded: "Bitte geben Sie Ihr aktuelles Passwort ein, um die Email-Adresse zu ändern.",
  emailConfirmed: "Ihre neue Email-Adresse ist bestätigt und gilt ab sofort.",
} as const;

/** /password-new when the server failed (the specification's inline alert). */
export const PASSWORD_NEW_FAILED = "Etwas lief schief - sind beide Passwörter gleich?";

export { CMS_UNAVAILABLE };

/** The listing editor and 'Meine Inserate' (signed-in spec, section 8). */
export const LISTING_SAVE_MESSAGES = {
  saved: "Daten erfolgreich gespeichert!",
  /** The specification's alert when the save's answer carries an error. */
  failed:
    "Es konnte nicht gespeichert werden, bitte schicken Sie unserem Support die genauen Daten die gespeichert werden sollten um das Problem zu lösen oder verändern Sie die Eingabe.",
  exception: GENERIC_ERROR,
  deleted: "Inserat erfolgreich gelöscht",
  deleteFailed: "Fehler beim Löschen des Inserats",
  noPlan: "Für diese Art von Inserat brauchen Sie ein laufendes Abonnement.",
  invalidField: "Bitte prüfen Sie dieses Feld.",
} as const;

const eventsLeft = (free: number) =>
  free === 0
    ? "keine weitere Veranstaltung"
    : `noch ${free === 1 ? "1 weitere Veranstaltung" : `${free} weitere Veranstaltungen`}`;

/** "Als Vorlage kopieren" and "Weitere Termine anlegen" (Meine Inserate, the event editor). */
export const COPY_MESSAGES = {
  copyNotice: (name: string) =>
    `Dies ist eine Kopie von „${name}“. Sie wird als neues, nicht veröffentlichtes Inserat gespeichert; das Original bleibt unverändert.`,
  manufacturerProducts: "Produkte werden nicht mitkopiert. Sie können sie nach dem Speichern hinzufügen.",
  droppedFiles: "Bilder und Dateien, die Ihr Abonnement nicht erlaubt, wurden nicht übernommen.",
  datesCreated: (count: number) =>
    count === 1
      ? "1 Termin angelegt. Er ist noch nicht veröffentlicht."
      : `${count} Termine angelegt. Sie sind noch nicht veröffentlicht.`,
  /** The plan's event limit before the user picks dates (null: unlimited). */
  datesFree: (free: number | null) =>
    free === null
      ? "Ihr Abonnement erlaubt beliebig viele Veranstaltungen."
      : `Ihr Abonnement erlaubt ${eventsLeft(free)}.`,
  /** Not all dates fit: nothing was stored. */
  datesBeyondLimit: (free: number, wanted: number) =>
    `Ihr Abonnement erlaubt ${eventsLeft(free)}, Sie haben ${wanted} Termine gewählt. Es wurde kein Termin gespeichert. ` +
    (free > 0
      ? `Bitte entfernen Sie ${wanted - free === 1 ? "1 Termin" : `${wanted - free} Termine`} oder wählen Sie ein größeres Abonnement.`
      : "Mit einem größeren Abonnement können Sie weitere Veranstaltungen anlegen."),
} as const;

/** The contact form on the detail pages (signed-in spec, sections 4, 5 and 8). */
export const CONTACT_MESSAGES = {
  sending: "Email wird gesendet...",
  sent: "Kontaktanfrage erfolgreich gesendet",
  failed: GENERIC_ERROR,
  emailMissing: CMS_ERROR_MESSAGES["contact.senderEmailMissing"],
  messageRequired: CMS_ERROR_MESSAGES["contact.messageRequired"],
  messageTooLong: CMS_ERROR_MESSAGES["contact.messageTooLong"],
  nameTooLong: "Der Name darf höchstens 200 Zeichen lang sein.",
  signInNeeded: "Um eine Kontaktanfrage zu senden, melden Sie sich bitte an.",
  ownListing: CMS_ERROR_MESSAGES["contact.ownListing"],
} as const;

/** 'Bestätigungsmail erneut senden': one answer for every address (no account enumeration). */
export const CONFIRMATION_RESEND_MESSAGES = {
  sent: "Falls zu dieser Adresse ein noch nicht bestätigtes Konto besteht, haben wir die Bestätigungsmail erneut gesendet. Eine weitere senden wir frühestens nach einer Stunde.",
} as const;

/** The plans page after the payment page (admin/plans). */
export const BILLING_MESSAGES = {
  checkoutCancelled: "Der Bezahlvorgang wurde abgebrochen. Es wurde nichts berechnet.",
} as const;

/** Too many attempts: names the real wait in whole minutes (at least 1). */
export const rateLimitMessage = (minutes: number) =>
  `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`;
