// Steps of the listing editor journeys shared by the Veranstaltung and Hersteller specs:
// sign in as a fixture account, save and land in 'Meine Inserate', delete from there, seed entries
// through the CMS API with the user's token, and small PNG files made in the test.
import { expect, type Page } from "@playwright/test";
import { removeAccount, type TestAccount } from "./accounts";
import { cmsJson } from "./cms";
import { signInAs } from "./users";

export const SAVED = "Daten erfolgreich gespeichert!";
export const SAVE_FAILED =
  "Es konnte nicht gespeichert werden, bitte schicken Sie unserem Support die genauen Daten die gespeichert werden sollten um das Problem zu lösen oder verändern Sie die Eingabe.";
export const EXCEPTION = "Es ist etwas schief gelaufen...";

/** Remembers the fixture accounts of a test, so afterEach removes them (with their listings). */
export function accountRegistry() {
  const accounts: TestAccount[] = [];
  return {
    async signIn(page: Page, account: TestAccount) {
      accounts.push(account);
      await signInAs(page, account.email, account.password);
    },
    track(account: TestAccount) {
      accounts.push(account);
      return account;
    },
    async removeAll() {
      await Promise.all(accounts.splice(0).map(removeAccount));
    },
  };
}

export const myListingRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

export async function saveAndExpectMyListings(page: Page) {
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/meine-inserate$/);
}

export async function openFromMyListings(page: Page, name: string) {
  await page.goto("/admin/meine-inserate");
  await myListingRow(page, name)
    .getByRole("link", { name: /Bearbeiten/ })
    .click();
}

export async function deleteFromMyListings(page: Page, name: string) {
  await myListingRow(page, name)
    .getByRole("button", { name: /Löschen/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Inserat löschen?" });
  await dialog.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Inserat erfolgreich gelöscht")).toBeVisible();
  await expect(myListingRow(page, name)).toHaveCount(0);
}

/** Creates an entry through the CMS REST API with the user's token, as the portal would. */
export async function createAs<T = { id: number; documentId: string }>(
  account: TestAccount,
  collection: string,
  data: Record<string, unknown>,
): Promise<T> {
  const body = await cmsJson<{ data: T }>(`/api/${collection}`, {
    method: "POST",
    token: account.jwt,
    body: JSON.stringify({ data }),
  });
  return body.data;
}

// A 1×1 PNG; each test file gets its own name.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** `count` small PNG files for an `<input type=file>`. */
export const pngFiles = (count: number, prefix = "bild") =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: "image/png",
    buffer: PNG,
  }));

/** A wall-clock date-time `days` from now, as a datetime-local input takes it. */
export function localDateTime(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}
