// The focus carousels are server HTML until the visitor touches them: no carousel script runs on
// its own (Embla has not moved the slides' list), and the first press, focus or key sets Embla up
// (embla-carousel-react's hook, mounted on demand) in time for that very swipe to move it.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { adminCreated, adminDelete } from "./support/cms";
import { acknowledgeWelcomeDialogs } from "./support/search";

const UID = "api::versorgungspartner.versorgungspartner";
const created: string[] = [];
const name = `Karussell${Date.now()}`;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  // Every published care partner is in the care partners' focus section: two make a carousel that
  // shows one card per view on a phone.
  for (const variant of ["Alpha", "Beta"]) {
    const entry = await adminCreated(UID, {
      Published: true,
      Name: `${name} ${variant}`,
      Kategorie: "Wundzentrum",
      Stadt: "Köln",
      PLZ: "50667",
      Bundesland: "Nordrhein-Westfalen",
    });
    created.push(entry.documentId);
  }
});

test.afterAll(async () => {
  for (const documentId of created.splice(0)) await adminDelete(UID, documentId);
});

test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

/** Opens the list filtered to the test's partners, once the web app's cache holds both. */
async function openCarousel(page: Page) {
  const region = page.getByRole("region", { name: "Versorgungspartner im Fokus", exact: true });
  await expect(async () => {
    await page.goto(`/versorgungspartner?q=${encodeURIComponent(name)}`);
    await expect(region.getByRole("listitem")).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  return { region, slides: region.getByRole("list") };
}

/** Whether Embla has taken the slides' list over (it moves the list with a transform). */
const setUp = (slides: Locator) => slides.evaluate((list: HTMLElement) => list.style.transform !== "");

const inView = (card: Locator) =>
  card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= -1 && box.right <= window.innerWidth + 1;
  });

test("a focus carousel runs no carousel script until touched, and the first swipe moves it", async ({
  page,
}) => {
  const { region, slides } = await openCarousel(page);
  const second = region.getByRole("listitem").nth(1);
  // Idle time has passed (the script may be fetched by now): still plain HTML.
  await page.waitForTimeout(500);
  expect(await setUp(slides)).toBe(false);
  expect(await inView(second)).toBe(false);
  await expectNoAxeViolations(page);

  // One swipe to the left, the very first touch of the carousel.
  await slides.scrollIntoViewIfNeeded();
  expect(await setUp(slides)).toBe(false);
  const box = (await slides.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 100);
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 12 });
  await page.mouse.up();
  expect(await setUp(slides)).toBe(true);
  await expect.poll(() => inView(second), { timeout: 5000 }).toBe(true);
});

test("focus by keyboard sets the carousel up, and 'weiter' moves it", async ({ page }) => {
  const { region, slides } = await openCarousel(page);
  await page.waitForTimeout(500);
  expect(await setUp(slides)).toBe(false);
  await region.getByRole("link").first().focus();
  await expect.poll(() => setUp(slides)).toBe(true);
  await region.getByRole("button", { name: "Versorgungspartner im Fokus: weiter" }).click();
  await expect.poll(() => inView(region.getByRole("listitem").nth(1)), { timeout: 5000 }).toBe(true);
});
