// The site search shows each hit as a small card (issue 40, point 4): picture, name with the match
// marked, the kind's facts (events: date and place; products: manufacturer), one link per card. The
// demo seed holds "ICW-Rezertifizierung Dekubitus" more than once and many products for Dekubitus:
// the same-named events are told apart by their date and place, also on a phone.
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { cmsPublished, type CmsEvent } from "./support/search";

const SAME_NAME = "ICW-Rezertifizierung Dekubitus";
const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366];

interface CmsProduct {
  id: number;
  Published: boolean;
  hersteller: { Herstellername: string } | { Herstellername: string }[] | null;
}

const berlinDate = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
});

const idOf = (href: string | null) => Number(/\/(\d+)$/.exec(href ?? "")?.[1]);

test("search hits are cards with their facts, same-named events told apart, at 360 and 1366 px", async ({
  page,
}) => {
  const [events, products] = await Promise.all([
    cmsPublished<CmsEvent>("veranstaltungs"),
    cmsPublished<CmsProduct>("produkts", "populate[hersteller][fields][0]=Herstellername"),
  ]);
  const eventById = new Map(events.map((event) => [event.id, event]));
  const makerById = new Map(
    products.map((p) => [p.id, [p.hersteller ?? []].flat()[0]?.Herstellername ?? null] as const),
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/suche?q=Dekubitus");
  const eventGroup = page.getByRole("region", { name: /^Veranstaltungen \(/ });
  const productGroup = page.getByRole("region", { name: /^Produkte \(/ });
  const checker = overflowChecker(page);

  for (const width of [360, 1366]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      const sameNamed = eventGroup
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: SAME_NAME, exact: true }) });
      expect(await sameNamed.count(), `mehrere „${SAME_NAME}“`).toBeGreaterThanOrEqual(2);
      const shown: string[] = [];
      for (const card of await sameNamed.all()) {
        const link = card.getByRole("link");
        // One link per card: the name, with the matched word marked; the action is part of it.
        await expect(link).toHaveCount(1);
        await expect(link.locator("mark", { hasText: /^Dekubitus$/ })).toBeVisible();
        await expect(card.getByText("Zur Veranstaltung")).toBeVisible();
        const event = eventById.get(idOf(await link.getAttribute("href")))!;
        expect(event, "die Veranstaltung im CMS").toBeTruthy();
        if (event.Startzeit)
          await expect(card.getByText(berlinDate.format(new Date(event.Startzeit)))).toBeVisible();
        await expect(
          card.getByText(event.isonlineveranstaltung ? "Online-Veranstaltung" : event.Stadt!, {
            exact: false,
          }),
        ).toBeVisible();
        shown.push(await card.innerText());
      }
      expect(new Set(shown).size, "gleichnamige Veranstaltungen sehen verschieden aus").toBe(shown.length);

      const productCards = productGroup.getByRole("listitem");
      expect(await productCards.count()).toBeGreaterThan(1);
      for (const card of await productCards.all()) {
        const link = card.getByRole("link");
        await expect(link).toHaveCount(1);
        const maker = makerById.get(idOf(await link.getAttribute("href")));
        // Listings other specs add meanwhile are not in the list read above.
        if (maker) await expect(card.getByText(maker, { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await checker.check("Treffer", { resized: width !== WIDTHS[0] });
  }
  expect(checker.problems).toEqual([]);
});
