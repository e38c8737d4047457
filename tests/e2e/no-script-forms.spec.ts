// Forms that carry a password, an address or a message, sent with JavaScript off (as before
// hydration): the browser must post them, never turn them into a GET with every field in the URL,
// and nothing typed may reach a URL or a server's log. The visitor is told the form needs JavaScript.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { runToken } from "./support/own-listings";

/** Everything the stack's services logged so far (scripts/test.mjs writes it to STACK_LOG_DIR). */
function stackLogs(): string {
  const dir = process.env.STACK_LOG_DIR;
  if (!dir) throw new Error("STACK_LOG_DIR fehlt: die Tests laufen ohne den Teststack von scripts/test.mjs");
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("\n");
}

/** A page in a browser with JavaScript off; with `signedIn`, it has that page's session. */
async function withoutJavaScript(browser: Browser, signedIn?: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "de-DE",
    storageState: signedIn ? await signedIn.context().storageState() : undefined,
  });
  return context.newPage();
}

/**
 * Fills the form on `path` through `fill`, submits it with the browser's own submit and checks what
 * left the browser: one POST to the fallback route, nothing typed in any URL on the way, the page
 * that says so, and (after all) no typed value in any server's log.
 */
async function submitWithoutScript(
  page: Page,
  path: string,
  fill: (page: Page) => Promise<void>,
  submitName: RegExp | string,
  typed: readonly string[],
) {
  await page.goto(path);
  // A browser with scripting off shows it (Playwright's switch turns off scripts, not the parser's
  // scripting flag, so it does not render <noscript> content: the markup is checked instead).
  expect(await page.locator("form[method=post] noscript").first().innerHTML()).toContain(
    "Dieses Formular braucht JavaScript.",
  );
  await fill(page);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  const submitted = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByRole("button", { name: submitName, exact: typeof submitName === "string" }).click();
  const request = await submitted;
  expect(request.method(), `${path}: das Formular wird gesendet mit`).toBe("POST");
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript erforderlich" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/ohne-javascript");
  await expect(page.getByRole("link", { name: "Zurück zum Formular" })).toHaveAttribute(
    "href",
    new URL(path, "http://x.invalid").pathname,
  );
  for (const url of [...urls, page.url()]) {
    for (const value of typed) expect(decodeURIComponent(url), `${path}: Adresse`).not.toContain(value);
  }
}

test.describe("forms with personal data without JavaScript", () => {
  test("the page that says so is accessible and leads back only within the portal", async ({ page }) => {
    await page.goto("/ohne-javascript?zurueck=%2Fsignup");
    await expect(page.getByRole("link", { name: "Zurück zum Formular" })).toHaveAttribute("href", "/signup");
    await expectNoAxeViolations(page);
    await page.goto("/ohne-javascript?zurueck=%2F%2Fevil.example%2Fsignin");
    await expect(page.getByRole("heading", { level: 1, name: "JavaScript erforderlich" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zum Formular" })).toHaveCount(0);
  });

  test("sign-in, sign-up and both password-reset forms post and say that they need JavaScript", async ({
    browser,
  }) => {
    const token = runToken();
    const email = `ohne-js-${token}@example.org`;
    const password = `Geheim-${token}-Kompresse`;
    const page = await withoutJavaScript(browser);
    const forms: [string, (p: Page) => Promise<void>, string, string[]][] = [
      [
        "/signin",
        async (p) => {
          await p.getByLabel("Email").fill(email);
          await p.getByLabel("Passwort").fill(password);
        },
        "Anmelden",
        [email, password, token],
      ],
      [
        "/signup",
        async (p) => {
          await p.getByLabel("Nutzername", { exact: true }).fill(`nutzer-${token}`);
          await p.getByLabel("Email").fill(email);
          await p.getByLabel("Passwort").fill(password);
        },
        "Registrieren",
        [email, password, token],
      ],
      ["/password-reset", (p) => p.getByLabel("Email").fill(email), "Email senden", [email, token]],
      [
        `/password-new?code=code-${token}`,
        async (p) => {
          await p.getByLabel("Neues Passwort").fill(password);
          await p.getByLabel("Passwort wiederholen").fill(password);
        },
        "Passwort bestätigen",
        [password],
      ],
    ];
    for (const [path, fill, submit, typed] of forms)
      await submitWithoutScript(page, path, fill, submit, typed);

    const logs = stackLogs();
    expect(logs, "Server-Logs").toContain("POST /api/ohne-javascript 303");
    expect(logs, "Server-Logs").not.toContain(password);
    expect(logs, "Server-Logs").not.toContain(token);
    await page.context().close();
  });

  test("the account's profile and password forms post too", async ({ browser, signedInPage, account }) => {
    const token = runToken();
    const password = `Neu-${token}-Verband`;
    const page = await withoutJavaScript(browser, signedInPage);

    await submitWithoutScript(
      page,
      "/admin/benutzerkonto",
      async (p) => {
        await p.getByLabel("Altes Passwort").fill(account.password);
        await p.getByLabel("Neues Passwort", { exact: true }).fill(password);
        await p.getByLabel("Neues Passwort wiederholen").fill(password);
      },
      "Passwort ändern",
      [account.password, password],
    );
    await submitWithoutScript(
      page,
      "/admin/benutzerkonto",
      async (p) => {
        // Without scripts the form cannot ask for the current password: the address alone.
        await p.getByLabel("Email", { exact: true }).fill(`neu-${token}@example.org`);
        await p.getByLabel("Website").fill(`https://praxis-${token}.example.org`);
      },
      "Speichern",
      [token],
    );

    const logs = stackLogs();
    expect(logs, "Server-Logs").not.toContain(account.password);
    expect(logs, "Server-Logs").not.toContain(token);
    await page.context().close();
  });
});
