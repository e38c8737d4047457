import { expect, type Page } from "@playwright/test";

export { uniqueUser } from "../../support/accounts.mjs";

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/**
 * Signs in and waits until the portal has sent the user on (to the account or plans page) and has
 * greeted them. The greeting is a toast whose script loads with it: a page judged by axe before it
 * has faded in would report its half-transparent text.
 */
export async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
  await expect(page.getByText(/^Willkommen .*!$/)).toBeVisible();
}
