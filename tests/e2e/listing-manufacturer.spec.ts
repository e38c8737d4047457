// Placing a manufacturer with its products: a subscribed Hersteller creates the listing
// with a product chosen through the category cascade, sees it in 'Meine Inserate', publishes it,
// finds it on the public list and detail page, edits and deletes it. Without Premium an 11th
// product is refused; a failed save keeps what was typed. Every test's account (a Hersteller with
// Classic) comes from the fixtures, which remove it afterwards.
import type { Page } from "@playwright/test";
import type { TestAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { cmsJson } from "./support/cms";
import {
  EXCEPTION,
  createAs,
  deleteFromMyListings,
  myListingRow,
  openFromMyListings,
  saveAndExpectMyListings,
} from "./support/editor";
import { expect, test } from "./support/fixtures";
import { acknowledgeWelcomeDialogs } from "./support/search";

const PRODUCT_LIMIT = "Nur Premium Hersteller Abononments können mehr als 10 Produkte hinzufügen";
const VALID_PZN = "01234562"; // 0·1+1·2+2·3+3·4+4·5+5·6+6·7 = 112, 112 mod 11 = 2

test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Classic" } });
test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The n-th product (from 0) of the form's product list. */
const product = (page: Page, index: number) =>
  page.getByRole("region", { name: "Produkte" }).getByRole("list").first().locator(":scope > li").nth(index);

/** An unpublished listing of the account (name from the prefix) holding these products; its name. */
async function makerWithProducts(account: TestAccount, prefix: string, products: string[]) {
  const maker = `${prefix}${`${Date.now()}`.slice(-6)}`;
  const listing = await createAs(account, "herstellers", { Herstellername: maker, Published: false });
  for (const Produktname of products) {
    await createAs(account, "produkts", { Produktname, hersteller: [listing.id], Published: false });
  }
  return maker;
}

test("a Hersteller with Classic creates, publishes, edits and deletes the listing with its products", async ({
  signedInPage: page,
  account,
}) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now()}`.slice(-6);
  const maker = `Testwerke${suffix}`;
  const first = `Hydrokolloid${suffix}`;
  const second = `Trinknahrung${suffix}`;

  await page.goto("/admin/inserieren");
  await expect(page).toHaveURL(/\/admin\/inserieren\/Hersteller$/);
  await expect(page.getByRole("heading", { name: "Hersteller erstellen" })).toBeVisible();
  await expect(page.getByText("Mit Ihrem Abonnement können Sie bis zu 10 Produkte anlegen.")).toBeVisible();
  await expect(page.getByText("Verfügbar ab dem Abonnement „Hersteller: Premium“.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Fokusiere" })).toHaveCount(0);

  await page.getByLabel("Herstellername").fill(maker);
  await page.getByLabel("Adresse").fill("Industriestraße 1\n50667 Köln");

  // A new product opens with its name field focused.
  await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
  const one = product(page, 0);
  await expect(one.getByLabel("Produktname")).toBeFocused();

  // The cascade: each level disabled until its parent is chosen, Unterpunkt 2 only with options.
  const unter = one.getByLabel("Unterkategorie");
  const gruppe = one.getByLabel("Produktgruppe");
  const spezifikation = one.getByLabel("Produktspezifikation");
  await expect(unter).toBeDisabled();
  await expect(gruppe).toBeDisabled();
  await expect(spezifikation).toHaveCount(0);
  await one.getByLabel("Hauptkategorie").selectOption("Wunde");
  await expect(unter).toBeEnabled();
  await expect(gruppe).toBeDisabled();
  await expect(one.getByRole("group", { name: "Exsudation" })).toBeVisible();
  await unter.selectOption("Wundauflage");
  await expect(gruppe).toBeEnabled();
  await expect(spezifikation).toHaveCount(0);
  await gruppe.selectOption("Hydrokolloid");
  await expect(spezifikation).toBeEnabled();
  await expect(spezifikation.getByRole("option")).toContainText(["Dünn", "Normal"]);
  await spezifikation.selectOption("Dünn");
  // Choosing another main category clears the levels below and the wound fields.
  await one.getByLabel("Hauptkategorie").selectOption("Ernährung");
  await expect(unter).toHaveValue("");
  await expect(gruppe).toBeDisabled();
  await expect(spezifikation).toHaveCount(0);
  await expect(one.getByRole("group", { name: "Exsudation" })).toHaveCount(0);
  await expect(one.getByRole("group", { name: "Produktmerkmale" })).toBeVisible();
  await one.getByLabel("Hauptkategorie").selectOption("Wunde");
  await unter.selectOption("Wundauflage");
  await gruppe.selectOption("Hydrokolloid");
  await spezifikation.selectOption("Dünn");
  await one.getByRole("group", { name: "Exsudation" }).getByRole("checkbox").first().check();
  await expectNoAxeViolations(page);

  // A wrong PZN is refused in German, nothing typed is lost.
  await one.getByLabel("Produktname").fill(first);
  await one.getByLabel("PZN", { exact: true }).fill("12345670"); // the check digit would be 8
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(one.getByText("Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich")).toBeVisible();
  await expect(page.getByLabel("Herstellername")).toHaveValue(maker);
  await expect(gruppe).toHaveValue("Hydrokolloid");
  await one.getByLabel("PZN", { exact: true }).fill(VALID_PZN);
  await saveAndExpectMyListings(page);

  const mine = myListingRow(page, maker);
  await expect(mine.getByText("Nicht veröffentlicht")).toBeVisible();
  await expect(mine.getByRole("link", { name: /Ansehen/ })).toHaveCount(0);
  // Products are edited inside their manufacturer, never listed on their own.
  await expect(myListingRow(page, first)).toHaveCount(0);

  // The stored product comes back into the form; publish the listing.
  await mine.getByRole("link", { name: /Bearbeiten/ }).click();
  await expect(page.getByRole("heading", { name: "Hersteller bearbeiten" })).toBeVisible();
  await expect(product(page, 0).getByText(first, { exact: true })).toBeVisible();
  await product(page, 0).getByText(first, { exact: true }).click(); // opens the product
  await expect(product(page, 0).getByLabel("PZN", { exact: true })).toHaveValue(VALID_PZN);
  await expect(product(page, 0).getByLabel("Produktspezifikation")).toHaveValue("Dünn");
  await page.getByRole("switch", { name: "Veröffentlicht" }).check();
  await saveAndExpectMyListings(page);
  await expect(myListingRow(page, maker).getByText("Veröffentlicht", { exact: true })).toBeVisible();

  // Public within two seconds: the product list and the manufacturer's page.
  const detailPath = await myListingRow(page, maker)
    .getByRole("link", { name: /Ansehen/ })
    .getAttribute("href");
  expect(detailPath).toMatch(/^\/hersteller\/\d+$/);
  await page.goto(`/hersteller?q=${first}`);
  await expect(page.getByRole("link", { name: first }).first()).toBeVisible({ timeout: 2_000 });
  await page.goto(detailPath!);
  await expect(page.getByRole("heading", { level: 1, name: maker })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole("link", { name: new RegExp(first) })).toBeVisible();

  // Edit: a second, nutrition product.
  await openFromMyListings(page, maker);
  await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
  const two = product(page, 1);
  await two.getByLabel("Produktname").fill(second);
  await two.getByLabel("Hauptkategorie").selectOption("Ernährung");
  await two.getByLabel("Unterkategorie").selectOption("Trink- und Aufbaunahrung");
  await expect(two.getByLabel("Geschmacksrichtung")).toBeVisible();
  await saveAndExpectMyListings(page);
  await page.goto(detailPath!);
  await expect(page.getByRole("link", { name: new RegExp(second) })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole("link", { name: new RegExp(first) })).toBeVisible();

  // Delete: the manufacturer's page and its products are gone.
  const productPath = await page.getByRole("link", { name: new RegExp(first) }).getAttribute("href");
  await page.goto("/admin/meine-inserate");
  await deleteFromMyListings(page, maker);
  expect((await page.goto(detailPath!))?.status()).toBe(404);
  expect((await page.goto(productPath!))?.status()).toBe(404);
  // Not left behind either (they would still count against the plan's ten products).
  const left = await cmsJson<{ data: unknown[] }>(
    `/api/produkts?filters[Produktname][$in][0]=${first}&filters[Produktname][$in][1]=${second}`,
    { token: account.jwt },
  );
  expect(left.data).toEqual([]);
});

test("without Hersteller Premium an eleventh product is refused, replacing one at ten saves in one step", async ({
  signedInPage: page,
  account,
}) => {
  const maker = await makerWithProducts(
    account,
    "Zehnprodukte",
    Array.from({ length: 10 }, (_, i) => `Vorhandenes Produkt ${i + 1}`),
  );
  await openFromMyListings(page, maker);
  await expect(page.getByRole("heading", { name: "Hersteller bearbeiten" })).toBeVisible();
  await expect(product(page, 9).getByText("Vorhandenes Produkt 10", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PRODUCT_LIMIT })).toBeVisible();
  await expect(product(page, 10)).toHaveCount(0);

  // The listing itself still saves with its ten products.
  await page.getByLabel("Herstellername").fill(`${maker} GmbH`);
  await saveAndExpectMyListings(page);
  await openFromMyListings(page, `${maker} GmbH`);
  await expect(product(page, 9)).toContainText("Vorhandenes Produkt 10");
  await expect(product(page, 10)).toHaveCount(0);

  // At ten products, one replaced by a new one saves in one step: the dropped one goes first.
  await product(page, 9).getByText("Vorhandenes Produkt 10", { exact: true }).click();
  await product(page, 9).getByRole("button", { name: "Vorhandenes Produkt 10 entfernen" }).click();
  await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
  await product(page, 9).getByLabel("Produktname").fill("Ersatzprodukt");
  await saveAndExpectMyListings(page);
  await openFromMyListings(page, `${maker} GmbH`);
  await expect(product(page, 9)).toContainText("Ersatzprodukt");
  await expect(page.getByText("Vorhandenes Produkt 10", { exact: true })).toHaveCount(0);
  await expect(product(page, 10)).toHaveCount(0);
});

test("a failed save of a manufacturer keeps every value, products included", async ({
  signedInPage: page,
}) => {
  await page.goto("/admin/inserieren/Hersteller");
  await page.getByLabel("Herstellername").fill("Ausfallwerke");
  await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
  const one = product(page, 0);
  await one.getByLabel("Produktname").fill("Ausfallkompresse");
  await one.getByLabel("Hauptkategorie").selectOption("Wunde");
  await one.getByLabel("Unterkategorie").selectOption("Wundspüllösung");
  await page.route("**/admin/inserieren/Hersteller", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(EXCEPTION)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inserieren\/Hersteller$/);
  await expect(page.getByLabel("Herstellername")).toHaveValue("Ausfallwerke");
  await expect(one.getByLabel("Produktname")).toHaveValue("Ausfallkompresse");
  await expect(one.getByLabel("Unterkategorie")).toHaveValue("Wundspüllösung");
  await expect(page.getByRole("button", { name: "Speichern" })).toBeEnabled();
});

test("an error inside a collapsed product opens it and is listed in a summary at the top", async ({
  signedInPage: page,
  account,
}) => {
  const maker = await makerWithProducts(account, "Zusammenfassung", ["Schaumverband"]);
  await openFromMyListings(page, maker);

  // A wrong PZN typed into the product, which the user then closes again.
  const row = product(page, 0);
  await row.getByText("Schaumverband", { exact: true }).click();
  await row.getByLabel("PZN").fill("12345670");
  await row.getByText("Schaumverband", { exact: true }).click();
  await expect(row.getByLabel("PZN")).toBeHidden();

  await page.getByRole("button", { name: "Speichern" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const link = summary.getByRole("link", {
    name: "Schaumverband: PZN: Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich",
  });
  await expect(link).toBeVisible();
  // The product is open again, its field shows the message next to it.
  await expect(row.getByLabel("PZN")).toBeVisible();
  await expect(row.getByText("Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich")).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(row.getByLabel("PZN")).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/inserieren\/Hersteller\/\d+$/);
});
