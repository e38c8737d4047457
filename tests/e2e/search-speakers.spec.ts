// /referenten: public filters, and speaker privacy enforced on the server: a visitor's HTML (RSC
// payload included) carries no contact data, fee or bio; an organiser subscriber sees them. The
// speakers are ones this file places, all named with a token that confines every list query to them.
import type { Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type AccountSpec, type FixtureAccount } from "./support/fixtures";
import {
  acknowledgeWelcomeDialogs,
  anyOf,
  cmsPublished,
  distanceKm,
  expectTableEntries,
  gazetteerPlace,
  resultTable,
  shownTotal,
  speakerName,
  type CmsSpeaker,
} from "./support/search";
import { runToken, waitUntilListed } from "./support/own-listings";
import { signInByRequest } from "./support/session";

const CAPTION = "Referenten";
const LOCKED =
  "Um Referenten einsehen zu können, melden Sie sich bitte an und schließen Sie ein Veranstalter Abo ab";
const FILTER_SIGNIN = "Um nach Referenten filtern zu können, melden Sie sich bitte an.";
const ORGANISER: AccountSpec = { rolle: "Veranstalter", plan: "Veranstalter: Premium" };

/** Labels of the stored per-teaching-unit fee bands (packages/rules/src/taxonomy.json), as the detail page prints them. */
const FEE_UE_LABELS: Record<string, string> = { bis50: "0-50 €", bis100: "51-100 €", bis150: "101-150 €" };

const TOKEN = runToken();
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DAYS = [day(60), day(61), day(75)] as const;
const mail = (vorname: string) => `${vorname.toLowerCase()}-${TOKEN.toLowerCase()}@referenten.example`;

/**
 * Six speakers with the same name (the token) and a mix of every filter's values; only the
 * first has a bio. One Premium Plus account each: the plan unlocks these fields, one profile each.
 */
const OWN_SPEAKERS: Record<string, unknown>[] = [
  {
    Titel: "Dr.",
    Vorname: "Anna",
    Grundqualifikation: ["Ärzte"],
    Zusatzqualifikation: ["Wundexperte ICW"],
    Seminartyp: ["Basiskurs Wundexperte ICW", "Inhouse Schulungen"],
    Stadt: "Kassel",
    Einsatzort: gazetteerPlace("Kassel"),
    Einsatzgebiet: "bis50",
    HonorarvorstellungProUnterrichtseinheit: "bis100",
    HonorarvorstellungPauschaleGanzerTag: "ueber800",
    Terminverfuegbarkeit: [DAYS[0], DAYS[1]],
    Bio: `<p>Anna ${TOKEN} lehrt Wundversorgung in ${TOKEN}dorf seit vielen Jahren mit Freude.</p>`,
  },
  {
    Vorname: "Bernd",
    Grundqualifikation: ["Ärzte", "Apotheker"],
    Zusatzqualifikation: ["WaCert"],
    Seminartyp: ["Inhouse Schulungen"],
    Stadt: "München",
    Einsatzort: gazetteerPlace("München"),
    Einsatzgebiet: "bis150",
    HonorarvorstellungProUnterrichtseinheit: "bis50",
    HonorarvorstellungPauschaleGanzerTag: "eur800",
    Terminverfuegbarkeit: [DAYS[0]],
  },
  {
    Vorname: "Clara",
    Grundqualifikation: ["Altenpfleger"],
    Zusatzqualifikation: ["Wundexperte ICW", "WTCert"],
    Seminartyp: ["Speaker bei Kongressen"],
    Stadt: "Hamburg",
    Einsatzort: gazetteerPlace("Hamburg"),
    Einsatzgebiet: "ueber300",
    HonorarvorstellungProUnterrichtseinheit: "bis150",
    HonorarvorstellungPauschaleGanzerTag: "ueber800",
    Terminverfuegbarkeit: [DAYS[2]],
  },
  {
    Vorname: "David",
    Grundqualifikation: ["Apotheker"],
    Zusatzqualifikation: ["WaCert", "Fachtherapeut Wunde ICW"],
    Seminartyp: ["Inhouse Schulungen", "Basiskurs Wundexperte ICW"],
    Stadt: "Göttingen",
    Einsatzort: gazetteerPlace("Göttingen"),
    Einsatzgebiet: "bis50",
    HonorarvorstellungProUnterrichtseinheit: "ueber150",
    HonorarvorstellungPauschaleGanzerTag: "unter400",
  },
  {
    Vorname: "Eva",
    Grundqualifikation: ["Ärzte"],
    Seminartyp: ["Basiskurs Wundexperte ICW"],
    Stadt: "Stuttgart",
    Einsatzort: gazetteerPlace("Stuttgart"),
    Einsatzgebiet: "bis150",
    HonorarvorstellungProUnterrichtseinheit: "bis50",
    HonorarvorstellungPauschaleGanzerTag: "eur500",
  },
  { Vorname: "Frank", Grundqualifikation: ["Podologen"], Stadt: "Berlin" },
];

let publicSpeakers: CmsSpeaker[];
let fullSpeakers: CmsSpeaker[];

test.beforeAll(async ({ workerAccounts }) => {
  test.setTimeout(240_000);
  // One after the other: each purchase waits for the billing webhook (see classicAccounts).
  for (const fields of OWN_SPEAKERS) {
    const lecturer = await workerAccounts.create({
      rolle: "Referent",
      plan: "Referent: Premium Plus",
      prefix: "refsuche",
    });
    await workerAccounts.listingOf(lecturer, {
      Name: TOKEN,
      Email: mail(fields.Vorname as string),
      ...fields,
    });
  }
  const own = `filters[Name][$eq]=${TOKEN}`;
  [publicSpeakers, fullSpeakers] = await Promise.all([
    cmsPublished<CmsSpeaker>("referents", own),
    cmsPublished<CmsSpeaker>("referents", own, readToken()),
  ]);
  expect(publicSpeakers).toHaveLength(OWN_SPEAKERS.length);
  // The CMS itself keeps the private part from anonymous callers.
  for (const s of publicSpeakers) {
    expect(s).not.toHaveProperty("Email");
    expect(s).not.toHaveProperty("Bio");
    expect(s).not.toHaveProperty("HonorarvorstellungProUnterrichtseinheit");
  }
  await waitUntilListed(`/referenten?q=${TOKEN}&size=50`, publicSpeakers.map(speakerName));
});

function readToken(): string {
  const token = process.env.CMS_READ_TOKEN;
  if (!token) throw new Error("CMS_READ_TOKEN fehlt (kommt von scripts/test.mjs --serve)");
  return token;
}

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
  throw new Error("Kein eigener Referent mit Email, Bio und Honorar");
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
      query.set("q", TOKEN);
      query.set("size", "50");
      await page.goto(`/referenten?${query}`);
      await expectTableEntries(page, resultTable(page, CAPTION), expected, 50);
    });
  }

  test("fee and availability filters are disabled and ignored; the sign-in notes are shown; axe", async ({
    page,
  }) => {
    const day = fullSpeakers.flatMap((s) => s.Terminverfuegbarkeit ?? [])[0]!;
    const hidden = `honorar_ue=unter100&honorar_ganz=ueber800&termin=${day}&size=50`;
    // The filters over hidden data do nothing for a visitor: every speaker is listed.
    await page.goto(`/referenten?q=${TOKEN}&${hidden}`);
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect.poll(() => shownTotal(page)).toBe(publicSpeakers.length);
    // Nor do they count as set: without the quick search nothing is, and the panel starts closed.
    await page.goto(`/referenten?${hidden}`);
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
    await expect(
      form.getByRole("group", { name: "Seminartypen" }).getByRole("checkbox").first(),
    ).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("the visitor's HTML of the list and of a detail page carries no e-mail, fee or bio", async ({
    playwright,
    baseURL,
  }) => {
    const { speaker, fee, phrase, email } = privateSample();
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of [
      `/referenten?q=${TOKEN}`,
      `/referenten?q=${TOKEN}&size=50`,
      `/referenten?q=${encodeURIComponent(speakerName(speaker))}`,
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
    for (const path of [`/referenten/${speaker.id}`, `/referenten?q=${TOKEN}&size=50`]) {
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
    // Another name than the file's token: the other tests' lists stay as they were.
    const profileName = runToken();
    const profile = await accounts.listingOf(speakerAccount, {
      Vorname: "Paula",
      Name: profileName,
      Email: mail(profileName),
    });
    const creator = await signedInContext(browser, baseURL, speakerAccount);
    const withEmail = [
      ...fullSpeakers,
      ...(await cmsPublished<CmsSpeaker>("referents", `filters[Name][$eq]=${profileName}`, readToken())),
    ].filter((s) => s.Email);
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
        `filters[createdby][id][$eq]=${speakerAccount.id}&populate[createdby][fields][0]=email`,
        readToken(),
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
    await page.goto(`/referenten?q=${TOKEN}&honorar_ue=unter100&size=50`);
    await expect(page.getByText(LOCKED)).toHaveCount(0);
    await expectTableEntries(page, resultTable(page, CAPTION), cheap.map(speakerName), 50);

    // Availability: speakers free on one day.
    const day = speaker.Terminverfuegbarkeit![0]!;
    const free = fullSpeakers.filter((s) => (s.Terminverfuegbarkeit ?? []).includes(day));
    await page.goto(`/referenten?q=${TOKEN}&termin=${day}&size=50`);
    await expectTableEntries(page, resultTable(page, CAPTION), free.map(speakerName), 50);

    // In the UI the fee filters are enabled and the sign-in note is gone (the panel starts open:
    // the quick search is a set filter).
    await page.goto(`/referenten?q=${TOKEN}`);
    const form = page.getByRole("search", { name: "Referenten filtern" });
    await expect(form.getByText(FILTER_SIGNIN)).toHaveCount(0);
    const fullDay = form.getByRole("group", { name: "Pauschale ganzer Tag" });
    await expect(fullDay.getByLabel("über 800 €")).toBeEnabled();
    await fullDay.getByLabel("über 800 €").check();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("honorar_ganz") === "ueber800" && url.searchParams.get("q") === TOKEN,
    );
    await expect
      .poll(() => shownTotal(page))
      .toBe(fullSpeakers.filter((s) => s.HonorarvorstellungPauschaleGanzerTag === "ueber800").length);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
