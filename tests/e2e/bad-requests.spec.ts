// Requests a browser of this portal never sends get a 4xx, never a 500: a malformed image URL, a
// checkout without form data, a server action from a foreign origin. The accounts come from the
// fixtures, which remove them afterwards.
import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { PNG } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { acknowledgeWelcomeDialogs } from "./support/search";

/**
 * Submits a form of the page and returns the POST it made, without letting it through: the
 * request as the portal's own code sends it, to be replayed with one thing changed.
 */
async function capturePost(page: Page, submit: () => Promise<void>): Promise<Request> {
  let captured: Request | undefined;
  await page.route("**/*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    captured = route.request();
    await route.abort();
  });
  await submit();
  await expect.poll(() => captured !== undefined).toBe(true);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return captured!;
}

/** The captured request's headers a replay sends again (not the ones the client computes). */
function replayHeaders(request: Request, changes: Record<string, string>) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers())) {
    if (!["content-length", "host", "cookie"].includes(name)) headers[name] = value;
  }
  return { ...headers, ...changes };
}

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test("an image URL with a backslash is refused with 400, not 500", async ({ request }) => {
  const response = await request.get("/_next/image?url=/uploads/a%5Cb.png&w=64&q=75");
  expect([400, 404]).toContain(response.status());
});

test.describe("checkout", () => {
  test.use({ accountSpec: { rolle: "Veranstalter", prefix: "formular" } });

  test("answers a body that is not form data with 400", async ({ signedInPage: page }) => {
    await page.goto("/admin/plans");
    await expectNoAxeViolations(page);
    const post = await capturePost(page, () =>
      page.getByRole("button", { name: "Jetzt buchen: Veranstalter: Classic" }).click(),
    );
    const response = await page.request.post(post.url(), {
      headers: replayHeaders(post, { "content-type": "application/json" }),
      data: JSON.stringify({ planId: "x" }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  });
});

test.describe("a write from another origin", () => {
  test.use({ accountSpec: { rolle: "Veranstalter", prefix: "herkunft" } });

  test("is refused with 403 by the route handlers too, which act with the session cookie", async ({
    signedInPage: page,
    baseURL,
  }) => {
    const upload = (origin: string) =>
      page.request.post("/api/uploads?kind=image", {
        headers: { origin },
        multipart: { files: { name: "bild.png", mimeType: "image/png", buffer: PNG } },
        maxRedirects: 0,
      });
    const checkout = (origin: string) =>
      page.request.post("/api/abo/checkout", { headers: { origin }, form: { planId: "x" }, maxRedirects: 0 });
    const signOut = (origin: string) =>
      page.request.post("/api/auth/signout", {
        headers: { origin },
        form: { csrfToken: "x" },
        maxRedirects: 0,
      });
    for (const write of [upload, checkout, signOut]) {
      expect((await write("https://evil.example")).status()).toBe(403);
    }
    expect((await upload(new URL(baseURL!).origin)).status()).toBe(201);
  });
});

test("a server action from a foreign origin is refused with 403, from the portal's own it works", async ({
  page,
  baseURL,
}) => {
  await page.goto("/password-reset");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill("niemand@example.org");
  const post = await capturePost(page, () => page.getByRole("button", { name: "Email senden" }).click());
  expect(post.headers()["next-action"]).toBeTruthy();
  const replay = (origin: string) =>
    page.request.post(post.url(), {
      headers: replayHeaders(post, { origin }),
      data: post.postData() ?? "",
      maxRedirects: 0,
    });
  expect((await replay("https://evil.example")).status()).toBe(403);
  expect((await replay(new URL(baseURL!).origin)).status()).toBe(200);
});
