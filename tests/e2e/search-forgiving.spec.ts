// The forgiving search as a visitor meets it: Enter in a list's quick search searches the list for
// the typed text (one typo in it) and keeps the other filters, with and without JavaScript; /suche
// says which words it searched instead of a typo and links to the words as typed. The listing found
// is one this file places, with a token in its name that no other listing has.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { classicAccounts, runToken, waitUntilListed } from "./support/own-listings";
import { acknowledgeWelcomeDialogs } from "./support/search";

const TOKEN = runToken();
const NAME = `Apotheke ${TOKEN}`;
// One letter of the token mistyped (another consonant): one edit in a word of ten letters.
const TYPO = TOKEN.slice(0, 5) + (TOKEN[5] === "x" ? "z" : "x") + TOKEN.slice(6);
const WIDTHS = [360, 1366];

let partnerId: number;

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const [carer] = await classicAccounts(workerAccounts, ["Versorgungspartner"], "vergeben");
  const partner = await workerAccounts.listingOf(carer!, {
    Name: NAME,
    Kategorie: "Apotheke",
    Stadt: "Hamburg",
    PLZ: "20095",
    Bundesland: "Hamburg",
  });
  partnerId = partner.id;
  await waitUntilListed(`/versorgungspartner?q=${TOKEN}`, [NAME]);
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The typo typed into the care partners' quick search over a filtered second page, and Enter. */
async function enterTypo(page: Page) {
  await page.goto("/versorgungspartner?kategorie=Apotheke&page=2");
  const box = page.getByRole("combobox", { name: "Schnellsuche" });
  await box.fill(TYPO);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === TYPO);
  return { box, url: new URL(page.url()) };
}

const listed = (page: Page) => page.locator(`a[href="/versorgungspartner/${partnerId}"]`).first();

for (const width of WIDTHS) {
  test(`Enter in the quick search searches the list for the typed text (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { box, url } = await enterTypo(page);
    expect(url.pathname).toBe("/versorgungspartner");
    expect(url.searchParams.get("kategorie")).toBe("Apotheke");
    expect(url.searchParams.has("page")).toBe(false);
    await expect(listed(page)).toBeVisible();
    await expect(box).toHaveValue(TYPO);
    await expectNoAxeViolations(page);
  });

  test(`/suche says what it searched instead of a typo (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/suche?q=${TYPO}`);
    await expect(
      page.getByText(`Ergebnisse für „${TOKEN}“ – stattdessen nach „${TYPO}“ suchen`),
    ).toBeVisible();
    await expect(page.getByText(/^1 Treffer für/)).toHaveText(`1 Treffer für „${TOKEN}“`);
    await expect(
      page.getByRole("region", { name: /^Versorgungspartner \(/ }).getByRole("link", { name: NAME }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The words as typed, not corrected.
    await page.getByRole("link", { name: `stattdessen nach „${TYPO}“ suchen` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("genau") === "1");
    await expect(page.getByText(`Keine Treffer für „${TYPO}“.`)).toBeVisible();
    await expect(page.getByText(/^Ergebnisse für/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("without JavaScript the quick search is a GET form with the same URL", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { url } = await enterTypo(page);
  expect([...url.searchParams]).toEqual([
    ["kategorie", "Apotheke"],
    ["q", TYPO],
  ]);
  await expect(listed(page)).toBeVisible();
  await context.close();
});
