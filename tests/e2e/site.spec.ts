import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { cmsJson } from "./support/cms";
import { acknowledgeWelcomeDialogs } from "./support/search";

interface ApiProduct {
  id: number;
  Produktname: string;
  PZN: string | null;
  Published: boolean;
  hersteller: { id: number; Published: boolean } | null;
  Datenblaetter: { url: string }[] | null;
}

/** Published products of published manufacturers, as the portal lists them. */
async function publicProducts(): Promise<ApiProduct[]> {
  const body = await cmsJson<{ data: ApiProduct[] }>(
    "/api/produkts?pagination[pageSize]=1000&fields[0]=Produktname&fields[1]=PZN&fields[2]=Published&populate[hersteller][fields][0]=Published&populate[Datenblaetter][fields][0]=url",
    { token: process.env.CMS_READ_TOKEN },
  );
  return body.data.filter((p) => p.Published && p.hersteller?.Published);
}

async function openFilters(page: Page) {
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
}

test.describe("product search", () => {
  // The welcome dialog opens after about 4 s and makes the page behind it inert (tested on its own).
  test.beforeEach(async ({ page }) => acknowledgeWelcomeDialogs(page));

  test("the category cascade shows and hides exactly the specified fields", async ({ page }) => {
    await page.goto("/hersteller");
    await openFilters(page);
    const select = (label: string) => page.getByLabel(label, { exact: true });
    const group = (legend: string) => page.getByRole("group", { name: legend, exact: true });

    await expect(select("Unterkategorie")).toHaveCount(0);
    await expect(group("Exsudation")).toHaveCount(0);

    await select("Hauptkategorie").selectOption("Wunde");
    await expect(select("Unterkategorie")).toBeVisible();
    await expect(group("Exsudation")).toBeVisible();
    await expect(group("Risikoklassifizierung")).toBeVisible();
    await expect(group("Geschmacksrichtung")).toHaveCount(0);
    await expect(select("Produktgruppe")).toHaveCount(0);

    await select("Unterkategorie").selectOption("Wundauflage");
    await expect(select("Produktgruppe")).toBeVisible();
    await select("Produktgruppe").selectOption("Schaumverband");
    await expect(select("Produktspezifikation")).toBeVisible();
    // Each option with the results it would give: 'Feinporig (2)'.
    await expect(select("Produktspezifikation").locator("option")).toHaveText([
      "Alle",
      /^Feinporig \(\d+\)$/,
      /^Grobporig \(\d+\)$/,
      /^Normal \(\d+\)$/,
    ]);
    await select("Produktgruppe").selectOption("Aktivkohle");
    await expect(select("Produktspezifikation")).toHaveCount(0);

    await select("Hauptkategorie").selectOption("Ernährung");
    await expect(group("Exsudation")).toHaveCount(0);
    await expect(group("Energiegehalt")).toBeVisible();
    await expect(group("Darreichungsform")).toHaveCount(0);
    await expect(select("Unterkategorie")).toHaveValue("");

    await select("Unterkategorie").selectOption("Trink- und Aufbaunahrung");
    await expect(group("Darreichungsform")).toBeVisible();
    await expect(group("Geschmacksrichtung")).toBeVisible();
    await expect(group("Nahrungsbehältnis")).toHaveCount(0);
    await expect(group("Ernährungspumpe")).toHaveCount(0);

    await select("Unterkategorie").selectOption("Sondennahrung");
    await expect(group("Nahrungsbehältnis")).toBeVisible();
    await expect(group("Darreichungsform")).toHaveCount(0);

    await select("Unterkategorie").selectOption("Applikationstechnik");
    await expect(group("Ernährungspumpe")).toBeVisible();
    await expect(group("Nahrungsbehältnis")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a product filter URL reproduces its results in a fresh browser", async ({ page, browser }) => {
    await page.goto("/hersteller");
    await openFilters(page);
    await page.getByLabel("Hauptkategorie", { exact: true }).selectOption("Wunde");
    await page.getByRole("group", { name: "Exsudation", exact: true }).getByLabel("viel").check();
    await expect(page).toHaveURL(/haupt=Wunde/);
    await expect(page).toHaveURL(/exsudation=viel/);
    const table = page.getByRole("table", { name: "Produkte" });
    await expect(table.getByRole("row")).not.toHaveCount(0);
    const rows = await table.getByRole("row").allTextContents();
    const total = await page
      .getByText(/\d+ Einträge? · Seite/)
      .first()
      .textContent();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(other.getByRole("table", { name: "Produkte" }).getByRole("row")).toHaveText(rows);
    await expect(other.getByText(/\d+ Einträge? · Seite/).first()).toHaveText(total ?? "");
    await fresh.close();

    // Every listed product really is a wound product with much exudation.
    const api = await publicProducts();
    const names = rows.slice(1).map((r) => r.trim());
    expect(names.length).toBeGreaterThan(0);
    const detailed = await cmsJson<{
      data: { Produktname: string; Hauptkategorie: string; Exsudation: string[] | null }[];
    }>(
      "/api/produkts?pagination[pageSize]=1000&fields[0]=Produktname&fields[1]=Hauptkategorie&fields[2]=Exsudation",
    );
    const expected = detailed.data.filter(
      (p) =>
        p.Hauptkategorie === "Wunde" &&
        (p.Exsudation ?? []).includes("viel") &&
        api.some((a) => a.Produktname === p.Produktname),
    );
    expect(total).toContain(`${expected.length} Eintr`);
  });

  test("the PDF viewer zooms within bounds and wraps pages", async ({ page }) => {
    const product = (await publicProducts()).find((p) => (p.Datenblaetter ?? []).length > 0);
    if (!product) throw new Error("Seed enthält kein Produkt mit Datenblatt");
    await page.goto(`/produkt/${product.id}`);
    await page.getByRole("link", { name: "Datenblatt ansehen (PDF)" }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(viewer.getByTestId("pdf-seite")).toHaveText("Seite 1 von 3");
    // The document itself rendered (its text layer), not just the frame.
    await expect(viewer.getByText("Produktdatenblatt (Muster)")).toBeVisible();
    await expectNoAxeViolations(page);

    await viewer.getByRole("button", { name: "Vorherige Seite" }).click();
    await expect(viewer.getByTestId("pdf-seite")).toHaveText("Seite 3 von 3");
    await viewer.getByRole("button", { name: "Nächste Seite" }).click();
    await expect(viewer.getByTestId("pdf-seite")).toHaveText("Seite 1 von 3");

    const zoomIn = viewer.getByRole("button", { name: "Vergrößern" });
    const zoomOut = viewer.getByRole("button", { name: "Verkleinern" });
    for (let i = 0; i < 10; i++) await zoomIn.click();
    await expect(viewer.getByTestId("pdf-zoom")).toHaveText("200 %");
    await expect(zoomIn).toBeDisabled();
    for (let i = 0; i < 19; i++) await zoomOut.click();
    await expect(viewer.getByTestId("pdf-zoom")).toHaveText("10 %");
    await expect(zoomOut).toBeDisabled();

    // A click on the backdrop does not close the viewer; the close button does.
    await page.mouse.click(5, 5);
    await expect(viewer).toBeVisible();
    await viewer.getByRole("button", { name: "Schließen" }).click();
    await expect(viewer).toHaveCount(0);
  });

  test("product detail: sizes, information box and JSON-LD with the PZN", async ({ page }) => {
    const product = (await publicProducts()).find((p) => p.PZN);
    if (!product) throw new Error("Seed enthält kein Produkt mit PZN");
    await page.goto(`/produkt/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.Produktname })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alle Informationen auf einen Blick" })).toBeVisible();
    // The page is an ItemPage about the Product: the portal sells nothing, so no top-level Product.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string },
    );
    expect(blocks.find((block) => block["@type"] === "ItemPage")).toMatchObject({
      about: {
        "@type": "Product",
        name: product.Produktname,
        identifier: { propertyID: "PZN", value: product.PZN },
      },
    });
    await expectNoAxeViolations(page);
  });
});

test.describe("site shell", () => {
  test("the framework scripts every page loads ask the browser to compile them eagerly, and the page still works", async ({
    page,
  }) => {
    // The build's framework chunks (scripts/lib/compile-hints.mjs), as the browser receives them.
    const manifest = JSON.parse(
      readFileSync(join(process.cwd(), ".next", "build-manifest.json"), "utf8"),
    ) as {
      rootMainFiles: string[];
    };
    const framework = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
    expect(framework.size).toBeGreaterThan(0);
    const bodies = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (framework.has(path)) bodies.set(path, response.text());
    });
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/impressum");
    await page.waitForLoadState("networkidle");
    expect([...bodies.keys()].sort()).toEqual([...framework].sort());
    for (const [path, body] of bodies) {
      expect((await body).startsWith("//# allFunctionsCalledOnLoad\n"), path).toBe(true);
    }
    // Hydrated: the side menu opens.
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();
  });

  test("below 1194 px the side menu replaces the navigation and keeps focus inside", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/info");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Anmelden" })).toBeVisible();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    // The menu's code loads on demand, so the button is no Radix trigger: focus still returns to it.
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page
      .getByRole("dialog", { name: "Menü" })
      .getByRole("link", { name: "Versorgungspartner" })
      .click();
    await expect(page).toHaveURL(/\/versorgungspartner$/);
    await expect(page.getByTestId("kompakte-zeile")).toBeHidden();
  });

  test("below 948 px the compact second row holds 'Inserieren' and the avatar", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto("/");
    const row = page.getByTestId("kompakte-zeile");
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: "Inserieren" })).toBeVisible();
    await expect(row.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect(row).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation", exact: true })).toBeVisible();
  });

  test("unknown manufacturer and product ids answer 404 in German", async ({ page }) => {
    for (const [path, message] of [
      ["/hersteller/999999", "Hersteller nicht gefunden"],
      ["/produkt/999999", "Produkt nicht gefunden"],
      ["/produkt/kein-produkt", "Produkt nicht gefunden"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: message })).toBeVisible();
    }
  });

  test("static pages are there, in German and accessible", async ({ page }) => {
    await page.goto("/abo");
    await expect(page.getByRole("heading", { level: 1, name: "Abonnements" })).toBeVisible();
    await expect(page.getByText("699,90 €")).toBeVisible();
    await expect(page.getByText("Am Beliebtesten").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Jetzt Auswählen/ }).first()).toHaveAttribute(
      "href",
      "/admin/plans",
    );
    await page.getByText("Veranstalter", { exact: true }).click();
    await expect(page.getByText("199,99 €")).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [path, heading] of [
      ["/datenschutz", "Datenschutzerklärung"],
      ["/impressum", "Impressum"],
      ["/barrierefreiheit", "Erklärung zur Barrierefreiheit"],
      ["/info", "Über das Wundportal"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto("/datenschutz");
    await expect(page.getByText("Stand: 02.03.2024")).toBeVisible();
    // The payment result belongs to a signed-in buyer (tests/e2e/billing.spec.ts).
    await page.goto("/p-success?sessionId=cs_test_x");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fp-success%3FsessionId%3Dcs_test_x$/);
  });

  test("robots.txt keeps crawlers out of /admin and the sitemap lists published detail pages", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const product = (await publicProducts())[0];
    expect(sitemap).toContain(`/produkt/${product!.id}</loc>`);
    expect(sitemap).toContain("/veranstaltungen</loc>");
  });
});

test("/app is an empty page: no header, navigation, footer or text", async ({ page }) => {
  const response = await page.goto("/app");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("header, nav, footer, main, a, button")).toHaveCount(0);
  expect((await page.locator("body").innerText()).trim()).toBe("");
  await expectNoAxeViolations(page);
});
