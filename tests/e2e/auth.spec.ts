// Signing up, in and out, password reset and the account page; every test makes (and afterwards
// removes) the accounts it signs in with.
import type { Page } from "@playwright/test";
import { CONFIRMATION_RESEND_MESSAGES } from "../../lib/messages";
import { expectNoAxeViolations } from "./support/axe";
import { cmsJson } from "./support/cms";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { signInByRequest } from "./support/session";
import { signIn, uniqueUser } from "./support/users";

test.describe("sign-up with e-mail confirmation", () => {
  test("sign up, confirm by mail, sign in and land on the plans page", async ({ page, accounts }) => {
    const user = uniqueUser("neu");
    accounts.removeLater(user.email);
    await page.goto("/signup");
    await expectNoAxeViolations(page);
    await page.getByLabel(/Datenschutzbestimmungen/).check();
    await page.getByLabel("Nutzername", { exact: true }).fill(user.username);
    await expect(page.getByLabel("Rolle").locator("option:checked")).toHaveText("Registrieren als...");
    await page.getByLabel("Rolle").selectOption("Veranstalter");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Passwort").fill(user.password);
    await page.getByRole("button", { name: "Registrieren" }).click();

    const dialog = page.getByRole("dialog", { name: "Email bestätigen" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // Before confirming, sign-in is refused with a clear message.
    await signIn(page, user.email, user.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Bitte bestätigen Sie zuerst Ihre Email-Adresse" }),
    ).toBeVisible();

    const mail = await waitForMail(user.email, /bestätigen/i);
    const link = linkIn(mail, /\/signup\/bestaetigen\?confirmation=/);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email-Adresse bestätigen" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Email-Adresse bestätigen" }).click();
    await expect(page.getByText("Ihre Email-Adresse ist bestätigt.")).toBeVisible();

    await signIn(page, user.email, user.password);
    await expect(page.getByText(`Willkommen ${user.username}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plans$/);
    await expect(page.getByRole("heading", { name: "Veranstalter: Premium" })).toBeVisible();
  });

  test("opening the mailed link confirms nothing: only its page's button does", async ({
    page,
    accounts,
  }) => {
    const user = uniqueUser("scanner");
    accounts.removeLater(user.email);
    await cmsJson("/api/auth/local/register", { method: "POST", body: { ...user, Rolle: "Referent" } });
    const link = linkIn(await waitForMail(user.email, /bestätigen/i), /\/signup\/bestaetigen\?confirmation=/);
    const code = new URL(link).searchParams.get("confirmation") ?? "";

    // What a mail gateway's link scanner does: fetch the link, and the link of older mails.
    expect((await page.request.get(link)).status()).toBe(200);
    const old = await page.request.get(`/api/auth/bestaetigen?confirmation=${code}`, { maxRedirects: 0 });
    expect(old.status()).toBe(303);
    expect(new URL(old.headers().location ?? "").pathname).toBe("/signup/bestaetigen");
    expect(new URL(old.headers().location ?? "").searchParams.get("confirmation")).toBe(code);
    await page.goto(`/api/auth/bestaetigen?confirmation=${code}`);
    await expect(page).toHaveURL(/\/signup\/bestaetigen\?confirmation=/);

    await signIn(page, user.email, user.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Bitte bestätigen Sie zuerst Ihre Email-Adresse" }),
    ).toBeVisible();

    await page.goto(link);
    await page.getByRole("button", { name: "Email-Adresse bestätigen" }).click();
    await expect(page.getByText("Ihre Email-Adresse ist bestätigt.")).toBeVisible();
    await signIn(page, user.email, user.password);
    await expect(page.getByText(`Willkommen ${user.username}!`)).toBeVisible();
  });

  test("without the privacy consent nothing is sent", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Nutzername", { exact: true }).fill("jemand");
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByText("Bitte akzeptieren Sie die Datenschutzbestimmungen").first()).toBeVisible();
    await expect(page.getByLabel("Nutzername", { exact: true })).toHaveValue("jemand");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a taken e-mail address is reported in German", async ({ page, account }) => {
    await page.goto("/signup");
    await page.getByLabel(/Datenschutzbestimmungen/).check();
    await page.getByLabel("Nutzername", { exact: true }).fill(uniqueUser().username);
    await page.getByLabel("Rolle").selectOption("Referent");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Passwort").fill("Wundheilung-Kompresse-42");
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Email oder Username sind bereits vergeben!" }),
    ).toBeVisible();
  });
});

test.describe("sign-in", () => {
  test("a wrong password shows the closable alert", async ({ page, account }) => {
    await signIn(page, account.email, "falsches-passwort");
    const alert = page.getByRole("alert").filter({ hasText: "Email und/ oder Passwort nicht gefunden!" });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole("button", { name: "Meldung schließen" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/signin/);
  });

  test("a subscriber lands on the account page, and /signin sends a signed-in user there too", async ({
    page,
    accounts,
  }) => {
    const organiser = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
    await signIn(page, organiser.email, organiser.password);
    await expect(page.getByText(`Willkommen ${organiser.username}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
    await expect(page.getByRole("button", { name: "Benutzerkonto" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Verwaltung" })).toBeVisible();
    await page.goto("/signin");
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
  });

  // Without a subscription the portal would otherwise send the user to the plans page.
  test("/admin pages send a visitor without a session to /signin and back afterwards", async ({
    page,
    account,
  }) => {
    await page.goto("/admin/benutzerkonto");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Passwort").fill(account.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
  });

  test("after logout the old session cookie is refused", async ({ page, browser, accounts }) => {
    const speaker = await accounts.create({ rolle: "Referent", plan: "Referent: Premium Plus" });
    await signIn(page, speaker.email, speaker.password);
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
    const stolen = await page.context().cookies();
    expect(stolen.some((c) => c.name.includes("next-auth.session-token") && c.httpOnly)).toBe(true);

    await page.getByRole("button", { name: "Benutzerkonto" }).click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/signin/);
    expect((await page.context().cookies()).some((c) => c.name.includes("next-auth.session-token"))).toBe(
      false,
    );

    const replay = await browser.newContext();
    await replay.addCookies(stolen);
    const replayPage = await replay.newPage();
    await replayPage.goto("/admin/benutzerkonto");
    await expect(replayPage).toHaveURL(/\/signin/);
    await replay.close();
  });
});

test("on a phone a signed-in visitor sees the account in the header and signs out in one tap from its menu", async ({
  page,
  account,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByRequest(page, account.email, account.password);
  // A public page, cached as HTML for everybody: the header draws the session in the browser.
  await page.goto("/");
  const avatar = page
    .getByRole("banner")
    .getByRole("button", { name: `Benutzerkonto von ${account.username}` });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText(account.username.charAt(0).toUpperCase());
  const box = (await avatar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const checker = overflowChecker(page);
  await checker.check("Kopfzeile angemeldet");

  await avatar.click();
  const signOut = page.getByRole("button", { name: "Abmelden" });
  await expect(signOut).toBeVisible();
  await expect(page.getByText(`Angemeldet als ${account.username}`)).toBeVisible();
  await checker.check("Kontomenü offen", { resized: true });
  expect(checker.problems).toEqual([]);
  await expectNoAxeViolations(page);

  await signOut.click();
  await expect(page).toHaveURL(/\/signin/);
  const session = page.waitForResponse((r) => r.url().endsWith("/api/sitzung"));
  await page.goto("/");
  await session;
  await expect(page.getByRole("banner").getByRole("button", { name: /^Benutzerkonto/ })).toHaveCount(0);
});

/** Asks for the confirmation mail again on the page /signin links to, and returns the answer shown. */
async function resendConfirmation(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Bestätigungsmail erneut senden" }).click();
  await expect(page).toHaveURL(/\/signin\/bestaetigungsmail$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Bestätigungsmail erneut senden" }).click();
  // Whatever the page answers (the answer must not depend on the address).
  const answer = page.getByRole("status").filter({ hasText: /\S/ });
  await expect(answer).toBeVisible();
  return (await answer.textContent())?.trim();
}

const CONFIRM_SUBJECT = /bestätigen/i;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

test("'Bestätigungsmail erneut senden': a second mail whose link works, once an hour, the same answer for every address", async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000);
  const user = uniqueUser("erneut");
  accounts.removeLater(user.email);
  await page.goto("/signup");
  await page.getByLabel(/Datenschutzbestimmungen/).check();
  await page.getByLabel("Nutzername", { exact: true }).fill(user.username);
  await page.getByLabel("Rolle").selectOption("Referent");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Passwort").fill(user.password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByRole("dialog", { name: "Email bestätigen" })).toBeVisible();
  const first = await waitForMail(user.email, CONFIRM_SUBJECT);

  const answer = await resendConfirmation(page, user.email);
  expect(answer).toBe(CONFIRMATION_RESEND_MESSAGES.sent);
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await mailsTo(user.email, CONFIRM_SUBJECT)).length).toBe(2);
  const second = await waitForMail(user.email, CONFIRM_SUBJECT);
  expect(second.id).not.toBe(first.id);
  const link = linkIn(second, /\/signup\/bestaetigen\?confirmation=/);
  expect(link).not.toBe(linkIn(first, /\/signup\/bestaetigen\?confirmation=/));

  // Again within the hour: the same answer, no third mail.
  expect(await resendConfirmation(page, user.email)).toBe(answer);
  // An address without an account: the same answer, no mail.
  const stranger = uniqueUser("niemand").email;
  expect(await resendConfirmation(page, stranger)).toBe(answer);
  await settle();
  expect(await mailsTo(user.email, CONFIRM_SUBJECT)).toHaveLength(2);
  expect(await mailsTo(stranger, /./)).toHaveLength(0);

  // The resent link confirms the account.
  await page.goto(link);
  await page.getByRole("button", { name: "Email-Adresse bestätigen" }).click();
  await expect(page.getByText("Ihre Email-Adresse ist bestätigt.")).toBeVisible();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin\/plans$/);
});

test("password reset by mail, then sign-in with the new password", async ({ page, account: user }) => {
  await page.goto("/password-reset");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Email senden" }).click();
  await expect(
    page.getByText(
      "Falls ein Konto mit dieser Email existiert, wird eine Email mit weiteren Anweisungen versendet.",
    ),
  ).toBeVisible();

  const mail = await waitForMail(user.email, /Passwort/i);
  const link = linkIn(mail, /\/password-new\?code=/);
  await page.goto(link);
  const newPassword = "Verbandwechsel-Sonnenblume-91";
  await page.getByLabel("Neues Passwort").fill(newPassword);
  await page.getByLabel("Passwort wiederholen").fill("etwas-anderes");
  await page.getByRole("button", { name: "Passwort bestätigen" }).click();
  await expect(page.getByText("Es ist etwas schief gelaufen - sind beide Passwörter gleich?")).toBeVisible();
  await expect(page.getByLabel("Neues Passwort")).toHaveValue(newPassword);

  await page.getByLabel("Passwort wiederholen").fill(newPassword);
  await page.getByRole("button", { name: "Passwort bestätigen" }).click();
  await expect(page.getByText("Passwort wurde geändert!")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/admin\/plans$/);
});

test.describe("account page", () => {
  test("saves the profile and keeps the input on errors", async ({ signedInPage: page, account: user }) => {
    await page.goto("/admin/benutzerkonto");
    await expectNoAxeViolations(page);

    await page.getByLabel("Nutzername", { exact: true }).fill("");
    await page.getByLabel("Website").fill("https://wunde.example.org");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Nutzername ist ein Pflichtfeld!")).toBeVisible();
    await expect(page.getByLabel("Website")).toHaveValue("https://wunde.example.org");

    await page.getByLabel("Nutzername", { exact: true }).fill(`${user.username}x`);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Daten erfolgreich gespeichert!")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Website")).toHaveValue("https://wunde.example.org");
    await expect(page.getByLabel("Nutzername", { exact: true })).toHaveValue(`${user.username}x`);
  });

  test("refuses a weak new password and changes a strong one", async ({
    signedInPage: page,
    account: user,
  }) => {
    await page.goto("/admin/benutzerkonto");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Bitte geben Sie Ihr altes Passwort ein!")).toBeVisible();

    await page.getByLabel("Altes Passwort").fill(user.password);
    await page.getByLabel("Neues Passwort", { exact: true }).fill("passwort1");
    await page.getByLabel("Neues Passwort wiederholen").fill("passwort1");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Neues Passwort zu schwach").first()).toBeVisible();

    const strong = "Hydrokolloid-Leuchtturm-58";
    await page.getByLabel("Neues Passwort", { exact: true }).fill(strong);
    await page.getByLabel("Neues Passwort wiederholen").fill(strong);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Passwort geändert", { exact: true })).toBeVisible();
  });

  test("deletion is blocked while a subscription runs", async ({ page, accounts }) => {
    const maker = await accounts.create({ rolle: "Hersteller", plan: "Hersteller: Premium" });
    await signIn(page, maker.email, maker.password);
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
    await page.getByRole("button", { name: "Konto löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto wirklich löschen?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Ja, Konto löschen" }).click();
    await expect(
      page.getByText("Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
  });

  test("an account without subscription is deleted and signed out", async ({
    signedInPage: page,
    account: user,
  }) => {
    await page.goto("/admin/benutzerkonto");
    await page.getByRole("button", { name: "Konto löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, Konto löschen" }).click();
    await expect(page.getByText("Nutzer gelöscht. Sie werden in Kürze abgemeldet.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin/, { timeout: 10_000 });
    await signIn(page, user.email, user.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Email und/ oder Passwort nicht gefunden!" }),
    ).toBeVisible();
  });
});
