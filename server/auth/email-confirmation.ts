// Confirms a new account's e-mail address with Strapi, from the button of the confirmation page
// (never from the mailed link itself: mail gateways open links to scan them).
import "server-only";
import { clientIpHeader } from "@/server/cms/client";
import { env } from "@/server/env";

/** Strapi's confirmation codes are hex; anything else is not worth a request. */
export const isConfirmationCode = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9A-Za-z_-]{1,200}$/.test(value);

/** Whether Strapi confirmed the account (it answers a confirmation with a redirect, a bad code with 400). */
export async function confirmAccount(confirmation: unknown, clientIp: string): Promise<boolean> {
  if (!isConfirmationCode(confirmation)) return false;
  const settings = env();
  const response = await fetch(
    `${settings.CMS_URL}/api/auth/email-confirmation?confirmation=${encodeURIComponent(confirmation)}`,
    {
      redirect: "manual",
      cache: "no-store",
      // Strapi counts its auth limit per visitor, not per web server.
      headers: clientIpHeader(clientIp, settings.CMS_READ_TOKEN),
      signal: AbortSignal.timeout(settings.CMS_TIMEOUT_MS),
    },
  ).catch(() => null);
  return response !== null && response.status >= 300 && response.status < 400;
}
