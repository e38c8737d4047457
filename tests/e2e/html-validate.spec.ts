// The pages as an independent HTML validator reads them (html-validate, with the rules in
// support/html-validate-config.ts: every finding is an error, but for what the framework writes
// itself), plus what a search engine reads first: one <title> of at most 60 characters per page.
import { HtmlValidate, type Message } from "html-validate";
import { createAs } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { HTML_VALIDATE_CONFIG } from "./support/html-validate-config";
import { CONTENT_PAGES, LIST_PAGES, SIGNED_OUT_FORMS } from "./support/pages";

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

// React writes a form whose action is a server action with action="" (the action's id travels in
// hidden fields, and the browser posts to the page itself): the framework's, not the page's.
const reactActionForm = (m: Message) =>
  m.ruleId === "attribute-allowed-values" && m.message === 'Attribute "action" has invalid value ""';

const describeMessage = (m: Message) =>
  `${m.ruleId} (Zeile ${m.line}:${m.column}) ${m.message} @ ${m.selector ?? ""}`;

async function expectValidPage(html: string, path: string) {
  const report = await validator.validateString(html, path);
  const messages = report.results.flatMap((result) => result.messages).filter((m) => !reactActionForm(m));
  expect.soft(messages.map(describeMessage), `${path}: html-validate`).toEqual([]);
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  expect(titles, `${path}: <title>`).toHaveLength(1);
  const [title = ""] = titles;
  expect(title.length, `${path}: Länge des Titels "${title}"`).toBeLessThanOrEqual(60);
}

const PUBLIC_PAGES = [
  ...CONTENT_PAGES,
  ...LIST_PAGES,
  ...SIGNED_OUT_FORMS,
  "/suche?q=Kompression",
  "/ohne-javascript?zurueck=%2Fsignin",
  // The pages a mailed confirmation link opens (a well-formed code is enough to show them).
  "/signup/bestaetigen?confirmation=abc123",
  `/konto/email-bestaetigen?token=${"ab".repeat(32)}`,
];

test.describe("HTML as an independent validator reads it", () => {
  test("the public pages", async ({ request }) => {
    for (const path of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      await expectValidPage(await response.text(), path);
    }
  });

  test.describe("detail pages of listings with a long name", () => {
    test.use({ accountSpec: { rolle: "Hersteller", plan: "Hersteller: Classic" } });

    test("a manufacturer, its product, and each other kind", async ({ request, accounts, account }) => {
      const long = "Kompressionstherapie und moderne Wundauflagen in der ambulanten Versorgung";
      const maker = await accounts.listingOf(account, { Herstellername: `${long} ${account.username}` });
      const product = await createAs(account, "produkts", {
        Produktname: `${long} Schaumverband ${account.username}`,
        hersteller: [maker.id],
        Published: true,
      });
      const organiser = await accounts.create({ rolle: "Veranstalter", plan: "Veranstalter: Classic" });
      const event = await accounts.listingOf(organiser, {
        Veranstaltungsname: `${long} ${organiser.username}`,
        Startzeit: "2027-07-12T11:00:00.000Z",
        Endzeit: "2027-07-12T15:00:00.000Z",
      });
      const speaker = await accounts.create({ rolle: "Referent", plan: "Referent: Classic" });
      const speakerListing = await accounts.listingOf(speaker);
      const partner = await accounts.create({
        rolle: "Versorgungspartner",
        plan: "Versorgungspartner: Classic",
      });
      const partnerListing = await accounts.listingOf(partner);
      for (const path of [
        `/hersteller/${maker.id}`,
        `/produkt/${product.id}`,
        `/veranstaltungen/${event.id}`,
        `/referenten/${speakerListing.id}`,
        `/versorgungspartner/${partnerListing.id}`,
      ]) {
        // A new listing reaches the web app through the CMS's webhook, a moment after it is stored
        // (under CI's load once after the loop reached it).
        await expect
          .poll(async () => (await request.get(path)).status(), {
            message: path,
            intervals: [250, 500, 1000],
          })
          .toBe(200);
        const response = await request.get(path);
        await expectValidPage(await response.text(), path);
      }
    });
  });
});
