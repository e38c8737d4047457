// The Merkliste: "Merken" on list cards and detail pages of every kind, kept in the browser
// without an account (also without JavaScript), shown on /merkliste grouped by kind with its
// calendar file, entries no longer published removed with a note, at most 200 entries, and for a
// signed-in visitor merged into the account, in the data export and deleted with the account.
// The spec places its own listings through the Strapi admin API and removes them afterwards.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { adminFind, adminUpdate } from "../support/cms.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { adminCreated, adminDelete } from "./support/cms";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { runToken, waitUntilListed } from "./support/own-listings";
import { signInByRequest } from "./support/session";
import { acknowledgeWelcomeDialogs } from "./support/search";

const TOKEN = runToken();
const YEAR = new Date().getUTCFullYear() + 1;
const created: [uid: string, documentId: string][] = [];

interface Placed {
  id: number;
  documentId: string;
  name: string;
  path: string;
}
let event: Placed;
let speaker: Placed;
let maker: Placed;
let product: Placed;
let partner: Placed;

async function place(
  uid: string,
  data: Record<string, unknown>,
  name: string,
  path: string,
): Promise<Placed> {
  const entry = await adminCreated(uid, { Published: true, ...data });
  created.push([uid, entry.documentId]);
  return { id: entry.id, documentId: entry.documentId, name, path: `${path}/${entry.id}` };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  event = await place(
    "api::veranstaltung.veranstaltung",
    {
      Veranstaltungsname: `Merkkongress ${TOKEN}`,
      Startzeit: `${YEAR}-05-12T08:00:00.000Z`,
      Endzeit: `${YEAR}-05-12T15:00:00.000Z`,
      Stadt: "Kassel",
    },
    `Merkkongress ${TOKEN}`,
    "/veranstaltungen",
  );
  speaker = await place(
    "api::referent.referent",
    { Vorname: "Merle", Name: TOKEN, Stadt: "Köln", Email: "merkliste@example.org" },
    `Merle ${TOKEN}`,
    "/referenten",
  );
  maker = await place(
    "api::hersteller.hersteller",
    { Herstellername: `${TOKEN} Werke` },
    `${TOKEN} Werke`,
    "/hersteller",
  );
  product = await place(
    "api::produkt.produkt",
    { Produktname: `${TOKEN} Kompresse`, hersteller: { connect: [{ id: maker.id }] } },
    `${TOKEN} Kompresse`,
    "/produkt",
  );
  partner = await place(
    "api::versorgungspartner.versorgungspartner",
    { Name: `${TOKEN} Apotheke`, Kategorie: "Apotheke", Stadt: "Kassel", PLZ: "34117", Bundesland: "Hessen" },
    `${TOKEN} Apotheke`,
    "/versorgungspartner",
  );
  await waitUntilListed(`/veranstaltungen?q=${TOKEN}`, [event.name]);
  await waitUntilListed(`/hersteller?q=${TOKEN}`, [product.name]);
  for (const entry of [speaker, maker, product, partner]) await waitUntilListed(entry.path, [entry.name]);
});

test.afterAll(async () => {
  for (const [uid, documentId] of created.splice(0).reverse()) await adminDelete(uid, documentId);
});

test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

/** A button named by its action and the entry ("Merken Wundkongress 2027"). */
const named = (action: string, name: string) => `${action} ${name}`;
const merken = (page: Page, name: string) =>
  page.getByRole("button", { name: named("Merken", name), exact: true });
const gemerkt = (page: Page, name: string) =>
  page.getByRole("button", { name: named("Gemerkt", name), exact: true });
const countLink = (page: Page, count: number) =>
  page.getByRole("link", {
    name: `Merkliste, ${count} ${count === 1 ? "Eintrag" : "Einträge"}`,
    exact: true,
  });

/** The tokens the browser's Merkliste cookies hold. */
async function cookieTokens(context: BrowserContext): Promise<string[]> {
  const cookies = await context.cookies();
  const value = ["merkliste", "merkliste2"]
    .map((name) => cookies.find((c) => c.name === name)?.value ?? "")
    .join("");
  return value.match(/.{25}/g) ?? [];
}
/**
 * The bookmark icon a Merken button draws (a CSS mask before its text): its width and whether it
 * is the filled bookmark (saved) or the outline.
 */
const iconOf = (button: Locator) =>
  button.evaluate((b) => {
    const drawn = getComputedStyle(b, "::before");
    return { width: drawn.width, filled: drawn.maskImage.includes("fill='%23000'") };
  });
const token = (kind: string, entry: Placed) => `${kind}${entry.documentId}`;

test("without an account: saved from a card and from detail pages, kept across a reload, listed by kind, removed, unpublished ones noted", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/veranstaltungen?q=${TOKEN}`);
  expect(await iconOf(merken(page, event.name))).toEqual({ width: "16px", filled: false });
  await merken(page, event.name).click();
  await expect(gemerkt(page, event.name)).toHaveAttribute("aria-pressed", "true");
  expect(await iconOf(gemerkt(page, event.name))).toEqual({ width: "16px", filled: true });
  await expect(countLink(page, 1)).toBeVisible();
  // The header's link draws the same bookmark (a CSS mask), as an outline at 20 px.
  expect(
    await countLink(page, 1)
      .locator(".bookmark-icon")
      .evaluate((icon) => {
        const drawn = getComputedStyle(icon);
        return { width: drawn.width, outline: drawn.maskImage.includes("fill='none'") };
      }),
  ).toEqual({ width: "20px", outline: true });

  for (const entry of [speaker, maker, product, partner]) {
    await page.goto(entry.path);
    await expect(merken(page, entry.name)).toHaveAttribute("aria-pressed", "false");
    await merken(page, entry.name).click();
    await expect(gemerkt(page, entry.name)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(countLink(page, 5)).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept across a reload, on the list card and on the detail page alike.
  await page.reload();
  await expect(gemerkt(page, partner.name)).toBeVisible();
  await page.goto(event.path);
  await expect(gemerkt(page, event.name)).toHaveAttribute("aria-pressed", "true");
  await page.goto(`/veranstaltungen?q=${TOKEN}`);
  await expect(gemerkt(page, event.name)).toBeVisible();

  await page.goto("/merkliste");
  await expect(page.getByRole("heading", { level: 1, name: "Merkliste" })).toBeVisible();
  for (const [heading, entry] of [
    ["Veranstaltungen (1)", event],
    ["Referenten (1)", speaker],
    ["Hersteller (1)", maker],
    ["Produkte (1)", product],
    ["Versorgungspartner (1)", partner],
  ] as const) {
    const section = page.getByRole("region", { name: heading });
    await expect(section.getByRole("link", { name: entry.name })).toHaveAttribute("href", entry.path);
  }
  await expectNoAxeViolations(page);

  // The saved events as one calendar file.
  const ics = await page.request.get("/merkliste/veranstaltungen.ics");
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const calendar = await ics.text();
  expect(calendar).toContain(`SUMMARY:Merkkongress ${TOKEN}`);
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  // Remove one.
  await page.getByRole("button", { name: named("Entfernen", maker.name), exact: true }).click();
  await expect(page.getByRole("region", { name: /^Hersteller/ })).toHaveCount(0);
  await expect(countLink(page, 4)).toBeVisible();

  // A listing taken offline leaves the list with a note, once.
  await adminUpdate("api::referent.referent", speaker.documentId, { Published: false });
  const note = page.getByText("Ein gemerkter Referent ist nicht mehr veröffentlicht und wurde entfernt.");
  await expect(async () => {
    await page.goto("/merkliste");
    await expect(note).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: /^Referenten/ })).toHaveCount(0);
  await expect(countLink(page, 3)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => cookieTokens(context)).not.toContain(token("r", speaker));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Veranstaltungen (1)" })).toBeVisible();
  await expect(note).toHaveCount(0);
  await adminUpdate("api::referent.referent", speaker.documentId, { Published: true });

  // Phones: the header's count, the buttons and the list fit 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = overflowChecker(page);
  for (const path of ["/merkliste", `/veranstaltungen?q=${TOKEN}`, event.path, partner.path]) {
    await page.goto(path);
    await expect(countLink(page, 3)).toBeVisible();
    await overflow.check(path);
  }
  expect(overflow.problems).toEqual([]);

  // Empty again.
  await page.goto("/merkliste");
  for (const entry of [event, product, partner])
    await page.getByRole("button", { name: named("Entfernen", entry.name), exact: true }).click();
  await expect(page.getByText("Ihre Merkliste ist leer.", { exact: false })).toBeVisible();
  await expect(countLink(page, 0)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without JavaScript: the Merken form posts, returns to the page and the entry is on /merkliste", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(event.path);
  await merken(page, event.name).click();
  await expect(page).toHaveURL(new RegExp(`${event.path}$`));
  await page.goto(`/hersteller?q=${TOKEN}`);
  await merken(page, product.name).click();
  // Back to the list with its filter (the page the form was sent from).
  await expect(page).toHaveURL(new RegExp(`/hersteller\\?q=${TOKEN}$`));
  expect(await cookieTokens(context)).toEqual([token("v", event), token("p", product)]);

  await page.goto("/merkliste");
  await expect(page.getByRole("link", { name: event.name })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  // A saved event still to come offers 'Erinnern', as its page does.
  const remind = page.getByRole("link", { name: "Erinnern", exact: true });
  await expect(remind).toHaveCount(1);
  await expect(remind).toHaveAccessibleDescription(event.name);
  await expect(remind).toHaveAttribute("href", `/erinnerung?veranstaltung=${event.id}`);
  await page.getByRole("button", { name: named("Entfernen", event.name), exact: true }).click();
  await expect(page).toHaveURL(/\/merkliste$/);
  await expect(page.getByRole("link", { name: event.name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await context.close();
});

test("a product is kept from its card on the manufacturer's page", async ({ page }) => {
  await page.goto(maker.path);
  const products = page.getByRole("region", { name: "Produkte" });
  await products.getByRole("button", { name: named("Merken", product.name), exact: true }).click();
  await expect(
    products.getByRole("button", { name: named("Gemerkt", product.name), exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/merkliste");
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await page.getByRole("button", { name: named("Entfernen", product.name), exact: true }).click();
  await expect(page.getByRole("link", { name: product.name })).toHaveCount(0);
});

test("the cards of the 'im Fokus' carousels carry Merken too", async ({ page }) => {
  await page.goto("/versorgungspartner");
  const carousel = page.getByRole("region", { name: "Versorgungspartner im Fokus" });
  const first = carousel.getByRole("listitem").first();
  const title = (await first.getByRole("link").first().innerText()).trim();
  const button = first.getByRole("button", { name: /^Merken / });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(first.getByRole("button", { name: /^Gemerkt / })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/merkliste");
  await expect(page.getByRole("main")).toContainText(
    title
      .split("\n")
      .find((line) => line.trim() && line !== "Premium")!
      .trim(),
  );
});

test("below 360 px the header has no room for the Merkliste's link: the menu has it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/info");
  await expect(page.locator("header").getByRole("link", { name: /^Merkliste/ })).toBeHidden();
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Merkliste" }).click();
  await expect(page).toHaveURL(/\/merkliste$/);
  await page.setViewportSize({ width: 360, height: 700 });
  await expect(page.locator("header").getByRole("link", { name: /^Merkliste/ })).toBeVisible();
});

test("a 201st entry is refused with a German message and changes nothing", async ({ page, context }) => {
  await page.goto(event.path);
  const full = Array.from({ length: 200 }, (_, i) => `pzz${String(i).padStart(22, "0")}`);
  await context.addCookies(
    [full.slice(0, 100), full.slice(100)].map((part, i) => ({
      name: i === 0 ? "merkliste" : "merkliste2",
      value: part.join(""),
      domain: new URL(page.url()).hostname,
      path: "/",
    })),
  );
  await page.reload();
  await expect(countLink(page, 200)).toBeVisible();
  await merken(page, event.name).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Ihre Merkliste ist voll: Es passen höchstens 200 Einträge hinein." }),
  ).toBeVisible();
  await expect(merken(page, event.name)).toHaveAttribute("aria-pressed", "false");
  expect(await cookieTokens(context)).toEqual(full);
  await expectNoAxeViolations(page);

  // Without JavaScript the same refusal, on the Merkliste page.
  const response = await page.request.post("/api/merkliste", {
    form: { eintrag: token("v", event) },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/\/merkliste\?fehler=voll$/);
  await page.goto("/merkliste?fehler=voll");
  await expect(page.getByRole("alert").filter({ hasText: "Ihre Merkliste ist voll" })).toBeVisible();
});

test("signed in: the browser's entries are merged into the account's, exported, and deleted with the account", async ({
  page,
  context,
  accounts,
}) => {
  const account = await accounts.create({ rolle: "Referent", prefix: "merkliste" });
  // The account already holds the product (saved elsewhere).
  const cms = process.env.CMS_URL ?? "http://127.0.0.1:1337";
  const preset = await fetch(`${cms}/api/merkliste/set`, {
    method: "POST",
    headers: { Authorization: `Bearer ${account.jwt}`, "Content-Type": "application/json" },
    body: JSON.stringify({ entry: { kind: "Produkt", documentId: product.documentId }, save: true }),
  });
  expect(preset.status).toBe(200);

  // Saved in the browser before signing in.
  await page.goto(event.path);
  await merken(page, event.name).click();
  await expect(gemerkt(page, event.name)).toBeVisible();

  await signInByRequest(page, account.email, account.password);
  await page.goto("/merkliste");
  await expect(page.getByText("Ihre Merkliste ist in Ihrem Konto gespeichert.")).toBeVisible();
  await expect(page.getByRole("link", { name: event.name })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await expect(countLink(page, 2)).toBeVisible();
  // The cookie mirrors the account's list.
  await expect
    .poll(async () => (await cookieTokens(context)).sort())
    .toEqual([token("p", product), token("v", event)].sort());

  // Saved while signed in: stored in the account.
  await page.goto(partner.path);
  await merken(page, partner.name).click();
  await expect(gemerkt(page, partner.name)).toBeVisible();

  const data = await (await page.request.get("/api/konto/daten")).json();
  expect(data.merkliste).toEqual([
    { kind: "Produkt", documentId: product.documentId },
    { kind: "Veranstaltung", documentId: event.documentId },
    { kind: "Versorgungspartner", documentId: partner.documentId },
  ]);

  expect((await adminFind("api::merkliste.merkliste", ["owner"], account.id)).length).toBe(1);
  // Deleted with the account, as its owner deletes it on the account page.
  await page.goto("/admin/benutzerkonto");
  await page.getByRole("button", { name: "Konto löschen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ja, Konto löschen" }).click();
  await expect(page.getByText("Nutzer gelöscht. Sie werden in Kürze abgemeldet.")).toBeVisible();
  await expect
    .poll(() => adminFind("api::merkliste.merkliste", ["owner"], account.id), { timeout: 10_000 })
    .toEqual([]);
});
