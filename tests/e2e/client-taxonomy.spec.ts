// The taxonomy (every list and tree of the specification, 6-8 KB gzipped in a chunk) stays on the
// server: the public pages hand their client components options already labelled, so no script a
// visitor loads carries it. Checked on what the browser receives, so an import anywhere down a client
// component's graph (not only a direct one) is caught.
import { expect, test, type Response } from "@playwright/test";

// Keys only the taxonomy has (its value labels and band tables); minifiers keep property names.
const TAXONOMY_KEYS = ["$labels", "$bands"];
const PUBLIC_PAGES = [
  "/",
  "/veranstaltungen",
  "/referenten",
  "/hersteller",
  "/versorgungspartner",
  "/suche",
  "/signin",
  "/signup",
];

for (const path of PUBLIC_PAGES) {
  test(`${path}: no script carries the taxonomy`, async ({ page }) => {
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
    const withTaxonomy = loaded.filter(({ text }) => TAXONOMY_KEYS.some((key) => text.includes(key)));
    expect(withTaxonomy.map(({ url }) => new URL(url).pathname)).toEqual([]);
  });
}
