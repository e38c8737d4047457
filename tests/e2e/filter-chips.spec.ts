// Filters you can see (issue 40, point 6) on /veranstaltungen with two filters set by the URL: the
// chips above the results (each a link to the URL without its value, "Alle entfernen"), on phones
// the sticky "Filter (n)" button opening the full-height sheet that ends in "… Ergebnisse anzeigen",
// long option lists with "alle anzeigen" and a field that narrows them, options without results
// announced as such, counts in the selects; axe in each state, nothing wider than the screen. The
// demo data decide the figures; each is compared with what the server shows for the same URL.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs, shownTotal } from "./support/search";

const START = "/veranstaltungen?thema=Dekubitus&online=nein";
const THEMA = "Filter entfernen: Themengebiete: Dekubitus";
const ONLINE = "Filter entfernen: Online-Veranstaltung: Nur vor Ort";

/** The total the server renders for a URL ('N Einträge'), read from its HTML. */
async function serverTotal(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  return Number(/(\d+) Eintr(?:ag|äge) · Seite/.exec(html)?.[1] ?? NaN);
}

const chips = (page: Page) => page.getByRole("region", { name: "Aktive Filter" });

/** The Themengebiete group: "alle anzeigen", its narrowing field, an option without results. */
async function expectLongListAndCounts(page: Page) {
  const form = page.getByRole("search", { name: "Veranstaltungen filtern" });
  const group = form.getByRole("group", { name: "Themengebiete" });
  const boxes = group.getByRole("checkbox");
  const shown = await boxes.count();
  expect(shown, "nur die ersten Themen").toBeLessThanOrEqual(9);
  await expect(group.getByRole("checkbox", { name: /^Dekubitus/ })).toBeChecked();
  const more = group.getByRole("button", { name: /^alle anzeigen \(\d+\)$/ });
  await more.click();
  await expect(group.getByRole("button", { name: "weniger anzeigen" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect.poll(() => boxes.count()).toBeGreaterThan(shown);
  await group.getByRole("searchbox", { name: "Themengebiete durchsuchen" }).fill("ulcus");
  await expect.poll(() => boxes.count()).toBeGreaterThan(0);
  for (const name of await boxes.evaluateAll((inputs) => inputs.map((i) => i.closest("label")!.innerText)))
    expect(name.toLowerCase()).toContain("ulcus");
  // Some option of the ICW lists gives nothing with both filters set: it says so, and stays usable.
  const none = form.getByRole("checkbox", { name: /keine Treffer/ }).first();
  await expect(none).toBeEnabled();
  // The select of the online filter shows a count beside each choice.
  const online = form.getByRole("combobox", { name: "Online-Veranstaltung" });
  await expect(online.getByRole("option", { name: /^Nur online \(\d+\)/ })).toHaveCount(1);
  await expect(online.getByRole("option", { name: /^Nur vor Ort \(\d+\)/ })).toHaveCount(1);
}

for (const width of [360, 1366]) {
  test(`Filter-Chips, Sheet und lange Listen bei ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await acknowledgeWelcomeDialogs(context);
    const page = await context.newPage();
    const checker = overflowChecker(page);
    await page.goto(START);

    await test.step("Chips über den Ergebnissen", async () => {
      await expect(chips(page).getByRole("link", { name: THEMA })).toBeVisible();
      await expect(chips(page).getByRole("link", { name: ONLINE })).toBeVisible();
      await expect(chips(page).getByRole("link", { name: "Alle entfernen" })).toBeVisible();
      await checker.check(`Chips ${width}`);
      if (width === 360) {
        await page.setViewportSize({ width: 320, height: 800 });
        await checker.check("Chips 320", { resized: true });
        await page.setViewportSize({ width, height: 800 });
      }
      await expectNoAxeViolations(page);
    });

    if (width === 360) {
      await test.step("Filter (2) öffnet das Sheet", async () => {
        const total = await shownTotal(page);
        await page.getByRole("button", { name: "Filter (2)" }).click();
        const sheet = page.getByRole("dialog", { name: "Filter" });
        await expect(sheet).toBeVisible();
        const box = (await sheet.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(800 - 1);
        const show = sheet.getByRole("button", { name: `${total} Ergebnisse anzeigen` });
        await expect(show).toBeVisible();
        await expectLongListAndCounts(page);
        await checker.check("Sheet 360", { resized: true });
        await expectNoAxeViolations(page);
        await show.click();
        await expect(sheet).toBeHidden();
      });
    } else {
      await test.step("Das Panel mit langen Listen und Zählern", async () => {
        await expect(page.getByRole("button", { name: /^Filter \(/ })).toBeHidden();
        const panel = page.getByRole("button", { name: /^Erweiterte Filter/ });
        if ((await panel.getAttribute("aria-expanded")) !== "true") await panel.click();
        await expectLongListAndCounts(page);
        await expectNoAxeViolations(page);
      });
    }

    await test.step("Ein Chip entfernt seinen Wert, die Liste folgt", async () => {
      await page.goto(START);
      await chips(page).getByRole("link", { name: THEMA }).click();
      await expect(page).toHaveURL(/\/veranstaltungen\?online=nein$/);
      await expect(chips(page).getByRole("link", { name: THEMA })).toHaveCount(0);
      // The other worker's specs add events meanwhile: should one land between the page and the
      // server's answer, both are read again (the page reloaded) until they agree.
      let first = true;
      await expect(async () => {
        if (!first) await page.reload();
        first = false;
        const expected = await serverTotal(page, "/veranstaltungen?online=nein");
        expect(await shownTotal(page)).toBe(expected);
      }).toPass({ timeout: 30_000 });
    });

    await test.step("Alle entfernen", async () => {
      await chips(page).getByRole("link", { name: "Alle entfernen" }).click();
      await expect(page).toHaveURL(/\/veranstaltungen$/);
      await expect(chips(page)).toHaveCount(0);
    });

    expect(checker.problems).toEqual([]);
    await context.close();
  });
}

test("Ohne JavaScript entfernt ein Chip seinen Filter", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(START);
  await chips(page).getByRole("link", { name: ONLINE }).click();
  await expect(page).toHaveURL(/\/veranstaltungen\?thema=Dekubitus$/);
  await expect(chips(page).getByRole("link", { name: ONLINE })).toHaveCount(0);
  await expect(chips(page).getByRole("link", { name: THEMA })).toBeVisible();
  await context.close();
});
