// Placing events: a subscribed Veranstalter creates an event linked to a published
// speaker and manufacturer, sees it in 'Meine Inserate', publishes it, finds it on the public list
// and detail page, edits and deletes it. Classic allows three events; media stop at eight files; a
// failed save keeps what was typed. Every test's accounts come from the fixtures (a Veranstalter with
// Classic unless it says otherwise), which remove them afterwards.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminToken, cmsJson } from "./support/cms";
import {
  EXCEPTION,
  SAVE_FAILED,
  createAs,
  deleteFromMyListings,
  localDateTime,
  myListingRow,
  openFromMyListings,
  pngFiles,
  saveAndExpectMyListings,
} from "./support/editor";
import { expect, test } from "./support/fixtures";
import { acknowledgeWelcomeDialogs, speakerName } from "./support/search";
import { signInAs } from "./support/users";

const LIMIT =
  "Sie haben bereits Ihr Limit an Veranstaltungen erreicht, es können keine weiteren erstellen werden.";

test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Classic" } });
test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** Picks a published listing in the editor's search combobox. */
async function pick(page: Page, label: string, name: string) {
  const search = page.getByRole("combobox", { name: label });
  await search.fill(name);
  await page
    .getByRole("listbox", { name: `Treffer: ${label}` })
    .getByRole("option", { name })
    .first()
    .click();
  await expect(page.getByRole("list", { name: `Ausgewählt: ${label}` })).toContainText(name);
}

test("a Veranstalter with Classic creates, publishes, edits and deletes an event", async ({
  signedInPage: page,
  account,
  accounts,
}) => {
  test.setTimeout(180_000);
  // The published speaker and manufacturer the event links to: the test's own.
  const speakerAccount = await accounts.create({ rolle: "Referent", plan: "Referent: Classic" });
  const makerAccount = await accounts.create({ rolle: "Hersteller", plan: "Hersteller: Classic" });
  const speakerLabel = speakerName({ Titel: null, Vorname: "Eva", Name: `Redner ${account.username}` });
  await accounts.listingOf(speakerAccount, { Vorname: "Eva", Name: `Redner ${account.username}` });
  const maker = { Herstellername: `Verbandwerk ${account.username}` };
  await accounts.listingOf(makerAccount, maker);
  // They reach the editor's search through the CMS's webhook, a moment after they are stored.
  for (const [art, linked] of [
    ["referent", speakerLabel],
    ["hersteller", maker.Herstellername],
  ] as const) {
    await expect
      .poll(async () => {
        const hits = await page.request.get(`/api/editor/suche?art=${art}&q=${encodeURIComponent(linked)}`);
        return ((await hits.json()) as { name: string }[]).map((hit) => hit.name);
      })
      .toContain(linked);
  }

  const suffix = `${Date.now()}`.slice(-6);
  const name = `Testkongress${suffix}`;

  // The role leads straight to the event form.
  await page.goto("/admin/inserieren");
  await expect(page).toHaveURL(/\/admin\/inserieren\/Veranstaltung$/);
  await expect(page.getByRole("heading", { name: "Veranstaltung erstellen" })).toBeVisible();
  await expect(page.getByText(/Füllen Sie möglichst alle Felder aus/)).toBeVisible();
  // Classic: media need Premium, no focus switch.
  await expect(page.getByText("Verfügbar ab dem Abonnement „Veranstalter: Premium“.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Fokusiere" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An end before the start is refused in German, nothing typed is lost.
  await page.getByLabel("Veranstaltungsname").fill(name);
  await page.getByLabel("Beginn (Datum und Uhrzeit)").fill(localDateTime(30, "09:00"));
  await page.getByLabel("Ende (Datum und Uhrzeit)").fill(localDateTime(29, "17:00"));
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    // exact: the message next to the field (the summary at the top names the field before it)
    page.getByText("Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Veranstaltungsname")).toHaveValue(name);

  await page.getByLabel("Ende (Datum und Uhrzeit)").fill(localDateTime(31, "17:00"));
  await page.getByLabel("Veranstalter", { exact: true }).fill("Wundakademie Test");
  await page.getByLabel("Stadt").fill("Köln");
  await page.getByLabel("PLZ").fill("50667");
  await page.getByRole("button", { name: "Fortbildungspunkte hinzufügen" }).click();
  await page.getByLabel("Vergabestelle 1").selectOption("ICW");
  await page.getByLabel("Punkte 1").fill("6");
  await pick(page, "Referenten", speakerLabel);
  await pick(page, "Hersteller", maker.Herstellername);
  await expectNoAxeViolations(page);
  await saveAndExpectMyListings(page);

  // Not published yet: no 'Ansehen'.
  const mine = myListingRow(page, name);
  await expect(mine.getByText("Nicht veröffentlicht")).toBeVisible();
  await expect(mine.getByRole("link", { name: /Ansehen/ })).toHaveCount(0);

  // Publish it; the stored values come back into the form.
  await mine.getByRole("link", { name: /Bearbeiten/ }).click();
  await expect(page.getByRole("heading", { name: "Veranstaltung bearbeiten" })).toBeVisible();
  await expect(page.getByLabel("Veranstalter", { exact: true })).toHaveValue("Wundakademie Test");
  await expect(page.getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue(localDateTime(30, "09:00"));
  await expect(page.getByLabel("Punkte 1")).toHaveValue("6");
  await expect(page.getByRole("list", { name: "Ausgewählt: Referenten" })).toContainText(speakerLabel);
  await expect(page.getByRole("list", { name: "Ausgewählt: Hersteller" })).toContainText(
    maker.Herstellername,
  );
  await page.getByRole("switch", { name: "Veröffentlicht" }).check();
  await saveAndExpectMyListings(page);
  await expect(myListingRow(page, name).getByText("Veröffentlicht", { exact: true })).toBeVisible();

  // Public within two seconds: list and detail, with the linked speaker and manufacturer.
  const detailPath = await myListingRow(page, name)
    .getByRole("link", { name: /Ansehen/ })
    .getAttribute("href");
  expect(detailPath).toMatch(/^\/veranstaltungen\/\d+$/);
  await page.goto(`/veranstaltungen?q=${name}`);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible({ timeout: 2_000 });
  await page.goto(detailPath!);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText("ICW: 6 Punkte")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(speakerLabel) }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(maker.Herstellername) }).first()).toBeVisible();

  // Edit: renamed, and without the speaker.
  await openFromMyListings(page, name);
  await page.getByLabel("Veranstaltungsname").fill(`${name} Nord`);
  await page.getByRole("button", { name: `${speakerLabel} entfernen` }).click();
  await saveAndExpectMyListings(page);
  await page.goto(detailPath!);
  await expect(page.getByRole("heading", { level: 1, name: `${name} Nord` })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole("link", { name: new RegExp(speakerLabel) })).toHaveCount(0);

  // Delete it; the public page is gone.
  await page.goto("/admin/meine-inserate");
  await deleteFromMyListings(page, `${name} Nord`);
  const gone = await page.goto(detailPath!);
  expect(gone?.status()).toBe(404);
});

test("a Veranstalter Classic with three events learns of the limit when opening the editor", async ({
  signedInPage: page,
  account,
}) => {
  for (const n of [1, 2, 3]) {
    await createAs(account, "veranstaltungs", { Veranstaltungsname: `Vorhanden ${n}`, Published: false });
  }
  await page.goto("/admin/meine-inserate");
  await expect(page.getByRole("row").filter({ hasText: /Vorhanden \d/ })).toHaveCount(3);

  // No empty form to fill in for nothing: the reason and the way to a larger plan instead.
  await page.goto("/admin/inserieren/Veranstaltung");
  const notice = page.getByRole("status").filter({ hasText: LIMIT });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel("Veranstaltungsname")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(0);
  await expect(notice.getByRole("link", { name: /Abonnements/ })).toHaveAttribute("href", "/admin/plans");
  await expectNoAxeViolations(page);
  // An existing event still opens for editing.
  await openFromMyListings(page, "Vorhanden 1");
  await expect(page.getByLabel("Veranstaltungsname")).toHaveValue("Vorhanden 1");
});

test("a fourth event created while the form is open is refused on save, in German, every value kept", async ({
  signedInPage: page,
  account,
}) => {
  for (const n of [1, 2]) {
    await createAs(account, "veranstaltungs", { Veranstaltungsname: `Vorhanden ${n}`, Published: false });
  }
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByLabel("Veranstaltungsname").fill("Die vierte Veranstaltung");
  await page.getByLabel("Stadt").fill("Bonn");
  // Meanwhile the third place is taken (another tab): the CMS counts on save, not the notice.
  await createAs(account, "veranstaltungs", { Veranstaltungsname: "Vorhanden 3", Published: false });
  await page.getByRole("button", { name: "Speichern" }).click();
  const alert = page.getByRole("alert").filter({ hasText: SAVE_FAILED });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(LIMIT);
  await expect(page).toHaveURL(/\/admin\/inserieren\/Veranstaltung$/);
  await expect(page.getByLabel("Veranstaltungsname")).toHaveValue("Die vierte Veranstaltung");
  await expect(page.getByLabel("Stadt")).toHaveValue("Bonn");
});

test("media take eight files: then the upload is gone, and all eight are stored", async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000);
  const account = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
  await signInAs(page, account.email, account.password);
  const name = `Medienkongress${`${Date.now()}`.slice(-6)}`;
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByLabel("Veranstaltungsname").fill(name);

  const media = page.getByLabel("Medien", { exact: true });
  await media.setInputFiles(pngFiles(7, "medium"));
  await expect(page.getByRole("link", { name: "medium-7.png" })).toBeVisible();
  // On a phone each file's name is shown whole beside its picture and 'Entfernen', not cut to 'm…'.
  await page.setViewportSize({ width: 360, height: 740 });
  const fileName = page.getByRole("link", { name: "medium-1.png" });
  expect(await fileName.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Two more at once: only one fits, so neither is uploaded and the notice says how many may follow.
  await media.setInputFiles(pngFiles(9, "medium").slice(7));
  await expect(
    page.getByText(
      "Sie haben 2 Dateien ausgewählt, es kann aber nur noch 1 hinzugefügt werden (höchstens 8). Bitte wählen Sie höchstens 1 Datei aus.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /medium-[89]\.png/ })).toHaveCount(0);
  await media.setInputFiles(pngFiles(8, "medium").slice(7));
  await expect(page.getByRole("link", { name: "medium-8.png" })).toBeVisible();
  // At eight the upload button is gone.
  await expect(
    page.getByText("Höchstzahl von 8 Dateien erreicht. Entfernen Sie eine Datei, um eine neue hochzuladen."),
  ).toBeVisible();
  await expect(page.getByLabel("Medien", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await saveAndExpectMyListings(page);
  await openFromMyListings(page, name);
  await expect(page.getByRole("button", { name: /^medium-\d\.png entfernen$/ })).toHaveCount(8);
  await expect(page.getByLabel("Medien", { exact: true })).toHaveCount(0);
  // Removing one brings the upload back.
  await page.getByRole("button", { name: "medium-8.png entfernen" }).click();
  await expect(page.getByLabel("Medien", { exact: true })).toBeVisible();
});

test("a failed save of an event keeps every value and says so in German", async ({ signedInPage: page }) => {
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByLabel("Veranstaltungsname").fill("Ausfallkongress");
  await page.getByLabel("Beginn (Datum und Uhrzeit)").fill(localDateTime(10, "10:00"));
  await page.getByLabel("Teilnahmegebühr").selectOption({ index: 1 });
  const fee = await page.getByLabel("Teilnahmegebühr").inputValue();
  await page.getByRole("group", { name: "Themengebiete" }).getByRole("checkbox").first().check();
  // The server action's request fails on the way (network error).
  await page.route("**/admin/inserieren/Veranstaltung", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(EXCEPTION)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inserieren\/Veranstaltung$/);
  await expect(page.getByLabel("Veranstaltungsname")).toHaveValue("Ausfallkongress");
  await expect(page.getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue(localDateTime(10, "10:00"));
  await expect(page.getByLabel("Teilnahmegebühr")).toHaveValue(fee);
  await expect(
    page.getByRole("group", { name: "Themengebiete" }).getByRole("checkbox").first(),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: "Speichern" })).toBeEnabled();
});

test("the editor never shows another user's unpublished manufacturer linked to one's event", async ({
  page,
  accounts,
}) => {
  const organiser = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
  const stranger = await accounts.create({ rolle: "Hersteller", prefix: "fremd" });
  const suffix = `${Date.now()}`.slice(-6);
  const admin = await adminToken();
  const asEditor = (path: string, method: string, data: Record<string, unknown>) =>
    cmsJson<{ data: { id: number } }>(`/content-manager/collection-types/${path}`, {
      method,
      token: admin,
      body: data,
    });
  const hidden = await asEditor("api::hersteller.hersteller", "POST", {
    Herstellername: `Geheimwerke${suffix}`,
    Published: false,
    createdby: { connect: [{ id: stranger.id }] },
  });
  const event = await createAs(organiser, "veranstaltungs", { Veranstaltungsname: `Leckfrei${suffix}` });
  // An editor in the Strapi admin links the stranger's draft to the organiser's event.
  await asEditor(`api::veranstaltung.veranstaltung/${event.documentId}`, "PUT", {
    herstellers: { connect: [{ id: hidden.data.id }] },
  });

  await signInAs(page, organiser.email, organiser.password);
  await openFromMyListings(page, `Leckfrei${suffix}`);
  await expect(page.getByRole("heading", { name: "Veranstaltung bearbeiten" })).toBeVisible();
  await expect(page.getByLabel("Veranstaltungsname")).toHaveValue(`Leckfrei${suffix}`);
  expect(await page.content()).not.toContain(`Geheimwerke${suffix}`);
});

test("an event without a name is not sent: the field says why, no support alert", async ({
  signedInPage: page,
}) => {
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByLabel("Stadt").fill("Bonn");
  await page.getByRole("button", { name: "Speichern" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole("link", { name: "Veranstaltungsname: Bitte geben Sie einen Veranstaltungsnamen an." }),
  ).toBeVisible();
  await expect(page.getByLabel("Veranstaltungsname")).toHaveAccessibleDescription(
    /Bitte geben Sie einen Veranstaltungsnamen an\./,
  );
  await expect(page.getByText(/bitte schicken Sie unserem Support/)).toHaveCount(0);
  await expect(page.getByLabel("Stadt")).toHaveValue("Bonn");
  await expectNoAxeViolations(page);
});
