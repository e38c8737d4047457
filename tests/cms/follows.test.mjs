// @ts-check
// Following a lister straight against the CMS: double opt-in like saved searches; the daily mail
// lists what the lister newly published, once, also when runs race across two CMS instances; a
// signed-in user sees and ends only the follows of their own address; all go with the accounts.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  adminList,
  call,
  CMS_URLS,
  confirmedUser,
  eventually,
  exported,
  linkIn,
  mailsTo,
  subscribedUser,
  unique,
  waitForMail,
} from "./support.mjs";

const SERVER = process.env.CMS_READ_TOKEN;
const SECRET = process.env.REVALIDATE_SECRET ?? "";
const SITE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
/**
 * @param {string} path
 * @param {Record<string, unknown>} body
 */
const post = (path, body, token = SERVER) => call(`/api/follows/${path}`, { method: "POST", token, body });
const address = () => `folgen${unique()}@example.org`;
const DIGEST = /^Neu von /;

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
 * An event the organiser creates through the CMS API.
 * @param {import("./support.mjs").TestAccount} organiser
 * @param {string} name
 */
async function placeEvent(organiser, name, Published = true) {
  const answer = await call("/api/veranstaltungs", {
    method: "POST",
    token: organiser.jwt,
    body: { data: { Veranstaltungsname: name, Stadt: "Würzburg", Published } },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data;
}

/** @param {string} [base] */
async function runJob(base) {
  const answer = await call("/api/follows/run", {
    method: "POST",
    headers: { "x-alerts-secret": SECRET },
    body: { force: true },
    base,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * A confirmed follow of the listing by a fresh address: its address and tokens.
 * @param {{ id: number }} listing
 */
async function confirmedFollow(listing, email = address()) {
  const before = (await mailsTo(email, /Folgen auf dem Wundportal/)).length;
  assert.equal((await post("subscribe", { email, kind: "Veranstaltung", listing: listing.id })).status, 201);
  // The new confirmation mail, not an earlier one to the same address.
  await eventually(async () => (await mailsTo(email, /Folgen auf dem Wundportal/)).length > before);
  const href = linkIn(await waitForMail(email, /Folgen auf dem Wundportal/), /\/folgen\/bestaetigen/);
  const encoded = new URL(href).searchParams.get("token");
  assert.ok(encoded, href);
  const token = decodeURIComponent(encoded);
  const confirmed = await post("confirm", { token });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { email, token, manageToken: confirmed.body.data.manageToken };
}

describe("follows", () => {
  it("refuse a bad address, an unpublished listing, a forged or reused token; the job needs the secret", async () => {
    const organiser = await subscribedUser("Veranstalter", "Veranstalter: Classic", "folgen");
    const hidden = await placeEvent(organiser, `Versteckt ${unique()}`, false);
    const shown = await placeEvent(organiser, `Sichtbar ${unique()}`);
    const email = address();
    refused(
      await post("subscribe", { email: "x", kind: "Veranstaltung", listing: shown.id }),
      400,
      "EMAIL_INVALID",
    );
    refused(
      await post("subscribe", { email, kind: "Veranstaltung", listing: hidden.id }),
      404,
      "follow.notPublished",
    );
    refused(
      await post("subscribe", { email, kind: "Produkt", listing: shown.id }),
      404,
      "follow.notPublished",
    );
    assert.deepEqual(await mailsTo(email, /./), []);
    const { token } = await confirmedFollow(shown, email);
    refused(await post("confirm", { token }), 404, "follow.invalidToken");
    refused(await post("confirm", { token: `${token.slice(0, -3)}abc` }), 404, "follow.invalidToken");
    assert.equal((await call("/api/follows/run", { method: "POST", body: {} })).status, 401);
  });

  it("mail what the lister newly published, once, also when runs race across instances", async () => {
    const organiser = await subscribedUser("Veranstalter", "Veranstalter: Classic", "folgen");
    const first = await placeEvent(organiser, `Erstes ${unique()}`);
    const { email, manageToken } = await confirmedFollow(first);
    await runJob();
    assert.deepEqual(await mailsTo(email, DIGEST), [], "nothing new since the confirmation");
    const second = await placeEvent(organiser, `Zweites ${unique()}`);
    await Promise.all(Array.from({ length: 6 }, (_, n) => runJob(CMS_URLS[n % CMS_URLS.length])));
    const mail = await waitForMail(email, DIGEST);
    assert.match(mail.text, new RegExp(second.Veranstaltungsname));
    assert.match(mail.text, new RegExp(`${SITE}/veranstaltungen/${second.id}`));
    // Only the new one is listed (the lister's name in the subject is the first event's: it names no organiser).
    assert.doesNotMatch(mail.text, new RegExp(`Veranstaltung: ${first.Veranstaltungsname}`));
    assert.equal(mail.headers["list-unsubscribe-post"], "List-Unsubscribe=One-Click");
    assert.ok(
      mail.headers["list-unsubscribe"]?.includes(
        `/api/folgen/abmelden?token=${encodeURIComponent(manageToken)}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await mailsTo(email, DIGEST)).length, 1);
    assert.equal((await post("unsubscribe", { token: manageToken })).status, 200);
    refused(await post("view", { token: manageToken, purpose: "manage" }), 404, "follow.invalidToken");
  });

  it("are the signed-in user's by address, in their export, and go with either account", async () => {
    const organiser = await subscribedUser("Veranstalter", "Veranstalter: Classic", "folgen");
    const event = await placeEvent(organiser, `Konto ${unique()}`);
    const follower = await confirmedUser({ prefix: "folger" });
    const stranger = await confirmedUser({ prefix: "fremd" });
    await confirmedFollow(event, follower.email);
    const mine = await call("/api/follows/mine", { token: follower.jwt });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.data.length, 1);
    assert.equal((await call("/api/follows/mine", { token: stranger.jwt })).body.data.length, 0);
    const { documentId } = mine.body.data[0];
    refused(await post("forget", { documentId }, stranger.jwt), 404, "follow.notFound");
    assert.equal((await exported(follower)).follows.length, 1);
    assert.equal((await post("forget", { documentId }, follower.jwt)).status, 200);
    assert.equal((await call("/api/follows/mine", { token: follower.jwt })).body.data.length, 0);
    // Followed again, then the follower's account goes: their follows go with it.
    await confirmedFollow(event, follower.email);
    assert.equal((await call("/api/users/me", { method: "DELETE", token: follower.jwt })).status, 200);
    const left = await adminList(
      "api::follow.follow",
      `&filters[$and][0][email][$eq]=${encodeURIComponent(follower.email)}`,
    );
    assert.deepEqual(left ?? [], []);
  });
});
