// Sets a new e-mail address with the single-use token mailed to it, from the button of the
// confirmation page (never from the mailed link itself: mail gateways open links to scan them).
import "server-only";
import { CmsError, strapiFetch } from "@/server/cms/client";

/** The CMS's e-mail change tokens: 64 hex digits; anything else is not worth a request. */
export const isEmailChangeToken = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{64}$/.test(value);

/** "bestaetigt" when the CMS set the new address, else "ungueltig" (the account page says which). */
export async function confirmEmailChange(token: unknown): Promise<"bestaetigt" | "ungueltig"> {
  if (!isEmailChangeToken(token)) return "ungueltig";
  try {
    await strapiFetch("/auth/email-change/confirm", { method: "POST", token: "", body: { token } });
    return "bestaetigt";
  } catch (error) {
    if (!(error instanceof CmsError && error.status < 500)) console.error("[konto] Email bestätigen:", error);
    return "ungueltig";
  }
}
