// What stays out of the scripts a visitor loads, checked on what the browser receives, so an import
// anywhere down a client component's graph (not only a direct one) is caught:
// - the taxonomy (every list and tree of the specification, 6-8 KB gzipped): the public pages hand
//   their client components options already labelled;
// - the password strength estimator's dictionaries (the largest script of the portal, several
//   hundred KB gzipped): a form that sets a password loads them once the visitor fills it in;
// - sonner (about 9 KB gzipped), loaded with the first toast, and next-auth's client (about 10 KB),
//   loaded when a visitor signs in or out;
// - Radix's dialog with its focus guards (about 13 KB gzipped), loaded when a dialog is first
//   wanted (lazy-dialog.tsx, the lists' filter sheet);
// - TanStack Table (about 14 KB gzipped): the public tables' column and sorting model runs in the
//   server component (components/search/table-model.ts); only 'Meine Inserate' loads it.
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { LIST_PAGES, SIGNED_OUT_FORMS } from "./support/pages";

// Keys only the taxonomy has (its value labels and band tables); minifiers keep property names.
const TAXONOMY_KEYS = ["$labels", "$bands"];
// The first words of zxcvbn-ts's German and common (diceware) word lists; minifiers keep strings.
const PASSWORD_DICTIONARIES = ["ich,sie,das,ist,du,nicht", "abacus,abdomen,abdominal"];
// sonner's Toaster marks its list with this attribute; next-auth's client logs with this prefix.
const SONNER = ["data-sonner-toaster"];
const NEXT_AUTH_CLIENT = ["[next-auth][error]["];
// Radix's focus guards (every Radix dialog sets them) name their attribute in the bundle.
const RADIX_DIALOG = ["data-radix-focus-guard"];
// TanStack Table's core reads its reactivity binding under this key in every table it builds.
const TANSTACK_TABLE = ["coreReactivityFeature"];

const PUBLIC_PAGES = ["/", ...LIST_PAGES, "/suche", ...SIGNED_OUT_FORMS];

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
  test(`${path}: the first load carries no taxonomy, password dictionaries, sonner, next-auth client, dialog or table library`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    expect(carrying(scripts, TAXONOMY_KEYS)).toEqual([]);
    expect(carrying(scripts, PASSWORD_DICTIONARIES)).toEqual([]);
    expect(carrying(scripts, SONNER)).toEqual([]);
    expect(carrying(scripts, NEXT_AUTH_CLIENT)).toEqual([]);
    expect(carrying(scripts, RADIX_DIALOG)).toEqual([]);
    expect(carrying(scripts, TANSTACK_TABLE)).toEqual([]);
  });
}

test("/signup: the dictionaries load once the visitor fills in the form, and a weak password is refused", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  };
  page.on("response", collect);
  await page.goto("/signup");
  await page.waitForLoadState("networkidle");
  expect(carrying(await Promise.all(scripts), PASSWORD_DICTIONARIES)).toEqual([]);

  await page.getByLabel(/Datenschutzbestimmungen/).check();
  await page.getByLabel("Nutzername", { exact: true }).fill("annaberg");
  await page.getByLabel("Rolle").selectOption("Referent");
  await page.getByLabel("Email").fill("anna@example.org");
  // Long enough, but a dictionary word: only the estimator with its dictionaries refuses it.
  await page.getByLabel("Passwort").fill("passwort1");
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(
    page.getByText(
      "Das Passwort ist zu schwach. Bitte mindestens 8 Zeichen und nichts leicht zu Erratendes.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Without this the markers could go stale and the checks above pass for the wrong reason.
  await page.waitForLoadState("networkidle");
  // A script arriving later would be read after the page has closed, and its failed read would
  // fail the next test of this worker.
  page.off("response", collect);
  for (const marker of PASSWORD_DICTIONARIES) {
    expect(carrying(await Promise.all(scripts), [marker])).not.toEqual([]);
  }
});
