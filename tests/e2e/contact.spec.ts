// Contact requests and listing statistics: a signed-in user writes to a speaker, the
// mail reaches maildev with the sender as reply-to, the speaker's address never reaches the
// sender's browser, and the lister sees views and requests in 'Meine Inserate' (nobody else does).
// The accounts come from the fixtures, which remove them afterwards with their speakers.
import type { Browser, Page, Response } from "@playwright/test";
import type { TestAccount } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { acknowledgeWelcomeDialogs } from "./support/search";
import { speakerOf } from "./support/speakers";
import { signInByRequest } from "./support/session";

const SENT = "Kontaktanfrage erfolgreich gesendet";
const MESSAGE_REQUIRED = "Bitte geben Sie eine Nachricht ein.";
const OWN_LISTING = "Das ist Ihr eigenes Inserat.";

/** A published speaker of the lister with its own contact address, placed as an editor would. */
async function publishedSpeaker(lister: TestAccount) {
  const suffix = `${Date.now()}`.slice(-7);
  const email = `referentin-kontakt${suffix}@example.org`;
  const created = await speakerOf(lister, {
    Vorname: "Kontakta",
    Name: `Testreferentin${suffix}`,
    Email: email,
  });
  return { ...created, name: `Kontakta Testreferentin${suffix}`, email };
}

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** Exactly two (not 102 or 52 on the way there). */
const ONE_VIEW = /(^|\D)1 Aufruf(?!e)/;
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

/**
 * Opens the detail page once the web app's cache has the new speaker (the CMS webhook reloads it);
 * the wait asks as a crawler, so only the one real view is counted.
 */
async function openSpeaker(page: Page, id: number) {
  const url = `${process.env.BASE_URL}/referenten/${id}`;
  await expect
    .poll(async () => (await fetch(url, { headers: { "User-Agent": CRAWLER } })).status, { timeout: 15_000 })
    .toBe(200);
  expect((await page.goto(`/referenten/${id}`))?.status()).toBe(200);
}

/** Every body the browser receives from the portal, to search for what must not be in them. */
function recordResponses(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response: Response) => {
    bodies.push(
      response
        .body()
        .then((b) => `${response.url()}\n${JSON.stringify(response.headers())}\n${b.toString("utf8")}`)
        .catch(() => ""),
    );
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

async function signedInContext(browser: Browser, user: TestAccount) {
  const context = await browser.newContext();
  await acknowledgeWelcomeDialogs(context);
  const page = await context.newPage();
  await signInByRequest(page, user.email, user.password);
  return { context, page };
}

const statsOf = (page: Page, id: number) => page.getByTestId(`statistik-Referent-${id}`);

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

test("a signed-in user sends a contact request to a speaker; the lister sees it counted", async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000);
  const lister = await accounts.create({ rolle: "Referent", prefix: "inserentin" });
  const sender = await accounts.create({ rolle: "Hersteller", prefix: "anfragend" });
  const speaker = await publishedSpeaker(lister);
  const received = recordResponses(page);

  await signInByRequest(page, sender.email, sender.password);
  await openSpeaker(page, speaker.id);
  const section = page.getByRole("region", { name: "Kontakt aufnehmen" });
  const name = section.getByLabel("Ihr Name");
  const message = section.getByLabel("Nachricht");
  await expect(message).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty message is refused in German and nothing typed is lost.
  await name.fill("Erika Mustermann");
  await section.getByRole("button", { name: "Kontaktanfrage senden" }).click();
  await expect(section.getByText(MESSAGE_REQUIRED)).toBeVisible();
  await expect(message).toBeFocused();
  await expect(name).toHaveValue("Erika Mustermann");
  await expectNoAxeViolations(page);

  const text = `Hätten Sie im Herbst Zeit für ein Seminar? ${Date.now()}`;
  await message.fill(text);
  await section.getByRole("button", { name: "Kontaktanfrage senden" }).click();
  await expect(section.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  await expect(message).toHaveValue("");
  await expect(name).toHaveValue("Erika Mustermann");

  const mail = (await waitForMail(speaker.email, /Kontaktanfrage/)) as Awaited<
    ReturnType<typeof waitForMail>
  > & {
    text: string;
    replyTo: { address: string }[];
  };
  expect(mail.replyTo.map((r) => r.address)).toEqual([sender.email]);
  expect(mail.text).toContain(text);
  expect(mail.text).toContain("Erika Mustermann");

  // Neither the speaker's contact address nor the lister's account address reached the sender.
  await page.reload();
  const everything = await received();
  expect(everything).toContain(speaker.name);
  expect(everything).not.toContain(speaker.email);
  expect(everything).not.toContain(lister.email);

  const listerView = await signedInContext(browser, lister);
  await listerView.page.goto("/admin/meine-inserate");
  await expect(statsOf(listerView.page, speaker.id)).toContainText("1 Kontaktanfrage");
  await expect(listerView.page.getByTestId("statistik-gesamt")).toContainText("1 Kontaktanfrage");
  await listerView.context.close();
});

test("views of a detail page are counted (not bots) and shown to its lister only", async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000);
  const lister = await accounts.create({ rolle: "Referent", prefix: "gezaehlt" });
  const stranger = await accounts.create({ rolle: "Veranstalter", prefix: "fremd" });
  const speaker = await publishedSpeaker(lister);

  // An anonymous visitor, who sees a sign-in link instead of the form, opens the page three times
  // and then asks for it a hundred times more: one visitor, one view that day.
  await openSpeaker(page, speaker.id);
  const section = page.getByRole("region", { name: "Kontakt aufnehmen" });
  await expect(section.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute(
    "href",
    `/signin?callbackUrl=${encodeURIComponent(`/referenten/${speaker.id}`)}`,
  );
  await expect(section.getByLabel("Nachricht")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await page.reload();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  for (let round = 0; round < 10; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        page.request.get(`/referenten/${speaker.id}`, { headers: { "user-agent": userAgent } }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  }

  // Another browser from the same address is no second view: a visitor is the address (a changed
  // User-Agent would otherwise count again; two addresses count twice, server/stats/view-counter.test.ts).
  const second = await browser.newContext({ userAgent: FIREFOX });
  expect((await (await second.newPage()).goto(`/referenten/${speaker.id}`))?.status()).toBe(200);
  await second.close();

  // A crawler's visits are not counted.
  const bot = await browser.newContext({ userAgent: CRAWLER });
  const botPage = await bot.newPage();
  for (let i = 0; i < 2; i += 1)
    expect((await botPage.goto(`/referenten/${speaker.id}`))?.status()).toBe(200);
  await bot.close();

  // Nor are Next's prefetches of the page (a list page prefetches every detail link it shows), nor
  // its client navigations' data requests being sent twice: only the navigation itself counts.
  for (let i = 0; i < 2; i += 1) {
    const prefetch = await page.request.get(`/referenten/${speaker.id}?_rsc=e2e${i}`, {
      headers: { rsc: "1", "next-router-prefetch": "1" },
    });
    expect(prefetch.status()).toBe(200);
    expect(prefetch.headers()["content-type"]).toContain("text/x-component");
  }

  const listerView = await signedInContext(browser, lister);
  await expect
    .poll(
      async () => {
        await listerView.page.goto("/admin/meine-inserate");
        return statsOf(listerView.page, speaker.id).innerText();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toMatch(ONE_VIEW);
  await expect(statsOf(listerView.page, speaker.id)).toContainText("0 Kontaktanfragen");
  await expect(statsOf(listerView.page, speaker.id).getByRole("img")).toHaveAttribute("aria-label", ONE_VIEW);
  await expect(listerView.page.getByTestId("statistik-gesamt")).toContainText(ONE_VIEW);
  await expectNoAxeViolations(listerView.page);
  await listerView.context.close();

  // Another user's 'Meine Inserate' has no figures of this listing.
  const strangerView = await signedInContext(browser, stranger);
  await strangerView.page.goto("/admin/meine-inserate");
  await expect(strangerView.page.getByRole("heading", { name: "Meine Inserate" })).toBeVisible();
  await expect(statsOf(strangerView.page, speaker.id)).toHaveCount(0);
  await expect(strangerView.page.getByText("Aufrufe")).toHaveCount(0);
  await strangerView.context.close();
});

test("a lister is not offered a contact form on their own listing; others and visitors are", async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000);
  const lister = await accounts.create({ rolle: "Referent", prefix: "selbst" });
  const other = await accounts.create({ rolle: "Hersteller", prefix: "andere" });
  const speaker = await publishedSpeaker(lister);

  // Signed out: the sign-in link, no form.
  await openSpeaker(page, speaker.id);
  const section = page.getByRole("region", { name: "Kontakt aufnehmen" });
  await expect(section.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
  await expect(section.getByText(OWN_LISTING)).toHaveCount(0);

  // Another user: the form, and the page's own check answers "not yours".
  const otherView = await signedInContext(browser, other);
  await openSpeaker(otherView.page, speaker.id);
  const otherSection = otherView.page.getByRole("region", { name: "Kontakt aufnehmen" });
  await expect(otherSection.getByLabel("Nachricht")).toBeVisible();
  await expect(otherSection.getByText(OWN_LISTING)).toHaveCount(0);
  const asked = await otherView.page.request.get(`/api/konto/eigenes-inserat?art=Referent&id=${speaker.id}`);
  expect(await asked.json()).toEqual({ own: false });
  await otherView.context.close();

  // The lister, on the same cached page: a note and the way to the editor instead of the form.
  const own = await signedInContext(browser, lister);
  await openSpeaker(own.page, speaker.id);
  const ownSection = own.page.getByRole("region", { name: "Kontakt aufnehmen" });
  await expect(ownSection.getByText(OWN_LISTING)).toBeVisible();
  await expect(ownSection.getByRole("link", { name: "Inserat bearbeiten" })).toHaveAttribute(
    "href",
    `/admin/inserieren/Referent/${speaker.id}`,
  );
  await expect(ownSection.getByLabel("Nachricht")).toHaveCount(0);
  await expect(ownSection.getByRole("button", { name: "Kontaktanfrage senden" })).toHaveCount(0);
  await expectNoAxeViolations(own.page);
  await own.context.close();

  // The check needs a session and a well-formed question.
  const anonymous = await page.request.get(`/api/konto/eigenes-inserat?art=Referent&id=${speaker.id}`);
  expect(anonymous.status()).toBe(401);
  const malformed = await page.request.get(`/api/konto/eigenes-inserat?art=Produkt&id=${speaker.id}`);
  expect(malformed.status()).toBe(400);
});
