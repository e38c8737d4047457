// @ts-check
// Event reminders straight against the CMS: only the web app's server token reaches the custom
// routes, the job only with the shared secret; double opt-in like saved searches; each stage mailed
// once, with the event as it is at sending time, also when runs race across two CMS instances.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  adminEventIn,
  adminList,
  adminUpdate,
  call,
  CMS_URLS,
  confirmedUser,
  exported,
  linkIn,
  mailsTo,
  unique,
  waitForMail,
} from "./support.mjs";

const SERVER = process.env.CMS_READ_TOKEN;
const SECRET = process.env.REVALIDATE_SECRET ?? "";
const SITE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const UID = "api::reminder.reminder";
const EVENT = "api::veranstaltung.veranstaltung";
const HOUR = 60 * 60 * 1000;
/**
 * @param {string} path
 * @param {Record<string, unknown>} body
 * @param {string | null} [token] null: none
 */
const post = (path, body, token = SERVER) => call(`/api/reminders/${path}`, { method: "POST", token, body });
const address = () => `erinnerung${unique()}@example.org`;
const REMINDER_MAIL = /^Erinnerung: /;

/**
 * @param {import("./support.mjs").Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
}

const eventIn = adminEventIn;

/**
 * The token of the link to `path` in the mail.
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
const storedFor = async (email) =>
  (await adminList(UID, `&filters[$and][0][email][$eq]=${encodeURIComponent(email)}`)) ?? [];

/**
 * Runs the reminder job as the hourly cron does; its counts.
 * @param {string} [base]
 */
async function runJob(base) {
  const answer = await call("/api/reminders/run", {
    method: "POST",
    headers: { "x-alerts-secret": SECRET },
    base,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * A confirmed reminder of a fresh address for `event`: its address and manage token.
 * @param {{ id: number }} event
 */
async function confirmedReminder(event, email = address()) {
  assert.equal((await post("subscribe", { email, event: event.id })).status, 201);
  const confirmToken = tokenIn(
    await waitForMail(email, /Bitte bestätigen Sie Ihre Erinnerung/),
    "/erinnerung/bestaetigen",
  );
  const confirmed = await post("confirm", { token: confirmToken });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { email, confirmToken, manageToken: confirmed.body.data.manageToken };
}

describe("event reminders", () => {
  it("are reachable only with the server token, and the job only with the shared secret", async () => {
    const event = await eventIn(48);
    const user = await confirmedUser({ prefix: "erinnerung" });
    for (const token of [null, user.jwt]) {
      assert.equal((await post("subscribe", { email: address(), event: event.id }, token)).status, 403);
      assert.equal((await post("unsubscribe", { token: "x.y" }, token)).status, 403);
    }
    assert.equal((await call("/api/reminders", { token: SERVER })).status, 404);
    for (const secret of [undefined, "falsch"]) {
      /** @type {Record<string, string>} */
      const headers = secret ? { "x-alerts-secret": secret } : {};
      assert.equal(
        (await call("/api/reminders/run", { method: "POST", headers, token: SERVER })).status,
        401,
      );
    }
  });

  it("refuse a bad address, an unknown or unpublished event and one that has begun, storing nothing", async () => {
    const email = address();
    const hidden = await eventIn(48, { Published: false });
    const begun = await eventIn(-1);
    refused(
      await post("subscribe", { email: "keine-adresse", event: (await eventIn(48)).id }),
      400,
      "EMAIL_INVALID",
    );
    refused(await post("subscribe", { email, event: 999999999 }), 404, "reminder.noEvent");
    refused(await post("subscribe", { email, event: "1 OR 1=1" }), 404, "reminder.noEvent");
    refused(await post("subscribe", { email, event: hidden.id }), 404, "reminder.noEvent");
    refused(await post("subscribe", { email, event: begun.id }), 409, "reminder.eventOver");
    assert.deepEqual(await storedFor(email), []);
    assert.deepEqual(await mailsTo(email, /./), []);
  });

  it("confirm by double opt-in; a forged, cross-purpose or reused token is refused", async () => {
    const event = await eventIn(72);
    const email = address();
    assert.equal((await post("subscribe", { email, event: event.id })).status, 201);
    // One pending confirmation per address and hour, like saved searches.
    refused(await post("subscribe", { email, event: event.id }), 429, "reminder.pending");
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre Erinnerung/);
    assert.match(mail.text, new RegExp(String(event.Veranstaltungsname)));
    const token = tokenIn(mail, "/erinnerung/bestaetigen");
    const [documentId, signature = ""] = token.split(".");
    const forged = `${documentId}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    refused(await post("confirm", { token: forged }), 404, "reminder.invalidToken");
    refused(await post("view", { token, purpose: "manage" }), 404, "reminder.invalidToken");
    refused(await post("unsubscribe", { token }), 404, "reminder.invalidToken");
    const [stored] = await storedFor(email);
    assert.equal(stored?.confirmed, false);

    const view = await post("view", { token, purpose: "confirm" });
    assert.equal(view.status, 200);
    assert.deepEqual(view.body.data.event.id, event.id);
    assert.equal(JSON.stringify(view.body).includes(email), false, "the address stays in the CMS");
    const confirmed = await post("confirm", { token });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    // Used once: the same link again changes nothing and is refused.
    refused(await post("confirm", { token }), 404, "reminder.invalidToken");
    refused(await post("view", { token, purpose: "confirm" }), 404, "reminder.invalidToken");
    const manage = await post("view", { token: confirmed.body.data.manageToken, purpose: "manage" });
    assert.equal(manage.body.data.confirmed, true);
    assert.equal((await post("unsubscribe", { token: confirmed.body.data.manageToken })).status, 200);
    assert.deepEqual(await storedFor(email), []);
  });

  it("mail an event starting tomorrow once, as it is at sending time, with one-click unsubscribe", async () => {
    const event = await eventIn(20);
    const { email, manageToken } = await confirmedReminder(event);
    // Moved and renamed after the confirmation: the reminder says what holds now.
    const start = new Date(Date.now() + 22 * HOUR);
    start.setUTCMinutes(30, 0, 0);
    await adminUpdate(EVENT, event.documentId, {
      Startzeit: start.toISOString(),
      Stadt: "Lübeck",
      PLZ: "23552",
    });
    await runJob();
    const mail = await waitForMail(email, REMINDER_MAIL);
    assert.match(mail.subject, /beginnt morgen/);
    assert.match(mail.text, /Ort: 23552 Lübeck/);
    assert.match(mail.text, /Fortbildungspunkte: ICW: 8 Punkte/);
    const berlin = new Intl.DateTimeFormat("de-DE", {
      timeZone: "Europe/Berlin",
      hour: "2-digit",
      minute: "2-digit",
    }).format(start);
    assert.match(mail.text, new RegExp(`Beginn: .* um ${berlin} Uhr`));
    assert.match(mail.text, new RegExp(`${SITE}/veranstaltungen/${event.id}`));
    // The visible link leads to the page with the delete button, for the same reminder.
    assert.equal(tokenIn(mail, "/erinnerung/verwalten"), manageToken);
    assert.equal(
      mail.headers["list-unsubscribe-post"],
      "List-Unsubscribe=One-Click",
      JSON.stringify(mail.headers),
    );
    assert.ok(
      mail.headers["list-unsubscribe"]?.includes(
        `${SITE}/api/erinnerung/abmelden?token=${encodeURIComponent(manageToken)}`,
      ),
      mail.headers["list-unsubscribe"],
    );
    // The next hour's run sends nothing more.
    await runJob();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await mailsTo(email, REMINDER_MAIL)).length, 1);
  });

  it("mail the week reminder 7 days before, and nothing for an event no longer published (deleted with it)", async () => {
    const week = await eventIn(6 * 24 + 12);
    const weekly = await confirmedReminder(week);
    const hidden = await eventIn(10);
    const gone = await confirmedReminder(hidden);
    await adminUpdate(EVENT, hidden.documentId, { Published: false });
    await runJob();
    const mail = await waitForMail(weekly.email, REMINDER_MAIL);
    assert.match(mail.subject, /beginnt in einer Woche/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.deepEqual(await mailsTo(gone.email, REMINDER_MAIL), []);
    assert.deepEqual(await storedFor(gone.email), []);
    assert.equal((await storedFor(weekly.email)).length, 1);
  });

  it("go out once when job runs race, on one CMS instance or across two", async () => {
    const event = await eventIn(12);
    const { email } = await confirmedReminder(event);
    // Six at once, alternating between the instances (CMS_URLS: two on the PostgreSQL stack).
    await Promise.all(Array.from({ length: 6 }, (_, n) => runJob(CMS_URLS[n % CMS_URLS.length])));
    await waitForMail(email, REMINDER_MAIL);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await mailsTo(email, REMINDER_MAIL)).length, 1);
  });

  it("are in the data export of the account with their address, and go with it", async () => {
    const user = await confirmedUser({ prefix: "erinnerungkonto" });
    const event = await eventIn(96);
    await confirmedReminder(event, user.email.toUpperCase());
    const data = await exported(user);
    assert.equal(data.reminders.length, 1, JSON.stringify(data.reminders));
    assert.equal(data.reminders[0].eventId, event.id);
    assert.equal(data.reminders[0].confirmed, true);
    assert.equal((await call("/api/users/me", { method: "DELETE", token: user.jwt })).status, 200);
    assert.deepEqual(await storedFor(user.email), []);
  });
});
