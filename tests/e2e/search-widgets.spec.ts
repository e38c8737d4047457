// The list pages' helpers: quick search suggestions, the map behind a consent click, the welcome
// dialog. The spec places its own events, speakers and care partners, all named with the run's
// token, and confines every list it counts on to them with the name filter.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { daysFromNow, eventOrganiser, placeEvents } from "./support/own-events";
import { runToken, waitUntilListed } from "./support/own-listings";
import {
  acknowledgeWelcomeDialogs,
  cmsPublished,
  gazetteerPlace,
  speakerName,
  type CmsCarePartner,
  type CmsEvent,
  type CmsSpeaker,
} from "./support/search";

/** The run's token: in every own listing's name, in no other listing's. */
let token: string;
let events: CmsEvent[];
let speakers: CmsSpeaker[];
let partners: CmsCarePartner[];

/** The words that tell the own listings of a kind apart (a suggestion is picked by one of them). */
const PLACES = ["Nordhafen", "Westufer", "Ostkap"] as const;

/** Reads the own listings of a collection back (in the order of `ids`), as anybody may see them. */
async function readBack<T extends { id: number; Published: boolean }>(
  collection: string,
  ids: number[],
): Promise<T[]> {
  const read = await cmsPublished<T>(
    collection,
    ids.map((id, i) => `filters[id][$in][${i}]=${id}`).join("&"),
  );
  expect(read.map((item) => item.id).sort()).toEqual([...ids].sort());
  return ids.map((id) => read.find((item) => item.id === id)!);
}

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(180_000);
  const organiser = await eventOrganiser(workerAccounts);
  token = runToken();
  // Two on site (markers on the map), one online (none).
  events = await placeEvents(
    workerAccounts,
    organiser,
    PLACES.map((word, i) => ({
      Veranstaltungsname: `Schnellforum ${token} ${word}`,
      Startzeit: daysFromNow(20 + i),
      ...(i < 2
        ? { Stadt: ["Köln", "Kassel"][i], Veranstaltungsort: gazetteerPlace(["Köln", "Kassel"][i]!) }
        : { isonlineveranstaltung: true }),
    })),
  );
  // A speaker may place one listing: one account each. The first shows its service area
  // (a Premium field) around its place; the last has no place.
  const speakerIds: number[] = [];
  for (const [i, word] of PLACES.entries()) {
    const speaker = await workerAccounts.create({
      rolle: "Referent",
      plan: i === 0 ? "Referent: Premium" : "Referent: Classic",
      prefix: "suche",
    });
    const listing = await workerAccounts.listingOf(speaker, {
      Vorname: "Eva",
      Name: `${token} ${word}`,
      ...(i === 0 ? { Einsatzgebiet: "bis150" } : {}),
      ...(i < 2 ? { Einsatzort: gazetteerPlace(["Bonn", "Fulda"][i]!) } : {}),
    });
    speakerIds.push(listing.id);
  }
  speakers = await readBack<CmsSpeaker>("referents", speakerIds);
  const partner = await workerAccounts.create({
    rolle: "Versorgungspartner",
    plan: "Versorgungspartner: Classic",
    prefix: "suche",
  });
  const partnerIds: number[] = [];
  for (const [i, word] of PLACES.entries()) {
    const listing = await workerAccounts.listingOf(partner, {
      Name: `Praxis ${token} ${word}`,
      ...(i < 2 ? { Standort: gazetteerPlace("Kassel") } : {}),
    });
    partnerIds.push(listing.id);
  }
  partners = await readBack<CmsCarePartner>("versorgungspartners", partnerIds);
  await Promise.all([
    waitUntilListed(
      `/veranstaltungen?q=${token}`,
      events.map((e) => e.Veranstaltungsname),
    ),
    waitUntilListed(`/referenten?q=${token}`, speakers.map(speakerName)),
    waitUntilListed(
      `/versorgungspartner?q=${token}`,
      partners.map((p) => p.Name),
    ),
  ]);
});

test.describe("quick search", () => {
  const scopes = [
    { path: "/veranstaltungen", items: () => events.map((e) => ({ id: e.id, label: e.Veranstaltungsname })) },
    { path: "/referenten", items: () => speakers.map((s) => ({ id: s.id, label: speakerName(s) })) },
    { path: "/versorgungspartner", items: () => partners.map((p) => ({ id: p.id, label: p.Name })) },
  ];
  for (const scope of scopes) {
    test(`${scope.path}: type part of a name, pick the suggestion with the keyboard, land on the detail page`, async ({
      page,
    }) => {
      await acknowledgeWelcomeDialogs(page);
      // The middle one of the own listings, by the end of its name: the token and its own word.
      const target = scope.items()[1]!;
      const part = `${token} ${PLACES[1]}`.toLocaleLowerCase("de");
      expect(target.label).toContain(`${token} ${PLACES[1]}`);
      await page.goto(scope.path);
      const box = page.getByRole("combobox", { name: "Schnellsuche" });
      await box.pressSequentially(part, { delay: 20 });
      const list = page.getByRole("listbox", { name: "Vorschläge" });
      await expect(list.getByRole("option")).toHaveText([target.label]);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      if (scope.path === "/veranstaltungen") await expectNoAxeViolations(page);
      await box.press("ArrowDown");
      await expect(list.getByRole("option", { name: target.label })).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${scope.path}/${target.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.label);
    });
  }

  test("a name nothing matches offers no suggestion", async ({ page }) => {
    await acknowledgeWelcomeDialogs(page);
    await page.goto("/veranstaltungen");
    await page.getByRole("combobox", { name: "Schnellsuche" }).pressSequentially("qqxxzz", { delay: 20 });
    await expect(page.getByRole("status").filter({ hasText: "Keine Ergebnisse gefunden" })).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Vorschläge" })).toBeHidden();
    await expect(page.locator('li[role="option"]')).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Schnellsuche" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expectNoAxeViolations(page);
  });
});

/** Records every request to the tile server; the tiles are not fetched for real (the tests run offline). */
function watchTiles(page: Page) {
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("tile.openstreetmap.org")) tiles.push(request.url());
  });
  return page.route(/tile\.openstreetmap\.org/, (route) => route.abort()).then(() => tiles);
}

test.describe("map consent", () => {
  test("events: no tile request before consent; after 'Karte laden' one marker per listed event with a place", async ({
    page,
  }) => {
    await acknowledgeWelcomeDialogs(page);
    const tiles = await watchTiles(page);
    await page.goto(`/veranstaltungen?online=nein&q=${token}`);
    const map = page.getByRole("region", { name: "Karte" });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("button", { name: "Karte laden" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(tiles).toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await map.getByRole("button", { name: "Karte laden" }).click();
    const expected = events.filter((e) => e.isonlineveranstaltung !== true && e.Veranstaltungsort).length;
    expect(expected).toBeGreaterThan(1);
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(expected);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Hovering a marker shows its popup; clicking opens the detail page.
    const marker = map.locator(".leaflet-marker-icon").first();
    const title = await marker.getAttribute("title");
    const event = events.find((e) => e.Veranstaltungsname === title);
    expect(event).toBeTruthy();
    // (Markers of one city overlap, so the events go to this marker's element itself.)
    await marker.dispatchEvent("mouseover");
    await expect(map.locator(".leaflet-popup-content")).toHaveText(title!);
    await marker.dispatchEvent("mouseout");
    await expect(map.locator(".leaflet-popup-content")).toHaveCount(0);
    await marker.dispatchEvent("click");
    await expect(page).toHaveURL(/\/veranstaltungen\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("care partners and speakers: markers after consent; 'Auswahl merken' keeps the consent", async ({
    page,
  }) => {
    await acknowledgeWelcomeDialogs(page);
    const tiles = await watchTiles(page);
    await page.goto(`/versorgungspartner?q=${token}`);
    const map = page.getByRole("region", { name: "Karte" });
    await map.getByLabel("Auswahl merken").check();
    expect(tiles).toEqual([]);
    await map.getByRole("button", { name: "Karte laden" }).click();
    const placed = partners.filter((p) => p.Standort).length;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThan(partners.length);
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(placed);

    // Remembered: the next map loads without asking.
    await page.goto(`/referenten?q=${token}`);
    const speakerMap = page.getByRole("region", { name: "Karte" });
    await expect(speakerMap.getByRole("button", { name: "Karte laden" })).toHaveCount(0);
    const located = speakers.filter((s) => s.Einsatzort).length;
    expect(located).toBeGreaterThan(0);
    expect(located).toBeLessThan(speakers.length);
    await expect(speakerMap.locator(".leaflet-marker-icon")).toHaveCount(located);
  });

  test("speaker detail: marker and the service-area circle after consent", async ({ page }) => {
    const tiles = await watchTiles(page);
    const speaker = speakers.find((s) => s.Einsatzort && s.Einsatzgebiet);
    expect(speaker, "eigener Referent mit Einsatzort und -gebiet").toBeTruthy();
    await page.goto(`/referenten/${speaker!.id}`);
    const map = page.getByRole("region", { name: "Einsatzgebiet" });
    await map.scrollIntoViewIfNeeded();
    expect(tiles).toEqual([]);
    await map.getByRole("button", { name: "Karte laden" }).click();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe("welcome dialog", () => {
  test("events: appears after about 4 s, 'Verstanden' closes it, not shown again after a reload", async ({
    page,
  }) => {
    await page.goto("/veranstaltungen");
    const dialog = page.getByRole("dialog", { name: "Willkommen bei der Veranstaltungssuche!" });
    await page.waitForTimeout(3000);
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible({ timeout: 4000 });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Verstanden" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Veranstaltungen" })).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  for (const [path, title] of [
    ["/referenten", "Willkommen bei der Referentensuche!"],
    ["/versorgungspartner", "Willkommen bei der Versorgungspartnersuche!"],
    ["/hersteller", "Willkommen bei der Produktsuche!"],
  ] as const) {
    test(`${path}: '${title}'`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible({ timeout: 7000 });
      await dialog.getByRole("button", { name: "Verstanden" }).click();
      await expect(dialog).toHaveCount(0);
      expect(
        await page.evaluate(
          () => Object.keys(window.localStorage).filter((k) => k.startsWith("willkommen")).length,
        ),
      ).toBe(1);
    });
  }
});

test.describe("links", () => {
  test.beforeEach(async ({ page }) => acknowledgeWelcomeDialogs(page));

  test("a list page prefetches none of the pages it links to, and a click still opens the page without a reload", async ({
    page,
  }) => {
    const prefetches: string[] = [];
    page.on("request", (request) => {
      const headers = request.headers();
      if (request.url().includes("_rsc=") || headers["next-router-prefetch"]) prefetches.push(request.url());
    });
    await page.goto(`/veranstaltungen?q=${token}`);
    const first = page
      .getByRole("table", { name: "Kongresse und Veranstaltungen" })
      .getByRole("link")
      .first();
    await expect(first).toBeVisible();
    // Next prefetches links in view once the browser is idle; give it the time to.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    expect(prefetches).toEqual([]);

    // Client-side navigation: the document (and this marker on its window) stays.
    await page.evaluate(() => ((window as { __ohneNeuladen?: boolean }).__ohneNeuladen = true));
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(page.url()).toMatch(/\/veranstaltungen\/\d+$/);
    expect(await page.evaluate(() => (window as { __ohneNeuladen?: boolean }).__ohneNeuladen)).toBe(true);
  });
});
