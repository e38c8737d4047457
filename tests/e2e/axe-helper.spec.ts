// The shared axe check judges a page at rest: a toast or dialog still fading in is half transparent
// for a few hundred milliseconds, and axe would report its text's contrast. It must neither report
// such a frame nor wait forever on an endless animation (a spinner).
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";

const PAGE = `<!doctype html><html lang="de"><head><title>Prüfseite</title><style>
  @keyframes spin { to { transform: rotate(360deg); } }
  .spinner { width: 1rem; height: 1rem; border: 2px solid #333; animation: spin 1s linear infinite; }
  .toast { color: #111; background: #fff; opacity: 0; transition: opacity 1.5s linear; }
  .toast.shown { opacity: 1; }
</style></head><body><main><h1>Prüfseite</h1><div class="spinner" aria-hidden="true"></div>
  <div class="toast" role="status">Willkommen! Ihr Abo ist aktiv.</div></main></body></html>`;

test("waits for a toast to finish fading in, and not for an endless spinner", async ({ page }) => {
  await page.setContent(PAGE);
  await page.evaluate(() => {
    const toast = document.querySelector(".toast")!;
    void getComputedStyle(toast).opacity; // commits the start value, so the class change runs the transition
    toast.classList.add("shown");
  });
  await expectNoAxeViolations(page);
  await expect(page.getByRole("status")).toHaveCSS("opacity", "1");
});

test("waits for a toast that starts fading in with the next frame", async ({ page }) => {
  // Sonner mounts a toast transparent and starts its transition in the frame after: the check may
  // begin in between, when nothing is running yet.
  await page.setContent(PAGE);
  await page.evaluate(() => {
    requestAnimationFrame(() => document.querySelector(".toast")!.classList.add("shown"));
  });
  await expectNoAxeViolations(page);
  await expect(page.getByRole("status")).toHaveCSS("opacity", "1");
});

test("still reports text whose contrast is too low at rest", async ({ page }) => {
  await page.setContent(PAGE.replace("color: #111", "color: #bbb"));
  await page.evaluate(() => document.querySelector(".toast")!.classList.add("shown"));
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("color-contrast");
});

test("waits for the title that follows a client-side navigation, and still reports a page without one", async ({
  page,
}) => {
  // Next streams the new page's <title> a moment after its content, so a page can be briefly untitled.
  const untitled = PAGE.replace("<title>Prüfseite</title>", "");
  await page.setContent(untitled);
  await page.evaluate(() => setTimeout(() => (document.title = "Prüfseite"), 1_500));
  await expectNoAxeViolations(page);

  await page.setContent(untitled);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("document-title");
});
