// The JSON-LD of the start page and of a detail page of each kind, as a search engine reads it:
// every block parses and passes the independent schema.org vocabulary check, the BreadcrumbList
// is the visible breadcrumb, the event names its fee, the product page claims no Product of its
// own, and the start page's search action leads to a search page. Listings are this file's own.
import type { Page } from "@playwright/test";
import { schemaOrgProblems } from "../support/schema-org";
import { createAs } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { classicAccounts, runToken } from "./support/own-listings";

const TOKEN = runToken();
const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Entity = Record<string, unknown>;

const pages: Record<"event" | "speaker" | "manufacturer" | "product" | "carePartner", string> = {
  event: "",
  speaker: "",
  manufacturer: "",
  product: "",
  carePartner: "",
};

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const [organiser, lecturer, maker, carer] = await classicAccounts(
    workerAccounts,
    ["Veranstalter", "Referent", "Hersteller", "Versorgungspartner"],
    "jsonld",
  );
  const [speaker, manufacturer, partner] = await Promise.all([
    workerAccounts.listingOf(lecturer, { Vorname: "Anna", Name: `Daten${TOKEN}` }),
    workerAccounts.listingOf(maker, { Herstellername: `Verbandwerk ${TOKEN}` }),
    workerAccounts.listingOf(carer, {
      Name: `Klinikum ${TOKEN}`,
      Kategorie: "Klinik",
      Aufgabengebiete: ["Wundversorgung"],
    }),
  ]);
  const product = await createAs(maker, "produkts", {
    Produktname: `Schaumverband ${TOKEN}`,
    hersteller: [manufacturer.id],
    Published: true,
  });
  const event = await workerAccounts.listingOf(organiser, {
    Veranstaltungsname: `Wundtag ${TOKEN}`,
    Veranstaltername: `Akademie ${TOKEN}`,
    Startzeit: inDays(30),
    Stadt: "Kassel",
    PLZ: "34117",
    Teilnehmergebuehr: "bis100",
    referents: [speaker.id],
  });
  Object.assign(pages, {
    event: `/veranstaltungen/${event.id}`,
    speaker: `/referenten/${speaker.id}`,
    manufacturer: `/hersteller/${manufacturer.id}`,
    product: `/produkt/${product.id}`,
    carePartner: `/versorgungspartner/${partner.id}`,
  });
  // The web app knows the new listings once the CMS's webhook has reloaded them.
  for (const path of Object.values(pages)) {
    await expect.poll(async () => (await fetch(`${BASE_URL}${path}`)).status, { timeout: 30_000 }).toBe(200);
  }
});

/** Every JSON-LD block of the page, parsed; each must pass the vocabulary check. */
async function jsonLdOf(page: Page, path: string): Promise<Entity[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  expect(texts.length, `${path}: JSON-LD-Blöcke`).toBeGreaterThan(0);
  const blocks = texts.map((text) => JSON.parse(text) as Entity);
  expect(schemaOrgProblems(blocks), `${path}: schema.org-Vokabular`).toEqual([]);
  return blocks;
}

const entitiesOf = (blocks: Entity[]): Entity[] =>
  blocks.flatMap((block) => (Array.isArray(block["@graph"]) ? (block["@graph"] as Entity[]) : [block]));

const ofType = (blocks: Entity[], type: string) => entitiesOf(blocks).filter((e) => e["@type"] === type);

/** The BreadcrumbList equals the breadcrumb a visitor sees: the same links, then the page's name. */
async function expectBreadcrumbMatches(page: Page, blocks: Entity[]) {
  const [list, ...more] = ofType(blocks, "BreadcrumbList");
  expect(more, "eine BreadcrumbList").toHaveLength(0);
  const items = (list?.itemListElement ?? []) as { position: number; name: string; item?: string }[];
  const nav = page.getByRole("navigation", { name: "Brotkrumen" });
  const links = await nav
    .getByRole("link")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent?.trim() ?? "", item: (a as HTMLAnchorElement).href })),
    );
  expect(links.length).toBeGreaterThan(0);
  expect(items.slice(0, -1).map(({ name, item }) => ({ name, item }))).toEqual(links);
  expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
  const current = items.at(-1)!;
  expect(current).not.toHaveProperty("item");
  expect((await nav.textContent())?.trim().endsWith(current.name), "letzte Krume: der Name der Seite").toBe(
    true,
  );
}

test("an event's JSON-LD: a valid Event with its fee as price and its breadcrumb", async ({ page }) => {
  const blocks = await jsonLdOf(page, pages.event);
  await expectBreadcrumbMatches(page, blocks);
  const [event] = ofType(blocks, "Event");
  expect(event).toMatchObject({
    name: `Wundtag ${TOKEN}`,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", address: { addressLocality: "Kassel", postalCode: "34117" } },
    offers: {
      "@type": "Offer",
      priceCurrency: "EUR",
      priceSpecification: { minPrice: 51, maxPrice: 100, priceCurrency: "EUR" },
    },
    // No homepage: the organiser's url is the event's page (organisers have no page of their own).
    organizer: { "@type": "Organization", name: `Akademie ${TOKEN}`, url: `${BASE_URL}${pages.event}` },
  });
  // The same fee band as the page shows.
  await expect(page.getByText("51-100 €")).toBeVisible();
});

test("a speaker's, a manufacturer's and a care partner's JSON-LD pass and carry their breadcrumb", async ({
  page,
}) => {
  for (const [path, type] of [
    [pages.speaker, "ProfilePage"],
    [pages.manufacturer, "Organization"],
    [pages.carePartner, "Hospital"],
  ] as const) {
    const blocks = await jsonLdOf(page, path);
    expect(ofType(blocks, type), `${path}: ${type}`).toHaveLength(1);
    await expectBreadcrumbMatches(page, blocks);
  }
});

test("a product page is an ItemPage about the Product, not a Product rich-result claim", async ({ page }) => {
  const blocks = await jsonLdOf(page, pages.product);
  await expectBreadcrumbMatches(page, blocks);
  expect(entitiesOf(blocks).map((e) => e["@type"])).not.toContain("Product");
  const [item] = ofType(blocks, "ItemPage");
  expect(item).toMatchObject({
    about: {
      "@type": "Product",
      name: `Schaumverband ${TOKEN}`,
      brand: { "@type": "Organization", name: `Verbandwerk ${TOKEN}` },
    },
  });
});

test("the start page names the site with a working search action and the organisation", async ({
  page,
  request,
}) => {
  const blocks = await jsonLdOf(page, "/");
  const [site] = ofType(blocks, "WebSite");
  const [organisation] = ofType(blocks, "Organization");
  expect(site).toMatchObject({ name: "Wundportal", url: `${BASE_URL}/` });
  expect(organisation).toMatchObject({ name: "Wundportal", url: `${BASE_URL}/` });
  const action = site!.potentialAction as { target: { urlTemplate: string }; "query-input": string };
  expect(action["query-input"]).toBe("required name=search_term_string");
  const search = action.target.urlTemplate.replace("{search_term_string}", "Wundauflage");
  expect(search).toBe(`${BASE_URL}/suche?q=Wundauflage`);
  expect((await request.get(search)).status()).toBe(200);
  expect((await request.get(organisation!.logo as string)).status(), "Logo erreichbar").toBe(200);
});
