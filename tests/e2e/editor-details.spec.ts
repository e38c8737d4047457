// The lister's rough edges in the editor (issue 42, point 7): the event form fits a phone with
// external speakers and manufacturers added; uploads keep the order they were chosen in and can be
// reordered by keyboard and drag, and the public page shows the saved order; text fields carry
// their limit (maxlength and a count from 80 %); a product size row stays aligned under an error.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { myListingRow, openFromMyListings, pngFiles, saveAndExpectMyListings } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { signInAs } from "./support/users";

test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Classic" } });
test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test("the event editor fits 360 px with an external speaker and manufacturer added", async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByRole("button", { name: "Externer Referent hinzufügen" }).click();
  await expect(page.getByLabel("Externer Referent 1", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Externer Hersteller hinzufügen" }).click();
  await expect(page.getByLabel("Externer Hersteller 1", { exact: true })).toBeFocused();

  const checker = overflowChecker(page);
  await checker.check("Externe Referenten und Hersteller");
  expect(checker.problems).toEqual([]);
  for (const name of ["Externer Referent 1 entfernen", "Externer Hersteller 1 entfernen"]) {
    const button = page.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    const { x, width } = await box(button);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(360);
    await expect(button).toHaveText("Entfernen");
  }
  await expectNoAxeViolations(page);
});

test("text fields carry their limit: maxlength, and a count from 80 %", async ({ signedInPage: page }) => {
  await page.goto("/admin/inserieren/Veranstaltung");
  const name = page.getByLabel("Veranstaltungsname");
  // The rules package's limit of the name (the CMS refuses longer ones): 300 characters.
  await expect(name).toHaveAttribute("maxlength", "300");
  await expect(name).toHaveAccessibleDescription("Höchstens 300 Zeichen.");
  // Shown before typing, for everyone.
  await expect(page.getByText("Höchstens 300 Zeichen.").first()).toBeVisible();
  await expect(page.getByText(/\/ 300 Zeichen/)).toHaveCount(0);

  await name.fill("a".repeat(239));
  await expect(page.getByText(/\/ 300 Zeichen/)).toHaveCount(0);
  await name.fill("a".repeat(240));
  await expect(page.getByText("240 / 300 Zeichen")).toBeVisible();
  await expect(name).toHaveAccessibleDescription("240 / 300 Zeichen");

  // 600 characters typed or pasted: the field keeps 300.
  await name.fill("b".repeat(600));
  await expect(name).toHaveValue("b".repeat(300));
  await name.press("End");
  await name.pressSequentially("cc");
  await expect(name).toHaveValue("b".repeat(300));
  await expect(page.getByText("300 / 300 Zeichen")).toBeVisible();

  // Other kinds of text field: a text area, an external speaker's name, the rich-text description.
  await expect(page.getByLabel("Weitere Themengebiete")).toHaveAttribute("maxlength", "1000");
  await page.getByRole("button", { name: "Externer Referent hinzufügen" }).click();
  await expect(page.getByLabel("Externer Referent 1", { exact: true })).toHaveAttribute("maxlength", "200");
  await page.getByLabel("Externer Referent 1", { exact: true }).fill("r".repeat(170));
  await expect(page.getByText("170 / 200 Zeichen")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Beschreibung" })).toHaveAccessibleDescription(
    "Höchstens 50.000 Zeichen.",
  );
  await expectNoAxeViolations(page);
});

/** The names of the files in the Medien field, in the order shown. */
const mediaOrder = (page: Page) => page.getByRole("link", { name: /^medium-\d\.png$/ }).allTextContents();

test("eight uploads keep the order they were chosen in; a keyboard or drag move is what the public page shows", async ({
  page,
  accounts,
}) => {
  test.setTimeout(180_000);
  const account = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Premium" });
  await signInAs(page, account.email, account.password);
  const name = `Reihenkongress${`${Date.now()}`.slice(-6)}`;
  await page.goto("/admin/inserieren/Veranstaltung");
  await page.getByLabel("Veranstaltungsname").fill(name);

  const chosen = Array.from({ length: 8 }, (_, i) => `medium-${i + 1}.png`);
  await page.getByLabel("Medien", { exact: true }).setInputFiles(pngFiles(8, "medium"));
  await expect(page.getByRole("link", { name: /^medium-\d\.png$/ })).toHaveCount(8);
  expect(await mediaOrder(page)).toEqual(chosen);

  // By keyboard: medium-3 one up; the focus stays on its button and the move is announced.
  const up = page.getByRole("button", { name: "medium-3.png nach oben verschieben" });
  await up.focus();
  await page.keyboard.press("Enter");
  const moved = ["medium-1.png", "medium-3.png", "medium-2.png", ...chosen.slice(3)];
  await expect.poll(() => mediaOrder(page)).toEqual(moved);
  await expect(up).toBeFocused();
  await expect(page.getByText("medium-3.png: Position 2 von 8.")).toHaveAttribute("aria-live", "polite");
  await expect(page.getByRole("button", { name: "medium-1.png nach oben verschieben" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  // By drag (HTML5 drag and drop, its events as the browser sends them): medium-8 onto the first row.
  const row = (file: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name: file, exact: true }) });
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await row("medium-8.png").dispatchEvent("dragstart", { dataTransfer });
  await row("medium-1.png").dispatchEvent("dragenter", { dataTransfer });
  await row("medium-1.png").dispatchEvent("dragover", { dataTransfer });
  await row("medium-1.png").dispatchEvent("drop", { dataTransfer });
  await row("medium-8.png").dispatchEvent("dragend", { dataTransfer });
  const dragged = ["medium-8.png", ...moved.slice(0, 7)];
  await expect.poll(() => mediaOrder(page)).toEqual(dragged);
  await expectNoAxeViolations(page);

  await page.getByRole("switch", { name: "Veröffentlicht" }).check();
  await saveAndExpectMyListings(page);
  const detailPath = await myListingRow(page, name)
    .getByRole("link", { name: /Ansehen/ })
    .getAttribute("href");
  await openFromMyListings(page, name);
  await expect(page.getByRole("link", { name: /^medium-\d\.png$/ })).toHaveCount(8);
  expect(await mediaOrder(page)).toEqual(dragged);

  await page.goto(detailPath!);
  const gallery = page.getByRole("region", { name: "Galerie" });
  await expect(gallery.getByRole("img")).toHaveCount(8);
  const alts = await gallery
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
  expect(alts).toEqual(dragged);
});

test.describe("a manufacturer's product sizes", () => {
  test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Classic" } });

  test("a size row stays aligned when its PZN shows an error", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/inserieren/Hersteller");
    await page.getByLabel("Herstellername").fill(`Reihenwerk${`${Date.now()}`.slice(-6)}`);
    await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
    await page.getByLabel("Produktname").fill("Schaumverband");
    // Sizes belong to wound dressings.
    await page.getByLabel("Hauptkategorie").selectOption("Wunde");
    await page.getByRole("button", { name: "Größe hinzufügen" }).click();
    await page.getByLabel("PZN der Größe 1").fill("12345670"); // the check digit would be 8
    await page.getByRole("button", { name: "Speichern" }).click();
    // The size row (inside the product's own row: the innermost).
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByLabel("PZN der Größe 1") })
      .last();
    await expect(
      row.getByText("Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich"),
    ).toBeVisible();

    const labels = ["Breite 1", "Länge 1", "Genaue Größe 1", "PZN der Größe 1"];
    const tops = [];
    for (const label of labels) tops.push(Math.round((await box(row.getByText(label, { exact: true }))).y));
    expect(new Set(tops).size, `Oberkanten ${labels.join(", ")}: ${tops.join(", ")}`).toBe(1);
    // The inputs stay on one line too, and the button beside them.
    const inputs = [];
    for (const label of labels)
      inputs.push(Math.round((await box(row.getByLabel(label, { exact: true }))).y));
    expect(new Set(inputs).size).toBe(1);
    const remove = await box(row.getByRole("button", { name: "Größe 1 entfernen" }));
    expect(Math.abs(remove.y - inputs[0]!)).toBeLessThanOrEqual(2);
  });
});

test.describe("a speaker's Bio", () => {
  test.use({ accountSpec: { rolle: "Referent", plan: "Referent: Classic" } });

  test("the error summary's link to a too long Bio focuses the Bio editor", async ({
    signedInPage: page,
  }) => {
    await page.goto("/admin/inserieren/Referent");
    const bio = page.getByRole("textbox", { name: "Bio" });
    await expect(bio).toHaveAccessibleDescription("Höchstens 50.000 Zeichen.");
    await bio.click();
    await page.keyboard.insertText("x".repeat(50_001));
    await expect(page.getByText(/^50\.0\d\d \/ 50\.000 Zeichen$/)).toBeVisible();
    await page.getByRole("button", { name: "Speichern" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Bio: Bitte höchstens 50000 Zeichen eingeben." }).click();
    await expect(bio).toBeFocused();
  });
});
