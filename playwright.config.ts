import { defineConfig, devices } from "@playwright/test";

// The stack is started by scripts/test.mjs on free ports; BASE_URL etc. come from there.
// Debian's headless shell (chromium-headless-shell, the same engine without the desktop browser's UI
// layers) is what Playwright itself runs for headless Chromium; the suite's tests cost a third less
// CPU in it than in the full browser (docs/testing.md, "Dauer").
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "./tests/e2e",
  // Three workers, each taking whole spec files (a file's tests run in order, in one browser). A test
  // waits for Next and Strapi part of the time: on one stack alone the suite took 553 s with two
  // workers and 502 s with three (docs/testing.md, "Dauer"). Every spec owns its data
  // (support/fixtures.ts) and confines its lists to it, so the other workers' listings never show.
  fullyParallel: false,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3000",
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // A trace costs every test about a tenth more CPU (screenshots of each step): in CI only the
    // retry of a failed test records one; locally every failed test keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
