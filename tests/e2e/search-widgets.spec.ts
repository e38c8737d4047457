// The list pages' helpers: quick search suggestions, the map behind a consent click, the welcome dialog.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  acknowledgeWelcomeDialogs,
  cmsCarePartners,
  cmsEvents,
  cmsPublicSpeakers,
  speakerName,
  type CmsCarePartner,
  type CmsEvent,
  type CmsSpeaker,
} from "./support/search";

let events: CmsEvent[];
let speakers: CmsSpeaker[];
let partners: CmsCarePartner[];

test.beforeAll(async () => {
  [events, speakers, partners] = await Promise.all([cmsEvents(), cmsPublicSpeakers(), cmsCarePartners()]);
});

/**
 * A piece from inside one label that no other label contains (so exactly one suggestion), or null
 * when there is none: the seed repeats some names (several events are called "Praxisworkshop
 * Débridement"), and a name another one contains has no piece of its own either.
 */
function uniquePart(labels: string[], index: number): string | null {
  const label = labels[index]!;
  const lowered = labels.map((l) => l.toLocaleLowerCase("de"));
  for (let length = 6; length <= label.length; length++) {
    for (let start = 1; start + length <= label.length; start++) {
      const part = label.slice(start, start + length);
      if (part.trim() !== part) continue;
      const lower = part.toLocaleLowerCase("de");
      if (lowered.filter((l) => l.includes(lower)).length === 1) return part;
    }
  }
  return null;
}

/** From a third into the list on (whatever other tests added), the first item with a piece of its own. */
function pickTarget(items: { id: number; label: string }[]): {
  target: { id: number; label: string };
  part: string;
} {
  const labels = items.map((i) => i.label);
  const first = Math.floor(items.length / 3);
  for (let step = 0; step < items.length; step++) {
    const index = (first + step) % items.length;
    const part = uniquePart(labels, index);
    if (part) return { target: items[index]!, part: part.toLocaleLowerCase("de") };
  }
  throw new Error("Keine eindeutig benannte Eintragung in den Testdaten");
}

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
      const { target, part } = pickTarget(scope.items());
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
    await page.goto("/veranstaltungen?online=nein");
    const map = page.getByRole("region", { name: "Karte" });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("button", { name: "Karte laden" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(tiles).toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await map.getByRole("button", { name: "Karte laden" }).click();
    const expected = Math.min(
      1000,
      events.filter((e) => e.isonlineveranstaltung !== true && e.Veranstaltungsort).length,
    );
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
    await page.goto("/versorgungspartner");
    const map = page.getByRole("region", { name: "Karte" });
    await map.getByLabel("Auswahl merken").check();
    expect(tiles).toEqual([]);
    await map.getByRole("button", { name: "Karte laden" }).click();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(
      Math.min(1000, partners.filter((p) => p.Standort).length),
    );

    // Remembered: the next map loads without asking.
    await page.goto("/referenten");
    const speakerMap = page.getByRole("region", { name: "Karte" });
    await expect(speakerMap.getByRole("button", { name: "Karte laden" })).toHaveCount(0);
    await expect(speakerMap.locator(".leaflet-marker-icon")).toHaveCount(
      Math.min(1000, speakers.filter((s) => s.Einsatzort).length),
    );
  });

  test("speaker detail: marker and the service-area circle after consent", async ({ page }) => {
    const tiles = await watchTiles(page);
    const speaker = speakers.find((s) => s.Einsatzort && s.Einsatzgebiet)!;
    await page.goto(`/referenten/${speaker.id}`);
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
    await page.goto("/veranstaltungen");
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
