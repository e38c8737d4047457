// /referenten: public filters, and speaker privacy enforced on the server: a visitor's HTML (RSC
// payload included) carries no contact data, fee or bio; an organiser subscriber sees them.
import type { Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type AccountSpec, type FixtureAccount } from "./support/fixtures";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  cmsFullSpeakers,
  cmsPublished,
  cmsPublicSpeakers,
  distanceKm,
  expectTableEntries,
  gazetteerPlace,
  resultTable,
  shownTotal,
  speakerName,
  type CmsSpeaker,
} from "./support/search";
import { signInByRequest } from "./support/session";

const CAPTION = "Referenten";
const LOCKED =
  "Um Referenten einsehen zu können, melden Sie sich bitte an und schließen Sie ein Veranstalter Abo ab";
const FILTER_SIGNIN = "Um nach Referenten filtern zu können, melden Sie sich bitte an.";
const ORGANISER: AccountSpec = { rolle: "Veranstalter", plan: "Veranstalter: Premium" };

/** Labels of the stored per-teaching-unit fee bands (packages/rules/src/taxonomy.json), as the detail page prints them. */
const FEE_UE_LABELS: Record<string, string> = { bis50: "0-50 €", bis100: "51-100 €", bis150: "101-150 €" };

let publicSpeakers: CmsSpeaker[];
let fullSpeakers: CmsSpeaker[];

test.beforeAll(async () => {
  [publicSpeakers, fullSpeakers] = await Promise.all([cmsPublicSpeakers(), cmsFullSpeakers()]);
  expect(publicSpeakers.length).toBeGreaterThan(5);
  // The CMS itself keeps the private part from anonymous callers.
  for (const s of publicSpeakers) {
    expect(s).not.toHaveProperty("Email");
    expect(s).not.toHaveProperty("Bio");
    expect(s).not.toHaveProperty("HonorarvorstellungProUnterrichtseinheit");
  }
});

test.beforeEach(async ({ page }) => {
  await acknowledgeWelcomeDialogs(page);
});

function mostCommon(values: string[], skip = 0): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[skip]![0];
}

/** A speaker with every private part the privacy checks look for, and a phrase of the bio that is nowhere else. */
function privateSample() {
  for (const s of fullSpeakers) {
    const fee = FEE_UE_LABELS[s.HonorarvorstellungProUnterrichtseinheit ?? ""];
    if (!s.Email || !s.Bio || !fee) continue;
    const sentences = s.Bio.replace(/<[^>]+>/g, "\n")
      .split(/[\n.]+/)
      .map((t) => t.trim());
    // Words after the name, letters, digits and spaces only, so HTML or JSON escaping cannot hide them.
    const phrase = sentences
      .map((t) => t.split(" ").slice(2, 9).join(" "))
      .find((t) => t.length > 25 && /^[\p{L}\d ]+$/u.test(t));
    if (phrase) return { speaker: s, fee, phrase, email: s.Email };
  }
  throw new Error("Kein Referent mit Email, Bio und Honorar im Seed");
}

test.describe("visitor", () => {
  const cases: {
    title: string;
    build: () => { query: URLSearchParams; match: (s: CmsSpeaker) => boolean };
  }[] = [
    {
      title: "Grundqualifikation",
      build: () => {
        const grund = mostCommon(publicSpeakers.flatMap((s) => s.Grundqualifikation ?? []));
        return { query: new URLSearchParams({ grund }), match: (s) => anyOf(s.Grundqualifikation, [grund]) };
      },
    },
    {
      title: "Zusatzqualifikation (any of two)",
      build: () => {
        const values = publicSpeakers.flatMap((s) => s.Zusatzqualifikation ?? []);
        const chosen = [mostCommon(values, 1), mostCommon(values, 2)];
        return {
          query: new URLSearchParams(chosen.map((z) => ["zusatz", z])),
          match: (s) => anyOf(s.Zusatzqualifikation, chosen),
        };
      },
    },
    {
      title: "Seminartyp",
      build: () => {
        const seminar = mostCommon(
          publicSpeakers.flatMap((s) => s.Seminartyp ?? []),
          1,
        );
        return { query: new URLSearchParams({ seminar }), match: (s) => anyOf(s.Seminartyp, [seminar]) };
      },
    },
    {
      title: "Seminartyp AND Grundqualifikation",
      build: () => {
        const seminar = mostCommon(publicSpeakers.flatMap((s) => s.Seminartyp ?? []));
        const grund = mostCommon(publicSpeakers.flatMap((s) => s.Grundqualifikation ?? []));
        return {
          query: new URLSearchParams({ seminar, grund }),
          match: (s) => anyOf(s.Seminartyp, [seminar]) && anyOf(s.Grundqualifikation, [grund]),
        };
      },
    },
    {
      title:
        "place: the place lies within the speaker's own service radius (the open band 'über 300 km' tripled)",
      build: () => {
        const origin = gazetteerPlace("Kassel");
        const reach: Record<string, number> = { bis50: 50, bis150: 150, bis300: 300, ueber300: 900 };
        return {
          query: new URLSearchParams({ ort: "Kassel" }),
          match: (s) =>
            s.Einsatzort !== null &&
            s.Einsatzgebiet !== null &&
            distanceKm(s.Einsatzort, origin) <= reach[s.Einsatzgebiet]!,
        };
      },
    },
  ];
  for (const c of cases) {
    test(`filter: ${c.title}`, async ({ page }) => {
      const { query, match } = c.build();
      const expected = publicSpeakers.filter(match).map(speakerName);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(publicSpeakers.length);
      query.set("size", "50");
      await page.goto(`/referenten?${query}`);
      await expectTableEntries(page, resultTable(page, CAPTION), expected, 50);
    });
  }

  test("fee and availability filters are disabled and ignored; the sign-in notes are shown; axe", async ({
    page,
  }) => {
    const day = fullSpeakers.flatMap((s) => s.Terminverfuegbarkeit ?? [])[0]!;
    await page.goto(`/referenten?honorar_ue=unter100&honorar_ganz=ueber800&termin=${day}&size=50`);
    await expect(page.getByText(LOCKED)).toBeVisible();
    // The filters over hidden data do nothing for a visitor: every speaker is listed.
    await expect.poll(() => shownTotal(page)).toBe(publicSpeakers.length);
    await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toHaveCount(0);
    await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
    const form = page.getByRole("search", { name: "Referenten filtern" });
    await expect(form.getByText(FILTER_SIGNIN)).toBeVisible();
    await expect(form.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", /\/signin/);
    for (const name of ["Honorar pro Unterrichtseinheit", "Pauschale halber Tag", "Pauschale ganzer Tag"]) {
      const boxes = form.getByRole("group", { name }).getByRole("checkbox");
      expect(await boxes.count()).toBeGreaterThan(1);
      for (const box of await boxes.all()) {
        await expect(box).toBeDisabled();
        await expect(box).not.toBeChecked();
      }
    }
    await expect(form.getByLabel("Verfügbar am")).toBeDisabled();
    await expect(form.getByLabel("Verfügbar am")).toHaveValue("");
    // Public filters stay usable.
    await expect(form.getByRole("group", { name: "Seminartyp" }).getByRole("checkbox").first()).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("the visitor's HTML of the list and of a detail page carries no e-mail, fee or bio", async ({
    playwright,
    baseURL,
  }) => {
    const { speaker, fee, phrase, email } = privateSample();
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of [
      "/referenten",
      "/referenten?size=50",
      `/referenten?q=${encodeURIComponent(speaker.Name)}`,
      `/referenten/${speaker.id}`,
    ]) {
      const response = await anonymous.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(speaker.Name);
      expect(html, path).toContain(LOCKED);
      expect(html, `${path}: e-mail`).not.toContain(email);
      expect(html, `${path}: any speaker e-mail`).not.toMatch(/@referenten\.example/);
      expect(html, `${path}: fee`).not.toContain(fee);
      expect(html, `${path}: bio`).not.toContain(phrase);
      expect(html, `${path}: private field names`).not.toMatch(
        /Honorarvorstellung|Terminverfuegbarkeit|"Bio"|"Kontakt"/,
      );
    }
    // Nor do the quick search's suggestions.
    const suggestions = await (
      await anonymous.get(`/api/suggest?bereich=referenten&q=${encodeURIComponent(speaker.Name)}`)
    ).text();
    expect(suggestions).toContain(speaker.Name);
    expect(suggestions).not.toContain(email);
    await anonymous.dispose();
  });

  test("the visitor's speaker detail page shows the locked panels with a sign-in link; axe", async ({
    page,
  }) => {
    const { speaker } = privateSample();
    await page.goto(`/referenten/${speaker.id}`);
    await expect(page.getByRole("heading", { level: 1, name: speakerName(speaker) })).toBeVisible();
    await expect(page.getByText(LOCKED).first()).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Anmelden", exact: true }).first(),
    ).toHaveAttribute("href", new RegExp(`/signin\\?callbackUrl=%2Freferenten%2F${speaker.id}`));
    await expectNoAxeViolations(page);
  });
});

async function signedInContext(browser: Browser, baseURL: string | undefined, account: FixtureAccount) {
  const context = await browser.newContext({ baseURL, locale: "de-DE", timezoneId: "Europe/Berlin" });
  await acknowledgeWelcomeDialogs(context);
  const page = await context.newPage();
  await signInByRequest(page, account.email, account.password);
  await page.close();
  return context;
}

test.describe("signed in without an organiser subscription", () => {
  test("a user without subscription gets no private data; the listing's creator sees only his own", async ({
    browser,
    baseURL,
    accounts,
  }) => {
    const { speaker, email, phrase } = privateSample();
    const other = fullSpeakers.find((s) => s.id !== speaker.id && s.Email)!;

    const plain = await signedInContext(browser, baseURL, await accounts.create({ rolle: "Referent" }));
    for (const path of [`/referenten/${speaker.id}`, "/referenten?size=50"]) {
      const html = await (await plain.request.get(path)).text();
      expect(html, path).toContain(LOCKED);
      expect(html, path).not.toContain(email);
      expect(html, path).not.toContain(phrase);
    }
    const page = await plain.newPage();
    await page.goto(`/referenten/${speaker.id}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Zu den Abonnements" }).first(),
    ).toHaveAttribute("href", "/admin/plans");
    await page.goto("/referenten");
    await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
    await expect(page.getByText(FILTER_SIGNIN)).toHaveCount(0);
    await expect(
      page.getByRole("group", { name: "Pauschale ganzer Tag" }).getByRole("checkbox").first(),
    ).toBeDisabled();
    await plain.close();

    // A speaker placed one published profile (his Referent plan opens no other speaker's private
    // part): he sees its private part, no other.
    const speakerAccount = await accounts.create({ rolle: "Referent", plan: "Referent: Premium Plus" });
    const profile = await accounts.listingOf(speakerAccount);
    const creator = await signedInContext(browser, baseURL, speakerAccount);
    const withEmail = (await cmsFullSpeakers()).filter((s) => s.Email);
    expect(withEmail.map((s) => s.id)).toContain(profile.id);
    // The web app learns of the new profile, with its private part, from Strapi's webhook, a
    // moment after the create (signed in, its creator may ask before that).
    const ownEmail = withEmail.find((s) => s.id === profile.id)!.Email!;
    await expect
      .poll(
        async () =>
          (await (await creator.request.get(`/referenten/${profile.id}`)).text()).includes(ownEmail),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const own = await Promise.all(
      withEmail.map(async (s) =>
        (await (await creator.request.get(`/referenten/${s.id}`)).text()).includes(s.Email!) ? s.id : null,
      ),
    );
    const visible = own.filter((id) => id !== null);
    const created = (
      await cmsPublished<CmsSpeaker & { createdby?: { email: string } | null }>(
        "referents",
        "populate[createdby][fields][0]=email",
        process.env.CMS_READ_TOKEN,
      )
    )
      .filter((s) => s.createdby?.email === speakerAccount.email && s.Email)
      .map((s) => s.id);
    expect(created).toEqual([profile.id]);
    expect(visible).toEqual(created);
    const otherHtml = await (await creator.request.get(`/referenten/${other.id}`)).text();
    expect(otherHtml).toContain(LOCKED);
    await creator.close();
  });
});

test.describe("organiser subscriber", () => {
  test.use({ accountSpec: ORGANISER });
  test("sees e-mail, fee and bio; fee and availability filters work", async ({
    browser,
    baseURL,
    account,
  }) => {
    const { speaker, fee, phrase, email } = privateSample();
    const context = await signedInContext(browser, baseURL, account);
    const page = await context.newPage();

    await page.goto(`/referenten/${speaker.id}`);
    const info = page.getByRole("region", { name: "Alle Informationen auf einen Blick" });
    await expect(info.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(info.getByText(fee, { exact: true })).toBeVisible();
    await expect(page.getByText(phrase)).toBeVisible();
    await expect(page.getByText(LOCKED)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Fee band 'unter 100 €' takes the stored bands 0-50 € and 51-100 €.
    const cheap = fullSpeakers.filter((s) =>
      anyOf(s.HonorarvorstellungProUnterrichtseinheit, ["bis50", "bis100"]),
    );
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(fullSpeakers.length);
    await page.goto("/referenten?honorar_ue=unter100&size=50");
    await expect(page.getByText(LOCKED)).toHaveCount(0);
    await expectTableEntries(page, resultTable(page, CAPTION), cheap.map(speakerName), 50);

    // Availability: speakers free on one day.
    const day = speaker.Terminverfuegbarkeit![0]!;
    const free = fullSpeakers.filter((s) => (s.Terminverfuegbarkeit ?? []).includes(day));
    await page.goto(`/referenten?termin=${day}&size=50`);
    await expectTableEntries(page, resultTable(page, CAPTION), free.map(speakerName), 50);

    // In the UI the fee filters are enabled and the sign-in note is gone.
    await page.goto("/referenten");
    await page.getByRole("button", { name: "Erweiterte Filter anzeigen" }).click();
    const form = page.getByRole("search", { name: "Referenten filtern" });
    await expect(form.getByText(FILTER_SIGNIN)).toHaveCount(0);
    const fullDay = form.getByRole("group", { name: "Pauschale ganzer Tag" });
    await expect(fullDay.getByLabel("über 800 €")).toBeEnabled();
    await fullDay.getByLabel("über 800 €").check();
    await expect(page).toHaveURL(/honorar_ganz=ueber800/);
    await expect
      .poll(() => shownTotal(page))
      .toBe(fullSpeakers.filter((s) => s.HonorarvorstellungPauschaleGanzerTag === "ueber800").length);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
