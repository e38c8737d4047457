// Placing listings: a subscribed Referent and Versorgungspartner create, publish, see,
// edit and delete their listing; refused saves keep what was typed; without a plan there is only a
// notice. Every test's account comes from the fixtures (as its `accountSpec` says), which remove it
// afterwards.
import { adminUpdateAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { deleteUnattachedUploadsNow } from "./support/cms";
import {
  deleteFromMyListings,
  myListingRow as row,
  pngFiles,
  saveAndExpectMyListings,
} from "./support/editor";
import { expect, test } from "./support/fixtures";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { signInAs } from "./support/users";

const UPLOAD_GONE =
  "Eine Datei dieses Feldes ist nicht mehr vorhanden: nicht gespeicherte Uploads werden nach einem Tag gelöscht. Bitte entfernen Sie die Datei und laden Sie sie erneut hoch.";

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test.describe("Referent: Premium", () => {
  test.use({ accountSpec: { rolle: "Referent", plan: "Referent: Premium" } });

  test("a Referent with Premium creates, publishes, edits and deletes the speaker profile", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(150_000);
    const suffix = `${Date.now()}`.slice(-6);
    const name = `Testreferentin${suffix}`;

    // The role leads straight to the Referent form.
    await page.goto("/admin/inserieren");
    await expect(page).toHaveURL(/\/admin\/inserieren\/Referent$/);
    await expect(page.getByRole("heading", { name: "Referent erstellen" })).toBeVisible();
    await expect(page.getByText(/Füllen Sie möglichst alle Felder aus/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Premium opens qualifications; fees, availability and the focus switch need Premium Plus.
    await expect(
      page.getByRole("group", { name: "Seminartypen" }).getByRole("checkbox").first(),
    ).toBeEnabled();
    await expect(page.getByLabel("Honorar pro Unterrichtseinheit")).toBeDisabled();
    await expect(
      page.getByText("Verfügbar ab dem Abonnement „Referent: Premium Plus“.").first(),
    ).toBeVisible();
    await expect(page.getByRole("switch", { name: "Fokusiere" })).toHaveCount(0);

    // Required fields, in German, and nothing typed is lost.
    await page.getByLabel("Titel").fill("Dr.");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Name ist ein Pflichtfeld!", { exact: true })).toBeVisible();
    await expect(page.getByText("Vorname ist ein Pflichtfeld!", { exact: true })).toBeVisible();
    await expect(page.getByText("Stadt ist ein Pflichtfeld!", { exact: true })).toBeVisible();
    await expect(page.getByText("Email ist ein Pflichtfeld!", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue("Dr.");

    await page.getByLabel("Vorname").fill("Anna");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Stadt").fill("Köln");
    await page.getByLabel("PLZ").fill("50667");
    await page.getByLabel("Email").fill(`anna${suffix}@example.org`);
    await page.getByRole("group", { name: "Seminartypen" }).getByLabel("Inhouse Schulungen").check();
    await saveAndExpectMyListings(page);

    // Not published yet: no 'Ansehen'.
    const mine = row(page, name);
    await expect(mine.getByText("Nicht veröffentlicht")).toBeVisible();
    await expect(mine.getByRole("link", { name: /Ansehen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Publish it.
    await mine.getByRole("link", { name: /Bearbeiten/ }).click();
    await expect(page.getByRole("heading", { name: "Referent bearbeiten" })).toBeVisible();
    await expect(page.getByLabel("Vorname")).toHaveValue("Anna");
    await expect(
      page.getByRole("group", { name: "Seminartypen" }).getByLabel("Inhouse Schulungen"),
    ).toBeChecked();
    await page.getByRole("switch", { name: "Veröffentlicht" }).check();
    await saveAndExpectMyListings(page);
    await expect(row(page, name).getByText("Veröffentlicht", { exact: true })).toBeVisible();

    // Public within two seconds: list and detail.
    const view = row(page, name).getByRole("link", { name: /Ansehen/ });
    const detailPath = await view.getAttribute("href");
    expect(detailPath).toMatch(/^\/referenten\/\d+$/);
    await page.goto(`/referenten?q=${name}`);
    await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible({ timeout: 2_000 });
    await page.goto(detailPath!);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible({
      timeout: 2_000,
    });

    // Edit the city; the detail page shows the change.
    await page.goto("/admin/meine-inserate");
    await row(page, name)
      .getByRole("link", { name: /Bearbeiten/ })
      .click();
    await page.getByLabel("Stadt").fill("Bonn");
    await saveAndExpectMyListings(page);
    await page.goto(detailPath!);
    await expect(page.getByText(/Bonn/).first()).toBeVisible({ timeout: 2_000 });

    // A second profile: opening the editor for a new one says so at once, with the way to the own profile.
    await page.goto("/admin/inserieren/Referent");
    const notice = page.getByRole("status").filter({ hasText: "Sie haben bereits ein Referentenprofil" });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel("Vorname")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await notice.getByRole("link", { name: "Mein Referentenprofil bearbeiten" }).click();
    await expect(page.getByRole("heading", { name: "Referent bearbeiten" })).toBeVisible();
    await expect(page.getByLabel("Stadt")).toHaveValue("Bonn");

    // Delete it; the public page is gone.
    page.once("dialog", (dialog) => void dialog.accept()); // leaving the unsaved form asks first
    await page.goto("/admin/meine-inserate");
    await deleteFromMyListings(page, name);
    const gone = await page.goto(detailPath!);
    expect(gone?.status()).toBe(404);
  });
});

test.describe("Versorgungspartner: Classic", () => {
  test.use({ accountSpec: { rolle: "Versorgungspartner", plan: "Versorgungspartner: Classic" } });

  test("a Versorgungspartner creates a published listing with category fields, edits and deletes it", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(150_000);
    const suffix = `${Date.now()}`.slice(-6);
    const name = `Testklinik${suffix}`;

    await page.goto("/admin/inserieren");
    await expect(page).toHaveURL(/\/admin\/inserieren\/Versorgungspartner$/);
    await expect(page.getByRole("heading", { name: "Versorgungspartner erstellen" })).toBeVisible();

    // Every required field has the specification's message.
    await page.getByRole("button", { name: "Speichern" }).click();
    for (const message of [
      "Bitte auswählen: Name!",
      "Bitte auswählen: Stadt!",
      "Bitte auswählen: PLZ!",
      "Bundesland bitte auswählen!",
      "Bitte Kategorie auswählen!",
    ]) {
      // exact: the message next to its field; the summary at the top lists it after the field's name.
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveCount(5);

    // Category fields follow the category.
    await page.getByLabel("Kategorie", { exact: true }).selectOption("Apotheke");
    await expect(page.getByLabel("Bettenanzahl")).toHaveCount(0);
    await page.getByLabel("Kategorie", { exact: true }).selectOption("Klinik");
    await expect(page.getByLabel("Bettenanzahl")).toBeVisible();
    await expect(page.getByLabel("Behandelte Krankheiten")).toBeVisible();
    // Classic: media need Premium; no focus switch.
    await expect(page.getByText("Verfügbar ab dem Abonnement „Versorgungspartner: Premium“.")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Fokusiere" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Stadt").fill("Bonn");
    await page.getByLabel("PLZ").fill("53111");
    await page.getByLabel("Bundesland").selectOption("Nordrhein-Westfalen");
    await page.getByLabel("Bettenanzahl").fill("120");
    await page.getByRole("group", { name: "Aufgabengebiete" }).getByLabel("Wundversorgung").check();
    await page.getByRole("switch", { name: "Veröffentlicht" }).check();
    await saveAndExpectMyListings(page);
    await expect(row(page, name).getByText("Veröffentlicht", { exact: true })).toBeVisible();

    const detailPath = await row(page, name)
      .getByRole("link", { name: /Ansehen/ })
      .getAttribute("href");
    expect(detailPath).toMatch(/^\/versorgungspartner\/\d+$/);
    await page.goto(`/versorgungspartner?q=${name}`);
    await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible({ timeout: 2_000 });
    await page.goto(detailPath!);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText("120").first()).toBeVisible();

    // Edit: a renamed listing shows under its new name.
    await page.goto("/admin/meine-inserate");
    await row(page, name)
      .getByRole("link", { name: /Bearbeiten/ })
      .click();
    await expect(page.getByLabel("Bettenanzahl")).toHaveValue("120");
    await page.getByLabel("Name", { exact: true }).fill(`${name} Nord`);
    await saveAndExpectMyListings(page);
    await page.goto(detailPath!);
    await expect(page.getByRole("heading", { level: 1, name: `${name} Nord` })).toBeVisible({
      timeout: 2_000,
    });

    await page.goto("/admin/meine-inserate");
    await deleteFromMyListings(page, `${name} Nord`);
  });

  test("a failed save keeps every value and says so in German", async ({ signedInPage: page }) => {
    await page.goto("/admin/inserieren/Versorgungspartner");
    await page.getByLabel("Name", { exact: true }).fill("Sanitätshaus Ausfall");
    await page.getByLabel("Stadt").fill("Bonn");
    await page.getByLabel("PLZ").fill("53111");
    await page.getByLabel("Bundesland").selectOption("Nordrhein-Westfalen");
    await page.getByLabel("Kategorie", { exact: true }).selectOption("Sanitätshaus");
    // The server action's request fails on the way (network error).
    await page.route("**/admin/inserieren/Versorgungspartner", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Es ist etwas schief gelaufen...")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inserieren\/Versorgungspartner$/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sanitätshaus Ausfall");
    await expect(page.getByLabel("Kategorie", { exact: true })).toHaveValue("Sanitätshaus");
    await expect(page.getByRole("button", { name: "Speichern" })).toBeEnabled();
  });
});

test.describe("Referent: Classic", () => {
  test.use({ accountSpec: { rolle: "Referent", plan: "Referent: Classic" } });

  test("an upload deleted while the form stayed unsaved is named at its field", async ({
    signedInPage: page,
  }) => {
    await page.goto("/admin/inserieren/Referent");
    await page.getByLabel("Vorname").fill("Bea");
    await page.getByLabel("Name", { exact: true }).fill(`Liegengelassen${`${Date.now()}`.slice(-6)}`);
    await page.getByLabel("Stadt").fill("Köln");
    await page.getByLabel("PLZ").fill("50667");
    await page.getByLabel("Email").fill("bea@example.org");
    const uploaded = page.waitForResponse(
      (response) => response.url().includes("/api/uploads") && response.request().method() === "POST",
    );
    await page.getByLabel("Bild", { exact: true }).setInputFiles(pngFiles(1, "portraet"));
    const answer = (await (await uploaded).json()) as { data: { id: number }[] };
    await expect(page.getByRole("link", { name: "portraet-1.png" })).toBeVisible();

    // The form (or its stored draft) waited longer than a day: the cleanup job has deleted the file.
    expect(await deleteUnattachedUploadsNow(answer.data.map((file) => file.id))).toBe(1);
    await page.getByRole("button", { name: "Speichern" }).click();

    // The innermost element around the file's row is its upload field.
    const field = page.locator("div", { has: page.getByRole("link", { name: "portraet-1.png" }) }).last();
    await expect(field.getByRole("alert")).toHaveText(UPLOAD_GONE);
    await expect(page).toHaveURL(/\/admin\/inserieren\/Referent$/);
    await expect(page.getByLabel("Vorname")).toHaveValue("Bea");
    await expectNoAxeViolations(page);
  });
});

test("without a running plan of the kind the editor shows a notice with the plans page", async ({
  signedInPage: page,
}) => {
  await page.goto("/admin/inserieren/Referent");
  await expect(
    page.getByText("Für Inserate der Art „Referent“ brauchen Sie ein laufendes Abonnement „Referent“."),
  ).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await page.getByRole("link", { name: "Zu den Abonnements" }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);

  await page.goto("/admin/meine-inserate");
  await expect(page.getByText("Sie haben noch keine Inserate.")).toBeVisible();
});

test("an account without a role chooses the kind of listing", async ({ page, accounts }) => {
  const account = await accounts.create({ rolle: "Hersteller" });
  await adminUpdateAccount(account, { Rolle: null });
  await signInAs(page, account.email, account.password);
  await page.goto("/admin/inserieren");
  await expect(
    page.getByRole("heading", { name: "Welche Art von Inserat möchten Sie erstellen?" }),
  ).toBeVisible();
  const choices = page.getByRole("main").getByRole("listitem");
  await expect(choices).toHaveText([
    "Veranstaltung",
    "Referent",
    "Hersteller",
    "Produkt",
    "Versorgungspartner",
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Versorgungspartner" }).click();
  await expect(page.getByText(/brauchen Sie ein laufendes Abonnement „Versorgungspartner“/)).toBeVisible();
});

test.describe("Referent: Premium Plus", () => {
  test.use({ accountSpec: { rolle: "Referent", plan: "Referent: Premium Plus" } });

  test("a picked availability date is saved without pressing 'Datum hinzufügen'", async ({
    signedInPage: page,
  }) => {
    const name = `Terminfest${`${Date.now()}`.slice(-6)}`;
    await page.goto("/admin/inserieren/Referent");
    await page.getByLabel("Vorname").fill("Tina");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Stadt").fill("Köln");
    await page.getByLabel("Email").fill("tina@example.org");
    // The date is picked and the user goes straight to 'Speichern'.
    await page.getByLabel("Datum", { exact: true }).fill("2027-05-04");
    await saveAndExpectMyListings(page);

    await row(page, name)
      .getByRole("link", { name: /Bearbeiten/ })
      .click();
    await expect(page.getByRole("button", { name: "04.05.2027 entfernen" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("Versorgungspartner: Premium", () => {
  test.use({ accountSpec: { rolle: "Versorgungspartner", plan: "Versorgungspartner: Premium" } });

  test("nine media files chosen at once upload none and say how many fit", async ({ signedInPage: page }) => {
    await page.goto("/admin/inserieren/Versorgungspartner");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/uploads") && request.method() === "POST") uploads.push(request.url());
    });
    await page.getByLabel("Medien", { exact: true }).setInputFiles(pngFiles(9, "neun"));
    await expect(
      page.getByText(
        "Sie haben 9 Dateien ausgewählt, es können aber nur noch 8 hinzugefügt werden (höchstens 8). Bitte wählen Sie höchstens 8 Dateien aus.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /neun-\d\.png/ })).toHaveCount(0);
    expect(uploads).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
