// Buying, cancelling and reactivating a plan, as a new organiser does it in the browser, against
// the real stack with the Stripe emulator's hosted pages.
import type { Page } from "@playwright/test";
import { BILLING_MESSAGES, GENERIC_ERROR } from "../../lib/messages";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type Accounts } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { speakerOf } from "./support/speakers";
import { signInAs, uniqueUser } from "./support/users";

const LOCKED =
  "Um Referenten einsehen zu können, melden Sie sich bitte an und schließen Sie ein Veranstalter Abo ab";
const dateOf = (text: string) => /(\d{2})\.(\d{2})\.(\d{4})/.exec(text)?.slice(1) ?? [];

/** Registers through the form as a new visitor would; the account is removed after the test. */
async function signUpAndConfirm(page: Page, accounts: Accounts, rolle: string) {
  const user = uniqueUser("kaeufer");
  accounts.removeLater(user.email);
  await page.goto("/signup");
  await page.getByLabel(/Datenschutzbestimmungen/).check();
  await page.getByLabel("Nutzername", { exact: true }).fill(user.username);
  await page.getByLabel("Rolle").selectOption(rolle);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Passwort").fill(user.password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByRole("dialog", { name: "Email bestätigen" })).toBeVisible();
  const mail = await waitForMail(user.email, /bestätigen/i);
  await page.goto(linkIn(mail, /\/signup\/bestaetigen\?confirmation=/));
  await page.getByRole("button", { name: "Email-Adresse bestätigen" }).click();
  await expect(page.getByText("Ihre Email-Adresse ist bestätigt.")).toBeVisible();
  await signInAs(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin\/plans$/);
  return user;
}

/** A published speaker with a private e-mail, placed by a speaker account of the test's own. */
async function speakerWithEmail(accounts: Accounts): Promise<{ id: number; Email: string }> {
  const lister = await accounts.create({ rolle: "Referent", prefix: "privat" });
  const Email = `privat-${lister.username}@example.org`;
  const speaker = await speakerOf(lister, { Vorname: "Pia", Name: `Privat ${lister.username}`, Email });
  return { id: speaker.id, Email };
}

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test("a new organiser buys Premium, cancels, reactivates and then sees full speaker details", async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000);
  const speaker = await speakerWithEmail(accounts);
  await signUpAndConfirm(page, accounts, "Veranstalter");

  // Only the two organiser plans, in two columns, with the test-mode notice.
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "Veranstalter: Classic" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Veranstalter: Premium" })).toBeVisible();
  await expect(page.getByText(/Testmodus/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/referenten/${speaker.id}`);
  await expect(page.getByText(LOCKED).first()).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(speaker.Email);

  // Buy Premium on the emulator's hosted page.
  await page.goto("/admin/plans");
  await page.getByRole("button", { name: "Jetzt buchen: Veranstalter: Premium" }).click();
  await expect(page.getByRole("heading", { name: "Testzahlung" })).toBeVisible();
  await expect(page.getByText("Veranstalter: Premium")).toBeVisible();
  await expect(page.getByText(/199,99\s€/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Zahlung bestätigen" }).click();

  await expect(page).toHaveURL(/\/p-success\?sessionId=cs_test_/);
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
  await expect(page.getByText(/„Veranstalter: Premium“ ist gebucht/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Inserat anlegen" })).toHaveAttribute(
    "href",
    "/admin/inserieren",
  );
  await expectNoAxeViolations(page);
  // A reload shows the same outcome (read once, remembered).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();

  // The account card: AKTIV with the next billing date, one year and a day from now.
  await page.goto("/admin/benutzerkonto");
  const card = page.getByRole("region", { name: "Abonnement" });
  await expect(card.getByTestId("abo-status")).toHaveText("AKTIV");
  await expect(card.getByText("Veranstalter: Premium")).toBeVisible();
  const billing = await card.getByText(/^Nächster Abrechnungsdatum: \d{2}\.\d{2}\.\d{4}$/).textContent();
  const [, , year] = dateOf(billing ?? "");
  expect(Number(year)).toBe(new Date().getFullYear() + 1);
  await expectNoAxeViolations(page);

  // Stornieren, after a confirmation.
  await card.getByRole("button", { name: "Stornieren" }).click();
  const confirmCancel = page.getByRole("dialog", { name: "Abonnement stornieren?" });
  await expect(confirmCancel).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmCancel.getByRole("button", { name: "Ja, stornieren" }).click();
  await expect(page.getByText("Abo storniert")).toBeVisible();
  await expect(card.getByTestId("abo-status")).toHaveText("STORNIERT");
  const cancelLine = await card.getByText(/^Abonnement storniert zum \d{2}\.\d{2}\.\d{4}$/).textContent();
  // Cancelled at the period's end: the day before the next billing date would have been.
  expect(dateOf(cancelLine ?? "")[2]).toBe(year);
  // The webhook has stored it: a reload shows the same.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("abo-status")).toHaveText("STORNIERT", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Wieder Aktivieren.
  await card.getByRole("button", { name: "Wieder Aktivieren" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ja, wieder aktivieren" }).click();
  await expect(page.getByText("Abo reaktiviert")).toBeVisible();
  await expect(card.getByTestId("abo-status")).toHaveText("AKTIV");
  await expect(card.getByText(billing ?? "")).toBeVisible();

  // The customer portal opens and comes back.
  await card.getByRole("button", { name: "Rechnungen und Zahlungsmittel" }).click();
  await expect(page.getByRole("heading", { name: "Kundenportal" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Bezahlt" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zum Wundportal" }).click();
  await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);

  // Deleting the account is refused while the subscription is active.
  await page.getByRole("button", { name: "Konto löschen" }).click();
  await page.getByRole("button", { name: "Ja, Konto löschen" }).click();
  await expect(
    page.getByText("Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst."),
  ).toBeVisible();

  // An organiser subscriber sees the speaker's private details.
  await page.goto(`/referenten/${speaker.id}`);
  await expect(page.getByRole("main")).toContainText(speaker.Email);
  await expect(page.getByText(LOCKED)).toHaveCount(0);

  // The plans page now names the running plan instead of offering a second purchase.
  await page.goto("/admin/plans");
  await expect(page.getByText("Ihr aktuelles Abonnement")).toBeVisible();
  await expect(page.getByRole("button", { name: /Jetzt buchen/ })).toHaveCount(0);
});

test("'Abbrechen' on the checkout page returns to the plans page, which says nothing was charged", async ({
  page,
  accounts,
}) => {
  const user = await signUpAndConfirm(page, accounts, "Referent");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(3);
  // Before any checkout the plans page says nothing about one.
  await expect(page.getByText(BILLING_MESSAGES.checkoutCancelled)).toHaveCount(0);
  await page.getByRole("button", { name: "Jetzt buchen: Referent: Premium Plus" }).click();
  await expect(page.getByRole("heading", { name: "Testzahlung" })).toBeVisible();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page).toHaveURL(/\/admin\/plans\?checkout=abgebrochen$/);
  // The address carries a marker only: no session, no account, no address of the user.
  for (const personal of [user.email, encodeURIComponent(user.email), user.username, "cs_"]) {
    expect(page.url()).not.toContain(personal);
  }
  await expect(
    page.getByRole("status").filter({ hasText: BILLING_MESSAGES.checkoutCancelled }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Jetzt buchen: Referent: Premium Plus" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/benutzerkonto");
  await expect(page.getByText("Sie haben noch kein Abonnement.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Rechnungen und Zahlungsmittel" })).toHaveCount(0);
});

test("without JavaScript 'Jetzt buchen' leads to the payment page, and a failure back to the plans", async ({
  page,
  browser,
  accounts,
}) => {
  await signUpAndConfirm(page, accounts, "Veranstalter");
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const noScript = await context.newPage();
  await noScript.goto("/admin/plans");
  await noScript.getByRole("button", { name: "Jetzt buchen: Veranstalter: Classic" }).click();
  await expect(noScript.getByRole("heading", { name: "Testzahlung" })).toBeVisible();
  await expect(noScript.getByText("Veranstalter: Classic")).toBeVisible();

  // A checkout the CMS refuses (here a plan that does not exist) returns to the plans page,
  // which says so above the plans.
  const refused = await noScript.request.post("/api/abo/checkout", {
    headers: { accept: "text/html" },
    form: { planId: "gibt-es-nicht" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  await noScript.goto(refused.headers()["location"]!);
  await expect(noScript.getByRole("alert")).toHaveText(GENERIC_ERROR);
  await context.close();
  // axe runs as a script in the page, so the same page is checked with JavaScript on.
  await page.goto(refused.headers()["location"]!);
  await expect(page.getByRole("alert").filter({ hasText: GENERIC_ERROR })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Meine Daten herunterladen' gives the profile as a JSON file", async ({ page, accounts }) => {
  const user = await signUpAndConfirm(page, accounts, "Hersteller");
  await page.goto("/admin/benutzerkonto");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Meine Daten herunterladen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wundportal-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path())!, "utf8"));
  expect(data.profile.email).toBe(user.email.toLowerCase());
  expect(data.profile.Rolle).toBe("Hersteller");
  expect(data.subscriptions).toEqual([]);
});
