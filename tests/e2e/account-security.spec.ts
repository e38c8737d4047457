// The account page: password and e-mail changes, the profile picture address, text typed before the
// page's script ran. Each test's account is made through the fixtures (a Referent without a plan,
// signed in) and removed after it.
import type { Route } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { signInAs } from "./support/users";

test("a password change keeps this session signed in and signs every other session out", async ({
  signedInPage: page,
  account: user,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, user.email, user.password);

  await page.goto("/admin/benutzerkonto");
  const strong = "Hydrokolloid-Leuchtturm-58";
  await page.getByLabel("Altes Passwort").fill(user.password);
  await page.getByLabel("Neues Passwort", { exact: true }).fill(strong);
  await page.getByLabel("Neues Passwort wiederholen").fill(strong);
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Passwort geändert", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
  await expect(page.getByRole("heading", { name: "Benutzerkonto" })).toBeVisible();

  await otherPage.goto("/admin/benutzerkonto");
  await expect(otherPage).toHaveURL(/\/signin/);
  await other.close();
});

test("a new e-mail address needs the current password and takes effect through the mailed link", async ({
  signedInPage: page,
  account: user,
}) => {
  const newEmail = `neu${Date.now()}@example.org`;
  await page.goto("/admin/benutzerkonto");

  // The form shows the current address once it has started: its fields are empty in the page's
  // HTML and filled as it hydrates. Text typed before then is kept (the test below), but a fill
  // that begins on the empty field as that moment comes reads "old" + "new".
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await page.getByLabel("Email", { exact: true }).fill(newEmail);
  const current = page.getByLabel("Aktuelles Passwort");
  await expect(current).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByText("Bitte geben Sie Ihr aktuelles Passwort ein, um die Email-Adresse zu ändern.").first(),
  ).toBeVisible();

  await current.fill("falsch-falsch-falsch");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Das aktuelle Passwort ist falsch.").first()).toBeVisible();

  await current.fill(user.password);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(/Die neue Email-Adresse gilt, sobald Sie den Link/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);

  const mail = await waitForMail(newEmail, /E-Mail-Adresse bestätigen/);
  await page.goto(linkIn(mail, /\/konto\/email-bestaetigen\?token=/));
  // Opening the link changes nothing yet (mail gateways open links to scan them): the button does.
  await expect(page.getByRole("heading", { level: 1, name: "Neue Email-Adresse bestätigen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/benutzerkonto");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await page.goBack();
  await page.getByRole("button", { name: "Email-Adresse bestätigen" }).click();
  await expect(page).toHaveURL(/\/admin\/benutzerkonto\?email=bestaetigt/);
  await expect(
    page.getByRole("status").filter({ hasText: "Ihre neue Email-Adresse ist bestätigt" }),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
  await expectNoAxeViolations(page);

  const notice = await waitForMail(user.email, /E-Mail-Adresse wurde geändert/);
  expect(notice.html).toContain(newEmail);
});

test("the profile picture address accepts only http(s)", async ({ signedInPage: page }) => {
  await page.goto("/admin/benutzerkonto");
  const avatar = page.getByLabel("Profilbild (Adresse)");
  await avatar.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte eine Adresse mit http:// oder https:// angeben.")).toBeVisible();

  await avatar.fill("https://example.org/bild.png");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Daten erfolgreich gespeichert!")).toBeVisible();
  await page.reload();
  await expect(avatar).toHaveValue("https://example.org/bild.png");
});

test("what is typed before the page's script runs stays in the form and is saved", async ({
  signedInPage: page,
  account: user,
}) => {
  // The page's scripts are held back until the visitor has typed (a slow phone, a busy network).
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/chunks/**", (route) => (holding ? held.push(route) : route.continue()));
  // Not waiting for the page to finish loading: its scripts do not, until they are let through.
  await page.goto("/admin/benutzerkonto", { waitUntil: "commit" });
  // A field the form fills in with a value of its own as it starts (the account's name).
  const username = page.getByLabel("Nutzername", { exact: true });
  const typed = `${user.username}neu`;
  await username.fill(typed);
  holding = false;
  for (const route of held.splice(0)) await route.continue();

  // Started: the form has filled in the account's address, and kept what was typed.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(username).toHaveValue(typed);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Daten erfolgreich gespeichert!")).toBeVisible();
  await page.reload();
  await expect(username).toHaveValue(typed);
});
