// The mails maildev caught, as a user would open their inbox (tests/support/mail.mjs).
export { linkIn, mailsTo, waitForMail } from "../../support/mail.mjs";
