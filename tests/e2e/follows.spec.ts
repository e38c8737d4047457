// Following a lister: a visitor follows an organiser from an event's page without an account,
// confirms through the mailed link, gets one mail naming what the organiser newly published when
// the CMS's job runs (run from the test, not waited for), and leaves with one click (RFC 8058). A
// signed-in user sees the follows of their address on the account page and ends one there. 360 px.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { signInAs } from "./support/users";

const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";
const DIGEST = /^Neu von /;

test.use({ viewport: { width: 360, height: 740 } });
test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

/** Runs the CMS's follow job now, as its cron does, with the shared secret (every confirmed follow). */
async function runFollowJob() {
  const response = await fetch(`${CMS_URL}/api/follows/run`, {
    method: "POST",
    headers: { "x-alerts-secret": process.env.REVALIDATE_SECRET ?? "", "Content-Type": "application/json" },
    body: JSON.stringify({ force: true }),
  });
  expect(response.status).toBe(200);
}

/** Opens the URL until the text shows (the CMS webhook reloads the web app's cache a moment after a write). */
async function openWhenShown(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** Fills the follow form (email and consent) and sends it; the page then says a mail is on its way. */
async function follow(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Folgen", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Fast geschafft" })).toContainText(email);
}

/** Confirms the follow through the newest confirmation mail to the address. */
async function confirm(page: Page, email: string) {
  const mail = await waitForMail(email, /Folgen auf dem Wundportal/);
  await page.goto(linkIn(mail, /\/folgen\/bestaetigen\?token=/));
  await page.getByRole("button", { name: "Folgen bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Folgen verwalten" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Sie folgen diesem Inserenten" })).toBeVisible();
}

test("a follow is confirmed, mailed once after the organiser publishes, and ended in one click", async ({
  page,
  accounts,
}) => {
  test.setTimeout(180_000);
  const organiser = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
  const marker = `Folgetest${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const first = await accounts.listingOf(organiser, {
    Veranstaltungsname: `${marker} Erste`,
    Veranstaltername: `${marker} Akademie`,
  });
  const checker = overflowChecker(page);

  await openWhenShown(page, `/veranstaltungen/${first.id}`, `${marker} Erste`);
  await page.getByRole("link", { name: "Veranstalter folgen" }).click();
  await expect(page.getByRole("heading", { name: "Inserent folgen" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${marker} Akademie` })).toBeVisible();
  await checker.check("Formular");
  await expectNoAxeViolations(page);

  // A wrong address: a German error at the field, nothing sent.
  await page.getByRole("textbox", { name: "Email" }).fill("keine-adresse");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Folgen", exact: true }).click();
  await expect(page.getByText("Bitte geben Sie eine gültige Email-Adresse ein.")).toBeVisible();
  await follow(page, email);
  await confirm(page, email);
  await checker.check("Verwalten");
  await expectNoAxeViolations(page);

  // Nothing new yet: no mail.
  await runFollowJob();
  expect(await mailsTo(email, DIGEST)).toHaveLength(0);

  // The organiser publishes a second event; the next run names it, once.
  await accounts.listingOf(organiser, {
    Veranstaltungsname: `${marker} Zweite`,
    Veranstaltername: `${marker} Akademie`,
  });
  await runFollowJob();
  const digest = await waitForMail(email, DIGEST);
  expect(digest.subject).toContain(`${marker} Akademie`);
  expect(digest.text).toContain(`${marker} Zweite`);
  expect(digest.text).not.toContain(`${marker} Erste`);
  await runFollowJob();
  expect(await mailsTo(email, DIGEST)).toHaveLength(1);

  // The mail program's one-click POST ends the follow; the visible link is dead afterwards.
  const manageLink = linkIn(digest, /\/folgen\/verwalten\?token=/);
  const oneClick = /<([^>]+\/api\/folgen\/abmelden[^>]+)>/.exec(
    digest.headers["list-unsubscribe"] ?? "",
  )?.[1];
  expect(oneClick).toBeTruthy();
  const unsubscribed = await page.request.post(oneClick!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(unsubscribed.status()).toBe(200);
  await page.goto(manageLink);
  await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
  expect(checker.problems).toEqual([]);
});

test("a signed-in user sees the follows of their address on the account page and ends one; an unpublished listing takes none", async ({
  page,
  accounts,
}) => {
  test.setTimeout(180_000);
  const organiser = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Classic" });
  const marker = `Kontofolgen${Date.now()}`;
  const event = await accounts.listingOf(organiser, {
    Veranstaltungsname: `${marker} Kurs`,
    Veranstaltername: `${marker} Institut`,
  });
  const reader = await accounts.create({ rolle: "Referent" });

  await openWhenShown(page, `/folgen?art=Veranstaltung&id=${event.id}`, `${marker} Institut`);
  await follow(page, reader.email);
  await confirm(page, reader.email);

  await signInAs(page, reader.email, reader.password);
  await page.goto("/admin/benutzerkonto");
  const section = page.getByRole("region", { name: "Gefolgte Inserenten" });
  await expect(section.getByText(`${marker} Institut`)).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Nicht mehr folgen" }).click();
  await expect(section.getByRole("status")).toHaveText("Sie folgen diesem Inserenten nicht mehr.");
  await expect(section.getByText(`${marker} Institut`)).toHaveCount(0);

  // An unknown or unpublished listing has no follow page.
  const missing = await page.goto(`/folgen?art=Veranstaltung&id=999999999`);
  expect(missing?.status()).toBe(404);
});
