// The German texts for the machine-readable codes the CMS answers with (`error.details.code`).
// Texts of the specification are quoted exactly, odd spellings included.
export const MESSAGES = {
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
  "listing.invalidValue": "Ein Feld enthält einen ungültigen Wert.",
  "listing.limitReached":
    "Sie haben bereits Ihr Limit an Veranstaltungen erreicht, es können keine weiteren erstellen werden.",
  "referent.limitReached":
    "Sie haben bereits ein Referentenprofil. Bitte bearbeiten Sie es unter „Meine Inserate“.",
  "product.limitReached": "Nur Premium Hersteller Abononments können mehr als 10 Produkte hinzufügen",
  "product.herstellerRequired": "Bitte wählen Sie den Hersteller des Produkts.",
  "media.limitReached": "Es können höchstens 8 Dateien hochgeladen werden.",
} as const;

export type MessageCode = keyof typeof MESSAGES;

export const GENERIC_ERROR = "Es ist etwas schief gelaufen...";

/** The German text for a CMS code; the generic message for codes this catalogue does not know. */
export function messageFor(code: unknown, fallback: string = GENERIC_ERROR): string {
  return typeof code === "string" && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as MessageCode] : fallback;
}
