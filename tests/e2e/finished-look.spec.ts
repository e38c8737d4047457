// A finished look on a phone: icons are SVG from one icon set (no emoji, which Debian's headless
// Chromium and many phones without an emoji font draw as empty boxes), and the controls keep their
// accessible names. Every test creates and removes its own accounts and listings.
import { expect, test, type Page } from "@playwright/test";
import { removeAccount, subscribedAccount, type TestAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { signInAs } from "./support/users";

const PHONE = { width: 360, height: 740 };
// © and ® are pictographic to Unicode but ordinary text in every font.
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/gu;

const accounts: TestAccount[] = [];
test.afterEach(async () => {
  await Promise.all(accounts.splice(0).map(removeAccount));
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

/** The emoji in the page's HTML (markup and the data React hydrates from). */
async function emojiIn(page: Page): Promise<string[]> {
  return (await page.content()).match(EMOJI) ?? [];
}

test("icons are SVG, not emoji, and controls keep their names", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);

  // Header (menu, search) and a result list.
  await page.goto("/veranstaltungen");
  expect(await emojiIn(page)).toEqual([]);
  const menu = page.getByRole("button", { name: "Menü öffnen" });
  await expect(menu).toHaveText("Menü");
  await expect(menu.locator("svg[aria-hidden='true']")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Suchen" }).locator("svg[aria-hidden='true']")).toHaveCount(1);

  // The table's sort buttons at desktop width: named by their column alone.
  await page.setViewportSize({ width: 1280, height: 900 });
  const sortByName = page.getByRole("button", { name: "Veranstaltung", exact: true });
  await expect(sortByName).toBeVisible();
  await expect(sortByName.locator("svg[aria-hidden='true']")).toHaveCount(1);
  await page.setViewportSize(PHONE);

  // The editor: rich-text toolbar and the notice on fields the plan does not open.
  const account = await subscribedAccount("Referent", "Referent: Premium");
  accounts.push(account);
  await signInAs(page, account.email, account.password);
  await page.goto("/admin/inserieren/Referent");
  await expect(page.getByRole("heading", { name: "Referent erstellen" })).toBeVisible();
  expect(await emojiIn(page)).toEqual([]);
  const link = page.getByRole("toolbar").first().getByRole("button", { name: "Link", exact: true });
  await expect(link.locator("svg[aria-hidden='true']")).toHaveCount(1);
  const notice = page.getByText("Verfügbar ab dem Abonnement „Referent: Premium Plus“.").first();
  await expect(notice).toBeVisible();
  await expect(notice.locator("svg[aria-hidden='true']")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/look-icons-toolbar-360.png" });
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/look-icons-locked-360.png" });
});
