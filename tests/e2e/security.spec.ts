// Hardening a visitor's browser sees: security headers, a nonce-only script policy the pages live
// with, inert uploads, no open redirect after sign-in, 400 for malformed input.
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JPEG, uploadAs } from "../support/files.mjs";
import { expect, test } from "./support/fixtures";

const UPLOADS = join(__dirname, "..", "..", "cms", "public", "uploads");

test("pages send the security headers and a nonce CSP under which they work", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/veranstaltungen");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("unsafe-eval");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toContain("https://tile.openstreetmap.org");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The test stack runs on http: no HSTS there (unit-tested for https in lib/security-headers.test.ts).
  expect(headers["strict-transport-security"]).toBeUndefined();

  // Every script tag of the served HTML carries this response's nonce (chunks the page loads later,
  // such as the carousels', are inserted by those scripts and allowed by 'strict-dynamic'), and the
  // page is interactive (hydrated) under the policy without a single violation.
  const scriptTags = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
  await expect(page.getByRole("spinbutton", { name: "ICW" })).toBeVisible();
  // Each response gets a fresh nonce.
  const again = await page.request.get("/veranstaltungen");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(violations).toEqual([]);
});

test("a page served again from the HTML cache carries its own fresh nonce and works", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A query of its own (a parameter the list ignores), so the first answer is rendered and the second
  // comes from the cache.
  const url = `/veranstaltungen?probe=${randomBytes(4).toString("hex")}`;
  const nonces: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(url);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(nonce).not.toBe("");
    const html = await response!.text();
    const nonceAttributes = [...html.matchAll(/nonce="([^"]*)"/g)].map(([, value]) => value);
    expect(nonceAttributes.length).toBeGreaterThan(0);
    expect(new Set(nonceAttributes)).toEqual(new Set([nonce]));
    nonces.push(nonce);
    await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
    await expect(page.getByRole("spinbutton", { name: "ICW" })).toBeVisible();
  }
  expect(nonces[1]).not.toBe(nonces[0]);
  expect(violations).toEqual([]);

  // A client navigation to the cached page asks for its RSC payload; it gets that, never the cached
  // HTML (which would make the router fall back to a full page load).
  const data = await page.request.get(`${url}&_rsc=e2e`, { headers: { rsc: "1" } });
  expect(data.status()).toBe(200);
  expect(data.headers()["content-type"]).toContain("text/x-component");
  expect(await data.text()).not.toContain("<html");
});

test.describe("uploads", () => {
  const name = `e2e-probe-${randomBytes(4).toString("hex")}`;
  test.beforeAll(() => {
    // As if an HTML file had slipped into the media library before uploads were checked.
    writeFileSync(join(UPLOADS, `${name}.html`), "<script>document.title='pwned'</script>");
    writeFileSync(
      join(UPLOADS, `${name}.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
  });
  test.afterAll(() => {
    rmSync(join(UPLOADS, `${name}.html`), { force: true });
    rmSync(join(UPLOADS, `${name}.svg`), { force: true });
  });

  test("HTML and SVG come only as downloads of opaque bytes, in a sandbox", async ({ request }) => {
    for (const file of [`${name}.html`, `${name}.svg`]) {
      const response = await request.get(`/uploads/${file}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/octet-stream");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${file}"`);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    }
  });

  test("images stay inline", async ({ request, account }) => {
    // A JPEG the account uploads as the portal's upload route does (removed with the account).
    const uploaded = await uploadAs(
      account.jwt,
      [{ name: "foto.jpg", type: "image/jpeg", content: JPEG }],
      "image",
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const url: string = uploaded.body[0].url;
    expect(url).toMatch(/^\/uploads\/foto_\w+\.jpg$/);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(response.headers()["content-disposition"]).toBeUndefined();
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });
});

test("malformed input answers 400, not 500", async ({ request }) => {
  for (const path of [
    "/uploads/%c0%ae%c0%ae/api",
    "/uploads/..%2fapi",
    "/api/suggest?bereich=__proto__",
    "/api/suggest?bereich=constructor",
    "/api/suggest?bereich=toString",
  ]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test("a callbackUrl to another host is not followed after sign-in", async ({ page, account }) => {
  for (const target of ["%2F%5Cevil.example", "%2F%09%2Fevil.example"]) {
    await page.context().clearCookies();
    await page.goto(`/signin?callbackUrl=${target}`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Passwort").fill(account.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
    expect(new URL(page.url()).host).not.toContain("evil.example");
  }
  // Signed in, the sign-in page itself does not forward to the other host either.
  await page.goto("/signin?callbackUrl=%2F%5Cevil.example");
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
});
