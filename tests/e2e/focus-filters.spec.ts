// The focus carousels of the list pages follow the page's URL filters: they show only the focus
// entries among the filtered results, and the specification's empty text when there are none.
// Each test places its own listings through the Strapi admin API and removes them afterwards.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { adminCreated, adminDelete } from "./support/cms";
import { acknowledgeWelcomeDialogs } from "./support/search";

const created: [uid: string, documentId: string][] = [];

test.beforeEach(async ({ context }) => acknowledgeWelcomeDialogs(context));

test.afterEach(async () => {
  // Children first: a product before its manufacturer.
  for (const [uid, documentId] of created.splice(0).reverse()) await adminDelete(uid, documentId);
});

/** Places an entry as an editor in the Strapi admin would; it is removed after the test. */
async function place(
  uid: string,
  data: Record<string, unknown>,
): Promise<{ id: number; documentId: string }> {
  const entry = await adminCreated(uid, { Published: true, ...data });
  created.push([uid, entry.documentId]);
  return entry;
}

const marker = () => `Fokusfilter${Date.now()}`;

/** Opens the URL until the web app's cache holds the new entries (the CMS webhook reloads it). */
async function openWhenListed(page: Page, url: string, listed: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(listed).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const carousel = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** A list whose carousel holds only the entries marked Fokusiere (the specification's rule). */
interface FocusList {
  path: string;
  table: string;
  carousel: string;
  empty: string;
  /** Places a published entry with this name part, in focus or not; returns its name as listed. */
  place(name: string, variant: "Alpha" | "Beta", focus: boolean): Promise<string>;
}

const LISTS: FocusList[] = [
  {
    path: "/veranstaltungen",
    table: "Kongresse und Veranstaltungen",
    carousel: "Kongresse / Fortbildungen im Fokus",
    empty: "Keine Veranstaltung gefunden, die dem Filter entsprechen...",
    async place(name, variant, focus) {
      await place("api::veranstaltung.veranstaltung", {
        Veranstaltungsname: `${name} ${variant}`,
        Startzeit: "2027-06-08T08:00:00.000Z",
        Endzeit: "2027-06-08T16:00:00.000Z",
        Stadt: "Köln",
        Email: "fokus@example.org",
        Fokusiere: focus,
      });
      return `${name} ${variant}`;
    },
  },
  {
    path: "/referenten",
    table: "Referenten",
    carousel: "Referenten im Fokus",
    empty: "Keine Referenten gefunden, die dem Filter entsprechen...",
    async place(name, variant, focus) {
      await place("api::referent.referent", {
        Vorname: variant,
        Name: name,
        Stadt: "Köln",
        Email: "fokus@example.org",
        Fokusiere: focus,
      });
      return `${variant} ${name}`;
    },
  },
  {
    path: "/hersteller",
    table: "Produkte",
    carousel: "Produkte im Fokus",
    empty: "Keine Produkte gefunden, die dem Filter entsprechen...",
    async place(name, variant, focus) {
      // One manufacturer per test holds both products.
      makerOf[name] ??= (await place("api::hersteller.hersteller", { Herstellername: `${name} Werke` })).id;
      await place("api::produkt.produkt", {
        Produktname: `${name} ${variant}`,
        Fokusiere: focus,
        hersteller: { connect: [{ id: makerOf[name] }] },
      });
      return `${name} ${variant}`;
    },
  },
];
const makerOf: Record<string, number> = {};

for (const list of LISTS) {
  test(`${list.path}: the focus carousel shows only focus entries that match the filters, else the empty text`, async ({
    page,
  }) => {
    const name = marker();
    const alpha = await list.place(name, "Alpha", true);
    const beta = await list.place(name, "Beta", false);
    const table = page.getByRole("table", { name: list.table, exact: true });
    const focus = carousel(page, list.carousel);

    // Results in the table, but none of them in focus.
    await openWhenListed(
      page,
      `${list.path}?q=${encodeURIComponent(beta)}`,
      table.getByRole("link", { name: beta }),
    );
    await expect(focus.getByText(list.empty, { exact: true })).toBeVisible();
    await expect(focus.getByRole("listitem")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The focus entry among the results is the only card.
    await page.goto(`${list.path}?q=${encodeURIComponent(name)}`);
    await expect(table.getByRole("link", { name: beta })).toBeVisible();
    await expect(focus.getByRole("listitem")).toHaveCount(1);
    await expect(focus.getByRole("link", { name: new RegExp(`^Premium ${alpha}`) })).toBeVisible();
    await expect(focus.getByText(list.empty)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("the care partner focus carousel shows the matching partners, paid ones labelled, else the empty text", async ({
  page,
}) => {
  const name = marker();
  const partner = {
    Kategorie: "Wundzentrum",
    Stadt: "Köln",
    PLZ: "50667",
    Bundesland: "Nordrhein-Westfalen",
  };
  await place("api::versorgungspartner.versorgungspartner", {
    ...partner,
    Name: `${name} Alpha`,
    Fokusiere: true,
  });
  await place("api::versorgungspartner.versorgungspartner", {
    ...partner,
    Name: `${name} Beta`,
    Fokusiere: false,
  });
  const table = page.getByRole("table", { name: "Versorgungspartner" });
  const focus = carousel(page, "Versorgungspartner im Fokus");

  // All published care partners belong to their focus section (the specification), so the
  // carousel shows the matching ones: here only the unpaid one, without the label.
  await openWhenListed(
    page,
    `/versorgungspartner?q=${encodeURIComponent(`${name} Beta`)}`,
    table.getByRole("link", { name: `${name} Beta` }),
  );
  await expect(focus.getByRole("listitem")).toHaveCount(1);
  await expect(focus.getByRole("link", { name: new RegExp(`^${name} Beta`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/versorgungspartner?q=${encodeURIComponent(name)}`);
  await expect(focus.getByRole("listitem")).toHaveCount(2);
  await expect(focus.getByRole("listitem").first()).toHaveText(new RegExp(`^Premium.*${name} Alpha`));

  // No match at all: the carousel says so in the specification's words.
  await page.goto(`/versorgungspartner?q=${encodeURIComponent(`${name} Gamma`)}`);
  await expect(
    focus.getByText("Keine Versorgungspartner gefunden, die dem Filter entsprechen..."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
