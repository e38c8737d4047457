import { expect, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mail";

const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

export function uniqueUser(prefix = "nutzer") {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}${id}`,
    email: `${prefix}${id}@example.org`,
    password: "Wundheilung-Kompresse-42",
  };
}

/** A registered and confirmed account (registered through the CMS API, confirmed by the mailed link). */
export async function createConfirmedUser(page: Page, rolle = "Referent") {
  const user = uniqueUser();
  const response = await fetch(`${CMS_URL}/api/auth/local/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, Rolle: rolle }),
  });
  expect(response.status).toBe(200);
  const mail = await waitForMail(user.email, /bestätigen/i);
  await page.goto(linkIn(mail, /\/api\/auth\/bestaetigen/));
  await expect(page).toHaveURL(/\/signin\?bestaetigt=1/);
  return user;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** Signs in and waits until the portal has sent the user on (to the account or plans page). */
export async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
}
