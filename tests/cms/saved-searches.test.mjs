// @ts-check
// Saved searches (alerts) straight against the CMS: only the web app's server token reaches the
// custom routes; the CMS checks input, limits confirmation mails, signs every link and mails.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  adminCreate,
  adminDelete,
  adminList,
  adminToken,
  call,
  CMS_URLS,
  confirmedUser,
  linkIn,
  mailsTo,
  unique,
  waitForMail,
} from "./support.mjs";

const SERVER = process.env.CMS_READ_TOKEN;
const SITE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const UID = "api::saved-search.saved-search";
/** @typedef {{ documentId: string, query: string, since: string }} Alert a due alert, as the CMS lists it */
/**
 * @param {string} path
 * @param {Record<string, unknown>} body
 * @param {string | null} [token] null: none
 */
const post = (path, body, token = SERVER) =>
  call(`/api/saved-searches/${path}`, { method: "POST", token, body });
const address = () => `alarm${unique()}@example.org`;
/**
 * @param {string} email
 * @param {Record<string, unknown>} [extra]
 */
const subscription = (email, extra = {}) => ({
  email,
  list: "veranstaltungen",
  query: "q=Wunde",
  frequency: "taeglich",
  ...extra,
});

/**
 * @param {import("./support.mjs").Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
}

/**
 * The token of the link to `path` in the newest matching mail.
 * @param {import("./support.mjs").Mail} mail
 * @param {string} path
 */
function tokenIn(mail, path) {
  const href = linkIn(mail, new RegExp(path));
  assert.ok(href.startsWith(`${SITE}${path}?token=`), href);
  const token = new URL(href).searchParams.get("token");
  assert.ok(token, href);
  return decodeURIComponent(token);
}

/** @param {string} email */
async function storedFor(email) {
  return (await adminList(UID, `&filters[$and][0][email][$eq]=${encodeURIComponent(email)}`)) ?? [];
}

/**
 * A confirmed alert for a fresh address: its manage token and documentId.
 * @param {Record<string, unknown>} [extra]
 */
async function confirmedAlert(extra = {}) {
  const email = address();
  assert.equal((await post("subscribe", subscription(email, extra))).status, 201);
  const confirmToken = tokenIn(await waitForMail(email, /Bitte bestätigen/), "/suche/bestaetigen");
  const confirmed = await post("confirm", { token: confirmToken });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { email, manageToken: confirmed.body.data.manageToken, documentId: confirmToken.split(".")[0] };
}

describe("saved searches", () => {
  it("are reachable only with the web app's server token, and have no CRUD routes", async () => {
    const user = await confirmedUser({ prefix: "alarm" });
    for (const token of [null, user.jwt]) {
      assert.equal((await post("subscribe", subscription(address()), token)).status, 403);
      assert.equal((await call("/api/saved-searches/due?force=true", { token })).status, 403);
      assert.equal((await post("unsubscribe", { token: "x.y" }, token)).status, 403);
    }
    assert.equal((await call("/api/saved-searches", { token: SERVER })).status, 404);
    assert.equal((await call("/api/saved-searches/due", { token: SERVER })).status, 200);
  });

  it("refuse a bad address, list, frequency or query with a code", async () => {
    refused(await post("subscribe", subscription("keine-adresse")), 400, "EMAIL_INVALID");
    refused(
      await post("subscribe", subscription(address(), { list: "produkte" })),
      400,
      "savedSearch.invalid",
    );
    refused(
      await post("subscribe", subscription(address(), { frequency: "stündlich" })),
      400,
      "savedSearch.invalid",
    );
    refused(
      await post("subscribe", subscription(address(), { query: "q=<script>" })),
      400,
      "savedSearch.invalid",
    );
  });

  it("store the search in words only as one line of plain text of its own list, and mail it", async () => {
    const words = "Veranstaltungen: Themengebiete: Dekubitus; Umkreis 50 km um Hamburg; Von: 01.03.2027";
    for (const description of [
      42,
      ["Veranstaltungen: alle"],
      "",
      "Veranstaltungen: ",
      "Referenten: alle", // another list's name
      "alle",
      "Veranstaltungen: <b>fett</b>",
      "Veranstaltungen: Zeile\nNeue Zeile",
      "Veranstaltungen: \u202eegnilrev",
      "Veranstaltungen:  doppelt",
      `Veranstaltungen: ${"x".repeat(300)}`,
    ]) {
      const email = address();
      refused(await post("subscribe", subscription(email, { description })), 400, "savedSearch.invalid");
      assert.deepEqual(await storedFor(email), [], JSON.stringify(description));
    }
    const email = address();
    assert.equal((await post("subscribe", subscription(email, { description: words }))).status, 201);
    const [stored] = await storedFor(email);
    assert.equal(stored?.description, words);
    const mail = await waitForMail(email, /Bitte bestätigen/);
    assert.ok(mail.text.includes(`Ihre Suche: ${words}`), mail.text);
    assert.ok(mail.html.includes(words), mail.html);
    assert.ok(!mail.text.includes("Gespeicherte Suche öffnen"));
  });

  it("name an alert stored without words generically, and store the words a delivery brings", async () => {
    const { email, documentId, manageToken } = await confirmedAlert();
    const item = { title: "Wundtag", url: `${SITE}/veranstaltungen/1` };
    /** @param {Record<string, unknown>} extra */
    const deliver = (extra) =>
      post("deliver", { documentId, checkedAt: new Date().toISOString(), items: [item], total: 1, ...extra });
    refused(await deliver({ description: "Referenten: alle" }), 400, "savedSearch.invalid");
    refused(await deliver({ description: { text: "Veranstaltungen: alle" } }), 400, "savedSearch.invalid");
    assert.deepEqual((await deliver({})).body, { sent: true });
    const generic = await waitForMail(email, /neuer Eintrag/);
    assert.ok(generic.text.includes("Veranstaltungen (gespeicherte Suche)"), generic.text);

    const words = "Veranstaltungen: Suchbegriff „Wunde“";
    assert.deepEqual((await deliver({ description: words })).body, { sent: true });
    /** @type {import("./support.mjs").Mail[]} */
    let mails = [];
    for (let tries = 0; tries < 50 && mails.length < 2; tries += 1) {
      mails = await mailsTo(email, /neuer Eintrag/);
      if (mails.length < 2) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    assert.equal(mails.length, 2);
    assert.ok(
      mails.some((mail) => mail.text.includes(words)),
      mails.map((m) => m.text).join("\n---\n"),
    );
    const [stored] = await storedFor(email);
    assert.equal(stored?.description, words);
    assert.equal((await post("unsubscribe", { token: manageToken })).status, 200);
  });

  it("mail one confirmation per address and hour, and store no token", async () => {
    const email = address();
    assert.equal((await post("subscribe", subscription(email))).status, 201);
    const mail = await waitForMail(email, /Bitte bestätigen/);
    const token = tokenIn(mail, "/suche/bestaetigen");
    refused(
      await post("subscribe", subscription(email.toUpperCase(), { query: "q=Anderes" })),
      429,
      "savedSearch.pending",
    );
    const [stored] = await storedFor(email);
    assert.ok(stored, "gespeichert");
    assert.equal(stored.confirmed, false);
    assert.ok(
      !JSON.stringify(stored).includes(token.split(".")[1] ?? ""),
      "die Signatur steht nicht in der Datenbank",
    );
    // Not confirmed: never due.
    const due = await call("/api/saved-searches/due?force=true", { token: SERVER });
    assert.ok(!due.body.data.some((/** @type {Alert} */ a) => a.documentId === stored.documentId));
  });

  it("accept only genuine tokens of the right purpose, and tell nothing else", async () => {
    const email = address();
    await post("subscribe", subscription(email));
    const token = tokenIn(await waitForMail(email, /Bitte bestätigen/), "/suche/bestaetigen");
    const [id, signature = ""] = token.split(".");
    const forged = `${id}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    refused(await post("confirm", { token: forged }), 404, "savedSearch.invalidToken");
    refused(await post("confirm", { token: "nichts" }), 404, "savedSearch.invalidToken");
    // A confirmation link is no manage link.
    refused(await post("view", { token, purpose: "manage" }), 404, "savedSearch.invalidToken");
    refused(await post("unsubscribe", { token }), 404, "savedSearch.invalidToken");
    const viewed = await post("view", { token, purpose: "confirm" });
    assert.deepEqual(viewed.body.data, {
      list: "veranstaltungen",
      query: "q=Wunde",
      frequency: "taeglich",
      confirmed: false,
    });
  });

  it("are confirmed, managed and deleted (address included) with the manage token", async () => {
    const { email, manageToken } = await confirmedAlert();
    const viewed = await post("view", { token: manageToken, purpose: "manage" });
    assert.equal(viewed.status, 200);
    assert.equal(viewed.body.data.confirmed, true);
    assert.ok(!JSON.stringify(viewed.body).includes(email));
    const updated = await post("update", { token: manageToken, frequency: "woechentlich" });
    assert.equal(updated.body.data.frequency, "woechentlich");
    refused(await post("update", { token: manageToken, frequency: "sofort" }), 400, "savedSearch.invalid");
    assert.equal((await post("unsubscribe", { token: manageToken })).status, 200);
    assert.deepEqual(await storedFor(email), []);
    refused(await post("unsubscribe", { token: manageToken }), 404, "savedSearch.invalidToken");
  });

  it("mail what the web app delivers, with one-click unsubscribe, and nothing without items", async () => {
    const { email, documentId, manageToken } = await confirmedAlert();
    const due = await call("/api/saved-searches/due", { token: SERVER });
    const mine = due.body.data.find((/** @type {Alert} */ a) => a.documentId === documentId);
    assert.ok(mine, "eine bestätigte, nie geprüfte Suche ist fällig");
    assert.equal(mine.query, "q=Wunde");

    refused(
      await post("deliver", {
        documentId,
        checkedAt: new Date().toISOString(),
        items: [{ title: "X", url: "https://evil.example/x" }],
      }),
      400,
      "savedSearch.invalid",
    );
    const empty = await post("deliver", {
      documentId,
      checkedAt: new Date().toISOString(),
      items: [],
      total: 0,
    });
    assert.deepEqual(empty.body, { sent: false });
    // Checked just now: a daily alert is not due again before tomorrow.
    const later = await call("/api/saved-searches/due", { token: SERVER });
    assert.ok(!later.body.data.some((/** @type {Alert} */ a) => a.documentId === documentId));

    const item = {
      title: "Wundkongress <Test>",
      url: `${SITE}/veranstaltungen/1`,
      detail: "01.05.26, Berlin",
    };
    const sent = await post("deliver", {
      documentId,
      checkedAt: new Date().toISOString(),
      items: [item],
      total: 1,
    });
    assert.deepEqual(sent.body, { sent: true });
    const mail = await waitForMail(email, /neuer Eintrag/);
    assert.match(mail.html, /Wundkongress &lt;Test&gt;/);
    const oneClick = `<${SITE}/api/alerts/unsubscribe?token=${encodeURIComponent(manageToken)}>`;
    assert.ok(
      mail.headers["list-unsubscribe"]?.startsWith(`${oneClick}, <mailto:`),
      mail.headers["list-unsubscribe"],
    );
    assert.equal(mail.headers["list-unsubscribe-post"], "List-Unsubscribe=One-Click");
    assert.equal(tokenIn(mail, "/suche/abmelden"), manageToken);
    assert.equal(tokenIn(mail, "/suche/verwalten"), manageToken);
    // The window `due` named has moved on: a second run over it (overlapping runs, a retried
    // request) sends nothing.
    const again = await post("deliver", {
      documentId,
      since: mine.since,
      checkedAt: new Date().toISOString(),
      items: [item],
      total: 1,
    });
    assert.deepEqual(again.body, { sent: false });
    assert.equal((await post("unsubscribe", { token: manageToken })).status, 200);
  });

  it("go out once when deliveries race over the same window, on one CMS instance or across two", async () => {
    const { email, documentId } = await confirmedAlert();
    const due = await call("/api/saved-searches/due", { token: SERVER });
    const mine = due.body.data.find((/** @type {Alert} */ a) => a.documentId === documentId);
    const item = { title: "Wettlauf", url: `${SITE}/veranstaltungen/1` };
    // Six at once, alternating between the instances (CMS_URLS: two on the PostgreSQL stack).
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        call("/api/saved-searches/deliver", {
          method: "POST",
          token: SERVER,
          base: CMS_URLS[n % CMS_URLS.length],
          body: {
            documentId,
            since: mine.since,
            checkedAt: new Date().toISOString(),
            items: [item],
            total: 1,
          },
        }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200, 200, 200],
      JSON.stringify(answers.map((answer) => answer.body)),
    );
    assert.equal(
      answers.filter((answer) => answer.body.sent).length,
      1,
      JSON.stringify(answers.map((a) => a.body)),
    );
    await waitForMail(email, /neuer Eintrag/);
    // A second mail would have been sent as quickly as the first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await mailsTo(email, /neuer Eintrag/)).length, 1);
  });

  it("go with the account of their address: deleting it deletes them, confirmed or not", async () => {
    const user = await confirmedUser({ prefix: "alarmkonto" });
    // Confirmed under the address as the visitor typed it, then a second one still unconfirmed.
    assert.equal((await post("subscribe", subscription(user.email.toUpperCase()))).status, 201);
    const confirmToken = tokenIn(
      await waitForMail(user.email, /Bitte bestätigen Sie Ihre Suche/),
      "/suche/bestaetigen",
    );
    const confirmed = await post("confirm", { token: confirmToken });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(
      (await post("subscribe", subscription(user.email, { list: "referenten", query: "" }))).status,
      201,
    );
    const other = await confirmedAlert();
    assert.equal((await storedFor(user.email)).length, 2);

    const deleted = await call("/api/users/me", { method: "DELETE", token: user.jwt });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(await storedFor(user.email), []);
    // The manage link of the deleted search leads nowhere; another address keeps its search.
    const manage = await post("view", { token: confirmed.body.data.manageToken, purpose: "manage" });
    assert.equal(manage.status, 404, JSON.stringify(manage.body));
    assert.equal((await storedFor(other.email)).length, 1);
  });

  it("stamp when a listing is first published, whatever the input says", async () => {
    const name = `Stempel ${unique()}`;
    const created = await adminCreate("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: name,
      Published: false,
      firstPublicAt: "2000-01-01T00:00:00.000Z",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const documentId = created.body.data.documentId;
    const path = `/content-manager/collection-types/api::veranstaltung.veranstaltung/${documentId}`;
    try {
      assert.equal(created.body.data.firstPublicAt, null);
      const before = Date.now();
      const published = await call(path, {
        method: "PUT",
        token: await adminToken(),
        body: { Published: true },
      });
      const stamp = Date.parse(published.body.data.firstPublicAt);
      assert.ok(stamp >= before - 1000 && stamp <= Date.now() + 1000, published.body.data.firstPublicAt);
      const again = await call(path, {
        method: "PUT",
        token: await adminToken(),
        body: { Published: true, Veranstaltungsname: `${name}!` },
      });
      assert.equal(Date.parse(again.body.data.firstPublicAt), stamp);
    } finally {
      await adminDelete("api::veranstaltung.veranstaltung", documentId);
    }
  });
});
