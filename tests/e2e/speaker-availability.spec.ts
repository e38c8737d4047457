// A speaker's availability (Terminverfuegbarkeit) on the detail page's 'all information' block: a
// read-only month calendar in German with the available days marked, opening on the first month
// with a coming date, navigable by keyboard, the dates also as a list for screen readers, and
// fitting a 360 px phone. The speaker's creator may read the block, so the test signs in as one
// (an account of the fixtures, removed afterwards with the speaker it owns).
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { speakerOf } from "./support/speakers";

/** The day `months` months after the current one (UTC, far from any month end). */
const dayIn = (months: number, day: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day, 12));
};
const ymd = (date: Date) => date.toISOString().slice(0, 10);
/** A date in German words or digits, as the calendar and the list write it. */
const german = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat("de-DE", { ...options, timeZone: "UTC" }).format(date);
const monthTitle = german({ month: "long", year: "numeric" });
const longDay = german({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const shortDay = german({ day: "2-digit", month: "2-digit", year: "numeric" });

test.use({
  viewport: { width: 360, height: 740 },
  locale: "de-DE",
  timezoneId: "Europe/Berlin",
  accountSpec: { rolle: "Referent", prefix: "kalender" },
});

test("the availability calendar marks the speaker's days, opens on the next one, pages by keyboard and fits a phone", async ({
  signedInPage: page,
  account,
}) => {
  test.setTimeout(120_000);
  await acknowledgeWelcomeDialogs(page);
  const past = dayIn(-14, 3);
  const first = dayIn(2, 10);
  const second = dayIn(2, 24);
  const later = dayIn(3, 5);
  const created = await speakerOf(account, {
    Vorname: "Kalina",
    // Short enough for a phone's heading (a 13-digit word would not fit 360 px at all).
    Name: `Kalender${Date.now() % 1_000_000}`,
    Email: "kalina@example.org",
    Terminverfuegbarkeit: [ymd(later), ymd(past), ymd(second), ymd(first)],
  });

  const calendar = page.getByRole("group", { name: "Kalender der verfügbaren Termine" });
  // The web app's cache holds the new speaker once the CMS webhook has reloaded it.
  await expect(async () => {
    await page.goto(`/referenten/${created.id}`);
    await expect(calendar).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The first month with a coming date, not the past one, with both of its days marked.
  await expect(calendar.getByRole("grid", { name: monthTitle(first) })).toBeVisible();
  await expect(calendar.getByRole("gridcell", { name: `${longDay(first)}, verfügbar` })).toBeVisible();
  await expect(calendar.getByRole("gridcell", { name: `${longDay(second)}, verfügbar` })).toBeVisible();
  await expect(calendar.getByRole("gridcell", { name: longDay(dayIn(2, 11)), exact: true })).toBeVisible();
  // Weeks start on Monday, as in Germany.
  await expect(calendar.locator("thead th").first()).toHaveText("Mo");
  // Read-only: no day can be chosen.
  await expect(calendar.getByRole("gridcell").getByRole("button")).toHaveCount(0);

  // Every date, also the past one, as text for screen readers, in German format.
  const list = page.getByRole("list", { name: "Verfügbare Termine" });
  await expect(list.getByRole("listitem")).toHaveText([past, first, second, later].map(shortDay));

  // Month by month with the keyboard alone.
  const next = calendar.getByRole("button", { name: "Zum nächsten Monat" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(calendar.getByRole("grid", { name: monthTitle(later) })).toBeVisible();
  await expect(calendar.getByRole("gridcell", { name: `${longDay(later)}, verfügbar` })).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(calendar.getByRole("button", { name: "Zum vorherigen Monat" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await expect(calendar.getByRole("grid", { name: monthTitle(dayIn(1, 15)) })).toBeVisible();

  const checker = overflowChecker(page);
  await checker.check("Kalender");
  expect(checker.problems).toEqual([]);
  await expectNoAxeViolations(page);
});
