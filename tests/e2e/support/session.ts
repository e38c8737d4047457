// Signing in without the form, for tests that are about what a signed-in user sees rather than
// about signing in (auth.spec.ts covers the form): the same next-auth credentials endpoint the form
// posts to, called with the page's request context, so the session cookie lands in the browser.
import { expect, type Page } from "@playwright/test";

/**
 * Signs in through next-auth's HTTP endpoints (CSRF token, then the credentials callback) and
 * opens /signin, which sends a signed-in user on to the portal's landing page for the account
 * (the account or plans page), as the form does after signing in.
 */
export async function signInByRequest(page: Page, email: string, password: string) {
  const csrf = await page.request.get("/api/auth/csrf");
  expect(csrf.status(), "GET /api/auth/csrf").toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
  });
  expect(response.status(), "POST /api/auth/callback/credentials").toBe(200);
  // A refused sign-in answers with the sign-in page's address and an error parameter.
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url).searchParams.get("error"), `Anmeldung als ${email}`).toBeNull();
  // /signin sends the user on only once Strapi has confirmed the session (/users/me). When Strapi
  // answers slower than the web app's CMS timeout (5 s; a busy CI machine), the page rightly shows
  // its form instead, and a single visit would wait forever: opened again, as a user would, until
  // it sends the user on.
  await expect(async () => {
    await page.goto("/signin");
    await page.waitForURL((target) => target.pathname.startsWith("/admin/"), { timeout: 10_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });
}
