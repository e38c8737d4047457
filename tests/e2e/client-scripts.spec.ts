// What stays out of the scripts a visitor loads, checked on what the browser receives, so an import
// anywhere down a client component's graph (not only a direct one) is caught:
// - the taxonomy (every list and tree of the specification, 6-8 KB gzipped): the public pages hand
//   their client components options already labelled;
// - the password strength estimator's dictionaries (the largest script of the portal, several
//   hundred KB gzipped): only a form that sets a password needs them, not sign-in or the reset request.
import { expect, test, type Page, type Response } from "@playwright/test";

// Keys only the taxonomy has (its value labels and band tables); minifiers keep property names.
const TAXONOMY_KEYS = ["$labels", "$bands"];
// The first words of zxcvbn-ts's German and common (diceware) word lists; minifiers keep strings.
const PASSWORD_DICTIONARIES = ["ich,sie,das,ist,du,nicht", "abacus,abdomen,abdominal"];

const PUBLIC_PAGES = [
  "/",
  "/veranstaltungen",
  "/referenten",
  "/hersteller",
  "/versorgungspartner",
  "/suche",
  "/signin",
  "/signup",
  "/password-reset",
];
const SETS_A_PASSWORD = ["/signup"];

/** The text of every script the page loads until it settles. */
async function scriptsOf(page: Page, path: string) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  };
  page.on("response", collect);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // A chunk loaded later (the toaster's, on demand) would be read after the page has closed.
  page.off("response", collect);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  return loaded;
}

const carrying = (scripts: { url: string; text: string }[], markers: string[]) =>
  scripts
    .filter(({ text }) => markers.some((marker) => text.includes(marker)))
    .map(({ url }) => new URL(url).pathname);

for (const path of PUBLIC_PAGES) {
  test(`${path}: no script carries the taxonomy${SETS_A_PASSWORD.includes(path) ? "" : " or the password dictionaries"}`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    expect(carrying(scripts, TAXONOMY_KEYS)).toEqual([]);
    if (!SETS_A_PASSWORD.includes(path)) expect(carrying(scripts, PASSWORD_DICTIONARIES)).toEqual([]);
  });
}

test("/signup: the dictionaries are there, so the check above would see them", async ({ page }) => {
  // The strength meter of the sign-up form needs them; without this the markers could go stale unnoticed.
  const scripts = await scriptsOf(page, "/signup");
  for (const marker of PASSWORD_DICTIONARIES) expect(carrying(scripts, [marker])).not.toEqual([]);
});
