// The German copy of lists, cards and detail pages (issue 40, point 8): counts in the singular and
// plural, no city repeated as its Bundesland, no heading over nothing, no line that starts with the
// "·" separator; at a phone's 360 px and a laptop's 1366 px, with an axe check on each page.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createAs } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { runToken, waitUntilListed } from "./support/own-listings";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { signInByRequest } from "./support/session";

const WIDTHS = [360, 1366] as const;

/** The list row (a card below 768 px) that names `name`. */
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

/**
 * Visible text that begins or ends with the separator, as the eye reads it: the DOM's text nodes
 * and the cards' CSS-drawn "· " before a fact, which must never start a line (every fact of a card
 * shares the first fact's line).
 */
async function strayDots(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, [hidden], .sr-only")) continue;
      if (!parent.checkVisibility()) continue;
      if (text.startsWith("·") || text.endsWith("·")) found.push(text);
    }
    for (const row of document.querySelectorAll(".result-cards tbody tr")) {
      const facts = [...row.querySelectorAll<HTMLElement>('td[data-card="fact"]')].filter((td) =>
        td.checkVisibility(),
      );
      const tops = facts.map((td) => Math.round(td.getBoundingClientRect().top));
      if (new Set(tops).size > 1) found.push(`Fakten auf ${new Set(tops).size} Zeilen: ${row.textContent}`);
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => acknowledgeWelcomeDialogs(page));

    test("a manufacturer with one product: '1 Produkt'", async ({ page, accounts }) => {
      const maker = `Einprodukt ${runToken()}`;
      const account = await accounts.create({ rolle: "Hersteller", plan: "Hersteller: Classic" });
      const listing = await createAs(account, "herstellers", { Herstellername: maker, Published: true });
      await createAs(account, "produkts", {
        Produktname: `Wundauflage ${maker}`,
        hersteller: [listing.id],
        Published: true,
      });
      await waitUntilListed(`/hersteller/${listing.id}`, [`Wundauflage ${maker}`]);

      // The alphabetical manufacturer table (100 a page): its row, wherever the name sorts.
      let found = false;
      for (let seite = 1; seite <= 20 && !found; seite++) {
        await page.goto(`/hersteller?hseite=${seite}`);
        const table = page.getByRole("table", { name: "Hersteller von A bis Z" });
        if ((await rowOf(page, maker).count()) > 0) found = true;
        else if ((await table.getByRole("row").count()) <= 2) break;
      }
      expect(found, `${maker} in der Herstellertabelle`).toBe(true);
      const count = rowOf(page, maker).locator('td[data-card="badge"]');
      await expect(count).toHaveText("1");
      // On phones the badge reads number and label ('1 Produkt'); the table's header says 'Produkte'.
      await expect(count).toHaveAttribute("data-label", "Produkt");
      if (width < 768)
        expect(await count.evaluate((td) => getComputedStyle(td, "::after").content)).toBe('" Produkt"');
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);

      await page.goto(`/hersteller/${listing.id}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        `${maker}: 1 Produkt`,
      );
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("a care partner in Hamburg: '20095 Hamburg' without ', Hamburg'", async ({ page, accounts }) => {
      const account = await accounts.create({
        rolle: "Versorgungspartner",
        plan: "Versorgungspartner: Classic",
      });
      const partner = await accounts.listingOf(account, {
        PLZ: "20095",
        Stadt: "Hamburg",
        Bundesland: "Hamburg",
      });
      await waitUntilListed(`/versorgungspartner?q=${encodeURIComponent(partner.name)}`, [partner.name]);

      await page.goto(`/versorgungspartner?q=${encodeURIComponent(partner.name)}`);
      await expect(rowOf(page, partner.name).first()).toBeVisible();
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);

      await page.goto(`/versorgungspartner/${partner.id}`);
      await expect(page.getByText("20095 Hamburg", { exact: true })).toBeVisible();
      await expect(page.getByText("Hamburg, Hamburg")).toHaveCount(0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "Apotheke in 20095 Hamburg",
      );
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("a speaker without a bio has no 'Über …' heading; the list's facts keep one line", async ({
      page,
      accounts,
    }) => {
      const account = await accounts.create({ rolle: "Referent", plan: "Referent: Premium Plus" });
      const speaker = await accounts.listingOf(account, {
        Stadt: "Mönchengladbach",
        Zusatzqualifikation: ["Ärztlicher Wundexperte ICW", "Fachtherapeut Wunde ICW", "Pflegetherapeut ICW"],
      });
      await waitUntilListed(`/referenten?q=${encodeURIComponent(speaker.name)}`, [speaker.name]);

      await page.goto(`/referenten?q=${encodeURIComponent(speaker.name)}`);
      await expect(rowOf(page, speaker.name).first()).toBeVisible();
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);

      // Its owner sees the private part: no bio there, so no section for it.
      await signInByRequest(page, account.email, account.password);
      await page.goto(`/referenten/${speaker.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(speaker.name);
      await expect(page.getByRole("heading", { name: /^Über / })).toHaveCount(0);
      expect(await strayDots(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}
