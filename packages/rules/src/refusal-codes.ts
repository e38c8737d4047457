// Every code the CMS refuses a request with (error.details.code, thrown by refuse() in
// cms/src/utils/refusal.ts), once, for both processes: refuse() accepts only these, and the web
// app's German catalogue (CMS_ERROR_MESSAGES in lib/messages.ts) must have a text for every code
// marked "user", or the type check fails. Adding a code is one line here (docs/refusal-codes.md).
//
// "user": the web app can show it to a user (a form, a page, an upload), so it needs German text.
// "internal": only our own server-to-server calls ever see it (the web app's jobs, exports and
// signed view counts, Stripe's webhook) or a programming error of ours; the web app shows its
// generic message if one ever reached a page.

type RefusalAudience = "user" | "internal";

export const REFUSAL_CODES = {
  // Accounts, registration and profile (cms/src/auth, cms/src/extensions/users-permissions).
  "auth.required": "user",
  "account.subscriptionActive": "user",
  PASSWORD_TOO_WEAK: "user",
  CURRENT_PASSWORD_INVALID: "user",
  EMAIL_CHANGE_NEEDS_CONFIRMATION: "user",
  EMAIL_CHANGE_LINK_INVALID: "user",
  EMAIL_INVALID: "user",
  EMAIL_TAKEN: "user",
  EMAIL_UNCHANGED: "user",
  USERNAME_REQUIRED: "user",
  USERNAME_TAKEN: "user",
  ROLE_INVALID: "user",
  URL_NOT_HTTP: "user",
  // The web app's account form sends only the writable text fields, but the answer reaches that
  // form: a user can see them if the form and the CMS ever disagree.
  PROFILE_FIELD_READ_ONLY: "user",
  PROFILE_FIELD_NOT_TEXT: "user",
  // Plans and payments (cms/src/api/billing, cms/src/billing).
  "plan.missing": "user",
  "plan.notFound": "user",
  "plan.wrongRole": "user",
  // Only an editor saving a plan in the admin panel meets it; the panel shows refuse()'s message.
  "plan.titleMismatch": "internal",
  "subscription.running": "user",
  "subscription.none": "user",
  "billing.noCustomer": "user",
  "billing.unavailable": "user",
  "billing.stripeFailed": "user",
  "checkout.notFound": "user",
  "checkout.invalidId": "user",
  // Only Stripe calls the webhook.
  "webhook.signature": "internal",
  // Listings and their writes (cms/src/listings, cms/src/policies/listing-write.ts; the field rules
  // in listing-fields.ts; the plan limits in cms/src/listings/write-check.ts LIMIT_CODES).
  "listing.notFound": "user",
  "listing.notOwner": "user",
  "listing.wrongPlan": "user",
  "listing.relationNotOwned": "user",
  "listing.invalidRelation": "user",
  "listing.relationShape": "user",
  "listing.relationReadOnly": "user",
  "listing.invalidSave": "user",
  "listing.invalidValue": "user",
  "listing.limitReached": "user",
  "event.datesBeyondLimit": "user",
  // A write route the listing-write policy does not know: a mistake in our route set-up, not a user's.
  "listing.routeNotGuarded": "internal",
  "referent.limitReached": "user",
  "product.limitReached": "user",
  "product.herstellerRequired": "user",
  "media.limitReached": "user",
  // A file import (cms/src/listings/import.ts; the rows are read by listing-import.ts).
  "import.invalidFile": "user",
  "import.invalidRow": "user",
  "import.limitReached": "user",
  // Uploads (cms/src/uploads, cms/src/extensions/upload).
  "upload.empty": "user",
  "upload.badKind": "user",
  "upload.rateLimited": "user",
  "upload.tooMany": "user",
  "upload.typeNotAllowed": "user",
  "upload.typeMismatch": "user",
  "upload.tooLarge": "user",
  "upload.notOwned": "user",
  "upload.replaceNotAllowed": "user",
  "upload.attachNotAllowed": "user",
  "upload.quotaExceeded": "user",
  // Contact requests (cms/src/contact).
  "contact.senderEmailMissing": "user",
  "contact.rateLimited": "user",
  "contact.recipientLimited": "user",
  "contact.listingNotFound": "user",
  "contact.invalidListing": "user",
  "contact.noRecipient": "user",
  "contact.ownListing": "user",
  "contact.messageRequired": "user",
  "contact.messageTooLong": "user",
  "contact.mailFailed": "user",
  // Event reminders and following a lister (cms/src/api/reminder, cms/src/api/follow; opt-in/records.ts
  // builds the pending, limitReached, mailFailed and invalidToken codes from the kind's prefix).
  "reminder.pending": "user",
  "reminder.limitReached": "user",
  "reminder.noEvent": "user",
  "reminder.eventOver": "user",
  "reminder.invalidToken": "user",
  "reminder.mailFailed": "user",
  "follow.pending": "user",
  "follow.limitReached": "user",
  "follow.notPublished": "user",
  "follow.invalidToken": "user",
  "follow.notFound": "user",
  "follow.mailFailed": "user",
  // The Merkliste of an account (cms/src/api/merkliste; the web app's cookie route answers the same codes).
  "merkliste.full": "user",
  "merkliste.notPublished": "user",
  "merkliste.shape": "user",
  "merkliste.busy": "user",
  // Saved searches (cms/src/api/saved-search).
  "savedSearch.pending": "user",
  "savedSearch.limitReached": "user",
  "savedSearch.invalid": "user",
  "savedSearch.invalidToken": "user",
  "savedSearch.mailFailed": "user",
  // Thrown only by /saved-searches/deliver, which the web app's alert job calls (server/alerts/job.ts)
  // for an alert `due` has just named: no page or form reaches it.
  "savedSearch.notFound": "internal",
  // The web app's server-to-server calls: view counts, exports, the upload cleanup job.
  "stats.signature": "internal",
  "stats.invalid": "internal",
  "export.forbidden": "internal",
  "export.invalid": "internal",
  "export.unknown": "internal",
  "jobs.secret": "internal",
  "jobs.invalid": "internal",
} as const satisfies Record<string, RefusalAudience>;

export type RefusalCode = keyof typeof REFUSAL_CODES;

/** The codes a user can meet: each has German text in the web app's catalogue. */
export type UserFacingCode = {
  [Code in RefusalCode]: (typeof REFUSAL_CODES)[Code] extends "user" ? Code : never;
}[RefusalCode];
