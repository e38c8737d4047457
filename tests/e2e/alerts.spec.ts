// Saved searches with email alerts: a visitor saves a filtered event search without an account,
// confirms it through the mailed link, gets exactly the new matching events once, and leaves
// with one click (RFC 8058) or through the visible link.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { adminCreated, adminDelete } from "./support/cms";
import { overflowChecker } from "./support/layout";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { acknowledgeWelcomeDialogs } from "./support/search";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const EVENT = "api::veranstaltung.veranstaltung";
const ALERT_SUBJECT = /neue[r]? Eintr/;

/** Triggers the alert job as the CMS's hourly cron does (`force`: every confirmed alert is due). */
async function runAlertJob(force = false) {
  const response = await fetch(`${BASE_URL}/api/alerts/run`, {
    method: "POST",
    headers: { "x-alerts-secret": process.env.REVALIDATE_SECRET ?? "", "Content-Type": "application/json" },
    body: JSON.stringify({ force }),
  });
  expect(response.status).toBe(200);
  const run = (await response.json()) as { failed: number };
  expect(run.failed).toBe(0);
}

/** Publishes an event through the Strapi admin, as an editor would; returns its documentId. */
async function publishEvent(name: string, created: string[]): Promise<void> {
  const event = await adminCreated(EVENT, {
    Veranstaltungsname: name,
    Published: true,
    Startzeit: "2027-05-04T08:00:00.000Z",
    Endzeit: "2027-05-04T16:00:00.000Z",
    Stadt: "Berlin",
  });
  created.push(event.documentId);
}

async function removeEvents(created: string[]) {
  for (const documentId of created) await adminDelete(EVENT, documentId);
}

/** Saves the current list's search through the dialog and confirms it through the mailed link. */
async function saveAndConfirm(page: Page, list: string, email: string, frequency: "täglich" | "wöchentlich") {
  await page.goto(list);
  await page.getByRole("button", { name: "Suche speichern" }).click();
  const dialog = page.getByRole("dialog", { name: "Suche speichern" });
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByLabel(frequency).check();
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Suche speichern" }).click();
  await expect(dialog.getByRole("status")).toContainText("Bitte bestätigen Sie die Suche");

  const mail = await waitForMail(email, /Bitte bestätigen/);
  await page.goto(linkIn(mail, /\/suche\/bestaetigen\?token=/));
  await expect(page.getByRole("heading", { name: "Suche bestätigen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Benachrichtigung bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Gespeicherte Suche verwalten" })).toBeVisible();
  // The header search has a live region of its own (its suggestion count): the page's message by its text.
  await expect(page.getByRole("status").filter({ hasText: "Ihre Suche ist bestätigt" })).toBeVisible();
}

test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

test("a saved event search mails exactly the new matching event once, and one click unsubscribes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const marker = `Alarmtest${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const created: string[] = [];
  try {
    await page.goto(`/veranstaltungen?q=${marker}&sort=name&dir=desc`);
    await page.getByRole("button", { name: "Suche speichern" }).click();
    const dialog = page.getByRole("dialog", { name: "Suche speichern" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
    // Nothing entered: German errors at the fields, nothing sent.
    await dialog.getByRole("button", { name: "Suche speichern" }).click();
    await expect(dialog.getByText("Bitte geben Sie Ihre Email-Adresse ein.")).toBeVisible();
    await expect(dialog.getByText("Bitte stimmen Sie der Speicherung Ihrer Email-Adresse zu.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Suche speichern" })).toBeFocused();

    await saveAndConfirm(page, `/veranstaltungen?q=${marker}&sort=name&dir=desc`, email, "täglich");
    await expectNoAxeViolations(page);
    // The stored filter is the list's filter without the table state, named in words.
    const words = `Veranstaltungen: Suchbegriff „${marker}“`;
    await expect(page.getByRole("link", { name: words })).toHaveAttribute(
      "href",
      `/veranstaltungen?q=${marker}`,
    );
    expect((await waitForMail(email, /Bitte bestätigen/)).text).toContain(`Ihre Suche: ${words}`);
    const manageUrl = page.url();

    const matching = `${marker} Wundkongress`;
    const other = `Ohne Treffer ${Date.now()}`;
    await publishEvent(matching, created);
    await publishEvent(other, created);
    await runAlertJob();

    const alert = await waitForMail(email, ALERT_SUBJECT);
    expect(alert.subject).toBe("Wundportal: 1 neuer Eintrag zu Ihrer Suche (Veranstaltungen)");
    expect(alert.html).toContain(matching);
    expect(alert.html).not.toContain(other);
    expect(alert.text).toContain(words);
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<([^>]+\/api\/alerts\/unsubscribe\?token=[^>]+)>, <mailto:[^>]+>$/.exec(
      alert.headers["list-unsubscribe"] ?? "",
    )?.[1];
    expect(oneClick, alert.headers["list-unsubscribe"]).toBeTruthy();

    // The mailed link leads to the event.
    await page.goto(linkIn(alert, /\/veranstaltungen\/\d+$/));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(matching);

    // A new event that does not match, and the already mailed one: no second mail.
    await publishEvent(`Ohne Treffer ${Date.now()} B`, created);
    await runAlertJob(true);
    expect(await mailsTo(email, ALERT_SUBJECT)).toHaveLength(1);

    // One-click unsubscribe: a POST without any page deletes the alert and the address.
    const unsubscribed = await fetch(oneClick!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const gone = await page.goto(manageUrl);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();

    await publishEvent(`${marker} Nachzügler`, created);
    await runAlertJob(true);
    expect(await mailsTo(email, ALERT_SUBJECT)).toHaveLength(1);
  } finally {
    await removeEvents(created);
  }
});

test("the manage page changes the frequency, and the visible link unsubscribes", async ({ page }) => {
  test.setTimeout(150_000);
  const marker = `Wochentest${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const created: string[] = [];
  try {
    await saveAndConfirm(page, `/veranstaltungen?q=${marker}`, email, "wöchentlich");
    await expect(page.getByLabel("wöchentlich")).toBeChecked();
    await page.getByLabel("täglich").check();
    await page.getByRole("button", { name: "Änderung speichern" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Ihre Änderung ist gespeichert." }),
    ).toBeVisible();
    await expect(page.getByLabel("täglich")).toBeChecked();

    await publishEvent(`${marker} Fortbildung`, created);
    await runAlertJob();
    const alert = await waitForMail(email, ALERT_SUBJECT);
    expect(alert.html).toContain(`${marker} Fortbildung`);

    await page.goto(linkIn(alert, /\/suche\/abmelden\?token=/));
    await expect(page.getByRole("heading", { name: "Benachrichtigung abbestellen" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Abbestellen" }).click();
    await expect(page.getByRole("heading", { name: "Abgemeldet" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(linkIn(alert, /\/suche\/verwalten\?token=/));
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
    await publishEvent(`${marker} Zweite Fortbildung`, created);
    await runAlertJob(true);
    expect(await mailsTo(email, ALERT_SUBJECT)).toHaveLength(1);
  } finally {
    await removeEvents(created);
  }
});

test("a wrong token gets one German error page and tells nothing", async ({ page, request }) => {
  for (const path of ["/suche/verwalten?token=abc.def", "/suche/bestaetigen?token=", "/suche/abmelden"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const forged = await request.post(
    "/api/alerts/unsubscribe?token=abcdefghijklmnopqrstuvwx.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  );
  expect(forged.status()).toBe(404);
  const job = await request.post("/api/alerts/run", { data: { force: true } });
  expect(job.status()).toBe(401);
});

test("a saved search is named in words in its confirmation mail and on its manage and unsubscribe pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const marker = `Wortetest${Date.now()}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const words =
    `Veranstaltungen: Suchbegriff „${marker}“; Von: 01.03.2027; Umkreis 50 km um Hamburg; ` +
    "Themengebiete: Dekubitus";
  await page.setViewportSize({ width: 360, height: 740 });
  const checker = overflowChecker(page);
  await saveAndConfirm(
    page,
    `/veranstaltungen?q=${marker}&thema=Dekubitus&ort=Hamburg&umkreis=50&von=2027-03-01&sort=name`,
    email,
    "täglich",
  );
  const mail = await waitForMail(email, /Bitte bestätigen/);
  expect(mail.text).toContain(`Ihre Suche: ${words}`);
  expect(mail.html).toContain(words);
  expect(mail.text).not.toContain("Gespeicherte Suche öffnen");

  // The manage page: the same words, linking to the list with the saved filter.
  await expect(page.getByRole("link", { name: words })).toBeVisible();
  await expect(page.getByText("Gespeicherte Suche öffnen")).toHaveCount(0);
  await checker.check("verwalten");
  await expectNoAxeViolations(page);

  const manage = new URL(page.url());
  await page.goto(`/suche/abmelden?token=${encodeURIComponent(manage.searchParams.get("token")!)}`);
  await expect(page.getByRole("link", { name: words })).toBeVisible();
  await checker.check("abmelden");
  await page.getByRole("button", { name: "Abbestellen" }).click();
  await expect(page.getByRole("heading", { name: "Abgemeldet" })).toBeVisible();
  await expect(page.getByText(words, { exact: true })).toBeVisible();
  await checker.check("abgemeldet");
  await expectNoAxeViolations(page);
  expect(checker.problems).toEqual([]);
});
