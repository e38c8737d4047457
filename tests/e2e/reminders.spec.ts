// Event reminders: a visitor asks for one on an event's page without an account, confirms it
// through the mailed link, gets the day-before reminder when the CMS's job runs (run from the test,
// not waited for), and leaves with one click (RFC 8058) or through the visible link. All at 360 px.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { adminDelete, adminEventIn } from "./support/cms";
import { overflowChecker } from "./support/layout";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { acknowledgeWelcomeDialogs } from "./support/search";

const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";
const EVENT = "api::veranstaltung.veranstaltung";
const REMINDER_MAIL = /^Erinnerung: /;

test.use({ viewport: { width: 360, height: 740 } });
test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

/** Runs the CMS's hourly reminder job now, as its cron does, with the shared secret. */
async function runReminderJob() {
  const response = await fetch(`${CMS_URL}/api/reminders/run`, {
    method: "POST",
    headers: { "x-alerts-secret": process.env.REVALIDATE_SECRET ?? "" },
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { failed: number }).failed).toBe(0);
}

/** Opens the URL until the event's name shows (the CMS webhook reloads the web app's cache a moment after a write). */
async function openWhenShown(page: Page, url: string, name: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const eventIn = (hours: number, name: string) =>
  adminEventIn(hours, { Veranstaltungsname: name }) as Promise<{ id: number; documentId: string }>;

test("a reminder is confirmed, sent when the job runs for an event starting tomorrow, and unsubscribed in one click", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const marker = `Erinnerungstest${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const event = await eventIn(20, `${marker} Wundkongress`);
  const checker = overflowChecker(page);
  try {
    await openWhenShown(page, `/veranstaltungen/${event.id}`, `${marker} Wundkongress`);
    await page.getByRole("link", { name: "Erinnern" }).click();
    await expect(page.getByRole("heading", { name: "An Veranstaltung erinnern" })).toBeVisible();
    await expect(page.getByText(`${marker} Wundkongress`)).toBeVisible();
    await checker.check("Formular");
    await expectNoAxeViolations(page);

    // Nothing entered, then a wrong address: German errors at the fields, nothing sent.
    await page.getByRole("button", { name: "Erinnerung bestellen" }).click();
    await expect(page.getByText("Bitte geben Sie Ihre Email-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Bitte stimmen Sie der Speicherung Ihrer Email-Adresse zu.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill("keine-adresse");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Erinnerung bestellen" }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige Email-Adresse ein.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Erinnerung bestellen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Fast geschafft" })).toContainText(email);

    const confirmation = await waitForMail(email, /Bitte bestätigen Sie Ihre Erinnerung/);
    const confirmLink = linkIn(confirmation, /\/erinnerung\/bestaetigen\?token=/);
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { name: "Erinnerung bestätigen" })).toBeVisible();
    await checker.check("Bestätigen");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Erinnerung bestätigen" }).click();
    await expect(page.getByRole("heading", { name: "Erinnerung verwalten" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Ihre Erinnerung ist bestätigt" })).toBeVisible();
    await checker.check("Verwalten");
    await expectNoAxeViolations(page);

    // The confirmation link works once.
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();

    await runReminderJob();
    const reminder = await waitForMail(email, REMINDER_MAIL);
    expect(reminder.subject).toBe(`Erinnerung: „${marker} Wundkongress“ beginnt morgen`);
    expect(reminder.text).toContain("Ort: 20095 Hamburg");
    expect(reminder.text).toContain("Fortbildungspunkte: ICW: 8 Punkte");
    await runReminderJob();
    expect(await mailsTo(email, REMINDER_MAIL)).toHaveLength(1);

    // The visible link shows the reminder; the mail program's one-click POST deletes it.
    const manageLink = linkIn(reminder, /\/erinnerung\/verwalten\?token=/);
    await page.goto(manageLink);
    await expect(page.getByRole("link", { name: `${marker} Wundkongress` })).toBeVisible();
    const oneClick = /<([^>]+\/api\/erinnerung\/abmelden[^>]+)>/.exec(
      reminder.headers["list-unsubscribe"] ?? "",
    )?.[1];
    expect(oneClick).toBeTruthy();
    const unsubscribed = await page.request.post(oneClick!, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(unsubscribed.status()).toBe(200);
    expect(await unsubscribed.text()).toContain("Sie sind abgemeldet");
    await page.goto(manageLink);
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
    expect(checker.problems).toEqual([]);
  } finally {
    await adminDelete(EVENT, event.documentId);
  }
});

test("the manage page deletes a reminder, and an event that has begun takes none", async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `Erinnerungsende${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const begun = await eventIn(-2, `${marker} begonnen`);
  const later = await eventIn(24 * 30, `${marker} später`);
  try {
    // A begun event's page offers no reminder; its form page says why.
    await openWhenShown(page, `/veranstaltungen/${begun.id}`, `${marker} begonnen`);
    await expect(page.getByRole("link", { name: "Erinnern" })).toHaveCount(0);
    await page.goto(`/erinnerung?veranstaltung=${begun.id}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "hat bereits begonnen oder ist vorbei" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Erinnerung bestellen" })).toHaveCount(0);

    await openWhenShown(page, `/erinnerung?veranstaltung=${later.id}`, `${marker} später`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Erinnerung bestellen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Fast geschafft" })).toBeVisible();
    await page.goto(linkIn(await waitForMail(email, /Bitte bestätigen/), /\/erinnerung\/bestaetigen/));
    await page.getByRole("button", { name: "Erinnerung bestätigen" }).click();
    await page.getByRole("button", { name: "Erinnerung und Email-Adresse löschen" }).click();
    await expect(page.getByRole("heading", { name: "Erinnerung gelöscht" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await adminDelete(EVENT, begun.documentId);
    await adminDelete(EVENT, later.documentId);
  }
});
