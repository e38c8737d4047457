// "Als Vorlage kopieren" and "Weitere Termine anlegen": a lister copies an own listing from 'Meine
// Inserate', finds the editor filled with it, saves it as a new unpublished listing and keeps the
// original as it was; a manufacturer's copy leaves the products behind, a Classic care partner's the
// gallery its plan does not open, and a speaker's one profile is not copied into a second (the
// limit is said instead of a form); an organiser puts an event on further dates in one step, told
// before picking how many the plan still allows, and a choice beyond it is refused as a whole
// while the picked dates stay in the form. Axe at zero, 360 px fit.
import type { Page } from "@playwright/test";
import type { TestAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { cmsJson } from "./support/cms";
import { adminUpdate } from "../support/cms.mjs";
import { uploadAs } from "../support/files.mjs";
import { PNG, SAVED, createAs, myListingRow } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs } from "./support/search";

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The German notice above a copy's form. */
const copyNotice = (name: string) =>
  `Dies ist eine Kopie von „${name}“. Sie wird als neues, nicht veröffentlichtes Inserat gespeichert; das Original bleibt unverändert.`;

/** A published event of the account in `city`, held on one day (UTC instants, as the CMS stores them). */
const placeEvent = (account: TestAccount, name: string, city: string, day: string, hours: [string, string]) =>
  createAs(account, "veranstaltungs", {
    Veranstaltungsname: name,
    Stadt: city,
    Startzeit: `${day}T${hours[0]}:00.000Z`,
    Endzeit: `${day}T${hours[1]}:00.000Z`,
    Published: true,
  });

async function copyFromMyListings(page: Page, name: string) {
  await page.goto("/admin/meine-inserate");
  await myListingRow(page, name)
    .getByRole("link", { name: /Als Vorlage kopieren/ })
    .click();
  await expect(page).toHaveURL(/\?vorlage=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: copyNotice(name) })).toBeVisible();
}

test.describe("an organiser with Classic", () => {
  test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Classic" } });

  test("copies an event as a template: a new unpublished event, the original unchanged", async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const name = `Kompressionskurs ${`${Date.now()}`.slice(-6)}`;
    const original = await placeEvent(account, name, "Würzburg", "2027-05-04", ["07:00", "15:00"]);

    await copyFromMyListings(page, name);
    await expect(page.getByLabel("Veranstaltungsname", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Stadt", { exact: true })).toHaveValue("Würzburg");
    await expect(page.getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue("2027-05-04T09:00");
    await expect(page.getByRole("switch", { name: "Veröffentlicht" })).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    const checker = overflowChecker(page);
    await checker.check("Kopie im Editor");
    expect(checker.problems).toEqual([]);

    const copyName = `${name} Herbst`;
    await page.getByLabel("Veranstaltungsname", { exact: true }).fill(copyName);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/meine-inserate$/);
    await expect(myListingRow(page, copyName)).toContainText("Nicht veröffentlicht");
    await expect(myListingRow(page, name).filter({ hasNotText: copyName })).toContainText("Veröffentlicht");
    await expect(page.getByRole("row").filter({ hasText: "Kompressionskurs" })).toHaveCount(2);

    const stored = await cmsJson<{ data: { Veranstaltungsname: string; Published: boolean } }>(
      `/api/veranstaltungs/${original.documentId}`,
    );
    expect(stored.data).toMatchObject({ Veranstaltungsname: name, Published: true });
  });

  test("puts an event on further dates; more than the plan allows is refused and the dates stay", async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const name = `Wundtag ${`${Date.now()}`.slice(-6)}`;
    const event = await placeEvent(account, name, "Kassel", "2027-03-02", ["08:00", "12:00"]);

    await page.goto(`/admin/inserieren/Veranstaltung/${event.id}`);
    await page.getByRole("link", { name: "Weitere Termine anlegen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Weitere Termine anlegen: ${name}`);
    await expect(
      page.getByRole("status").filter({ hasText: "Ihr Abonnement erlaubt noch 2 weitere Veranstaltungen." }),
    ).toBeVisible();
    const date = (n: number) => page.getByRole("group", { name: `Termin ${n}` });
    // The first further date is the original's a week later, in Berlin time.
    await expect(date(1).getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue("2027-03-09T09:00");
    await expect(date(1).getByLabel("Ende (Datum und Uhrzeit)")).toHaveValue("2027-03-09T13:00");
    await page.getByRole("button", { name: "Weiteren Termin hinzufügen" }).click();
    await page.getByRole("button", { name: "Weiteren Termin hinzufügen" }).click();
    await expect(date(3).getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue("2027-03-23T09:00");
    await date(3).getByLabel("Beginn (Datum und Uhrzeit)").fill("2027-03-24T10:00");
    await date(3).getByLabel("Ende (Datum und Uhrzeit)").fill("2027-03-24T14:00");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "3 Termine anlegen" }).click();
    const refusal = page.getByRole("alert").filter({
      hasText: "Ihr Abonnement erlaubt noch 2 weitere Veranstaltungen, Sie haben 3 Termine gewählt.",
    });
    await expect(refusal).toContainText("Es wurde kein Termin gespeichert.");
    await expect(refusal).toContainText(
      "Bitte entfernen Sie 1 Termin oder wählen Sie ein größeres Abonnement.",
    );
    // Nothing stored, nothing lost: the three dates are still in the form.
    await expect(date(3).getByLabel("Beginn (Datum und Uhrzeit)")).toHaveValue("2027-03-24T10:00");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const checker = overflowChecker(page);
    await checker.check("Weitere Termine, abgelehnt");
    expect(checker.problems).toEqual([]);
    const before = await cmsJson<{ data: unknown[] }>(
      `/api/veranstaltungs?filters[Veranstaltungsname][$eq]=${encodeURIComponent(name)}`,
      { token: account.jwt },
    );
    expect(before.data).toHaveLength(1);

    await date(2).getByRole("button", { name: "Termin 2 entfernen" }).click();
    await page.getByRole("button", { name: "2 Termine anlegen" }).click();
    await expect(page.getByText("2 Termine angelegt. Sie sind noch nicht veröffentlicht.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/meine-inserate$/);
    await expect(myListingRow(page, name)).toHaveCount(3);
    await expect(myListingRow(page, name).filter({ hasText: "Nicht veröffentlicht" })).toHaveCount(2);
  });
});

test.describe("a manufacturer", () => {
  test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Classic" } });

  test("copies the listing without its products", async ({ signedInPage: page, account }) => {
    test.setTimeout(120_000);
    const name = `Vorlagenwerke ${`${Date.now()}`.slice(-6)}`;
    const maker = await createAs(account, "herstellers", { Herstellername: name, Published: true });
    await createAs(account, "produkts", { Produktname: `Schaumverband ${name}`, hersteller: [maker.id] });

    await copyFromMyListings(page, name);
    await expect(
      page.getByText("Produkte werden nicht mitkopiert. Sie können sie nach dem Speichern hinzufügen."),
    ).toBeVisible();
    await expect(page.getByLabel("Herstellername", { exact: true })).toHaveValue(name);
    await expectNoAxeViolations(page);
    await page.getByLabel("Herstellername", { exact: true }).fill(`${name} Zwei`);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(myListingRow(page, `${name} Zwei`)).toContainText("Nicht veröffentlicht");
    const products = await cmsJson<{ data: unknown[] }>(
      `/api/produkts?filters[Produktname][$contains]=${encodeURIComponent(name)}`,
      { token: account.jwt },
    );
    expect(products.data).toHaveLength(1);
  });
});

test.describe("a care partner with Classic", () => {
  test.use({ accountSpec: { rolle: "Versorgungspartner", plan: "Versorgungspartner: Classic" } });

  test("copies the listing without the gallery the plan does not open; the logo comes along", async ({
    signedInPage: page,
    account,
    listing,
  }) => {
    test.setTimeout(120_000);
    const upload = await uploadAs(account.jwt, [
      { name: "logo.png", type: "image/png", content: PNG },
      { name: "galerie.png", type: "image/png", content: PNG },
    ]);
    expect(upload.status).toBe(201);
    const files = upload.body as { id: number; name: string }[];
    const logo = files.find((file) => file.name === "logo.png");
    const gallery = files.find((file) => file.name === "galerie.png");
    // A gallery from an earlier Premium plan (the CMS drops Medien from a Classic user's writes).
    await adminUpdate("api::versorgungspartner.versorgungspartner", listing.documentId, {
      Logo: logo!.id,
      Medien: [gallery!.id],
    });

    await copyFromMyListings(page, listing.name);
    await expect(
      page.getByText("Bilder und Dateien, die Ihr Abonnement nicht erlaubt, wurden nicht übernommen."),
    ).toBeVisible();
    await expect(page.getByText("logo.png")).toBeVisible();
    await expect(page.getByText("galerie.png")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const copyName = `${listing.name} Filiale`;
    await page.getByLabel("Name", { exact: true }).fill(copyName);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(myListingRow(page, copyName)).toContainText("Nicht veröffentlicht");
    const copies = await cmsJson<{ data: { Logo: { id: number } | null; Medien: unknown[] | null }[] }>(
      `/api/versorgungspartners?filters[Name][$eq]=${encodeURIComponent(copyName)}&populate[Logo][fields][0]=id&populate[Medien][fields][0]=id`,
      { token: account.jwt },
    );
    expect(copies.data).toHaveLength(1);
    expect(copies.data[0]!.Logo?.id).toBe(logo!.id);
    expect(copies.data[0]!.Medien ?? []).toEqual([]);
  });
});

test.describe("a speaker", () => {
  test.use({ accountSpec: { rolle: "Referent", plan: "Referent: Premium" } });

  test("learns that the one profile cannot be copied into a second", async ({
    signedInPage: page,
    listing,
  }) => {
    await page.goto("/admin/meine-inserate");
    await myListingRow(page, listing.name)
      .getByRole("link", { name: /Als Vorlage kopieren/ })
      .click();
    await expect(
      page.getByRole("status").filter({
        hasText: "Sie haben bereits ein Referentenprofil. Bitte bearbeiten Sie es unter „Meine Inserate“.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Speichern" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
