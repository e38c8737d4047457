// Steps of the listing editor journeys: save and land in 'Meine Inserate', delete from there, seed
// entries through the CMS API with the user's token, and small PNG files made in the test.
import { expect, type Page } from "@playwright/test";
import { PNG } from "../../support/files.mjs";
import type { TestAccount } from "./accounts";
import { cmsJson } from "./cms";

export { PNG };

export const SAVED = "Daten erfolgreich gespeichert!";
export const SAVE_FAILED =
  "Es konnte nicht gespeichert werden, bitte schicken Sie unserem Support die genauen Daten die gespeichert werden sollten um das Problem zu lösen oder verändern Sie die Eingabe.";
export const EXCEPTION = "Es ist etwas schief gelaufen...";

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
    body: { data },
  });
  return body.data;
}

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
