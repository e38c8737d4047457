// 'Meine Inserate' sorts and filters the lister's own listings in the browser (TanStack Table):
// on a wide screen a header sorts the rows and says so in aria-sort, the text filter narrows them
// and says how many are left, neither asks the server; on a 360 px phone the listings stay cards
// that fit the screen, with the filter above them. Axe at zero in every state.
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { overflowChecker } from "./support/layout";

// Classic places up to three events.
test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Classic" } });

test("a lister sorts and filters 'Meine Inserate' without a round trip; the phone cards fit 360 px", async ({
  signedInPage: page,
  account,
  accounts,
}) => {
  test.setTimeout(90_000);
  const suffix = account.username.slice(-6);
  const [zentrum, kongress, kurs] = [
    `Zentrum Wundtag ${suffix}`,
    `Ärztekongress Ernährung ${suffix}`,
    `Beispielkurs Kompression ${suffix}`,
  ];
  for (const [name, published] of [
    [zentrum, true],
    [kongress, false],
    [kurs, true],
  ] as const) {
    await accounts.listingOf(account, { Veranstaltungsname: name, Published: published });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto("/admin/meine-inserate");
  const table = page.getByRole("table", { name: "Ihre Inserate" });
  // Each row's title cell (the chart in a row holds a table of its own).
  const names = table.locator(':scope > tbody > tr > td[data-card="title"]');
  await expect(names).toHaveCount(3);
  await page.waitForLoadState("networkidle");
  // The table library is here (client-scripts.spec.ts keeps its marker out of the public pages).
  expect((await Promise.all(scripts)).some((text) => text.includes("coreReactivityFeature"))).toBe(true);

  // From here on nothing goes to the server: no page, no RSC or fetch request.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (["document", "fetch", "xhr"].includes(request.resourceType())) asked.push(request.url());
  });

  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button", { name: "Name" }).click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(names).toHaveText([kongress, kurs, zentrum]);
  await nameHeader.getByRole("button", { name: "Name" }).click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(names).toHaveText([zentrum, kurs, kongress]);
  await expectNoAxeViolations(page);

  const filter = page.getByRole("searchbox", { name: "Inserate filtern" });
  await filter.fill("nicht veröffentlicht");
  await expect(names).toHaveText([kongress]);
  await expect(page.getByRole("status").filter({ hasText: "von 3 Inseraten" })).toHaveText(
    "1 von 3 Inseraten",
  );
  await filter.fill("kompression");
  await expect(names).toHaveText([kurs]);
  await filter.fill("Pflegedienst");
  await expect(table.getByRole("cell", { name: "Keine Inserate gefunden" })).toBeVisible();
  await expectNoAxeViolations(page);
  await filter.fill("");
  await expect(names).toHaveCount(3);
  expect(asked).toEqual([]);

  // A phone: the same rows as cards, the filter above them, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const checker = overflowChecker(page);
  await expect(table.locator(":scope > thead")).toBeHidden();
  await filter.fill("zentrum");
  await expect(names).toHaveText([zentrum]);
  await expect(table.getByRole("link", { name: new RegExp(`^Bearbeiten.*${zentrum}`) })).toBeVisible();
  await checker.check("Meine Inserate, gefiltert", { resized: true });
  await filter.fill("");
  await checker.check("Meine Inserate", { resized: true });
  expect(checker.problems).toEqual([]);
  // Every card says its kind and status in full, none cut to "Nicht ver…".
  // (Polled: the charts take their width a moment after the cards are laid out.)
  await expect
    .poll(() =>
      table
        .locator(":scope > tbody > tr > td")
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        ),
    )
    .toEqual([]);
  await expect(table.getByText("Nicht veröffentlicht", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A laptop: names keep their words whole ("Ärztekongress" is not cut into "Ärztekongre" "ss").
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(table.locator(":scope > thead")).toBeVisible();
  // The first word's text spans one line box, not two.
  const linesOfFirstWord = await names.filter({ hasText: kongress }).evaluate((cell) => {
    const range = document.createRange();
    range.setStart(cell.firstChild!, 0);
    range.setEnd(cell.firstChild!, "Ärztekongress".length);
    return range.getClientRects().length;
  });
  expect(linesOfFirstWord).toBe(1);
});
