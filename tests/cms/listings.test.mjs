// What anonymous and signed-in callers may read straight from the CMS API.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { adminList, call, confirmedUser, subscribedUser } from "./support.mjs";

const LISTINGS = [
  ["veranstaltungs", "api::veranstaltung.veranstaltung"],
  ["referents", "api::referent.referent"],
  ["herstellers", "api::hersteller.hersteller"],
  ["versorgungspartners", "api::versorgungspartner.versorgungspartner"],
  ["produkts", "api::produkt.produkt"],
];

const PRIVATE_SPEAKER_FIELDS = [
  "Bio",
  "Kontakt",
  "Email",
  "Homepage",
  "ExternerLink",
  "HonorarvorstellungProUnterrichtseinheit",
  "HonorarvorstellungPauschaleHalberTag",
  "HonorarvorstellungPauschaleGanzerTag",
  "Terminverfuegbarkeit",
];

describe("unpublished listings", () => {
  for (const [path, uid] of LISTINGS) {
    it(`stay hidden from anonymous callers: /api/${path}`, async () => {
      const hidden = await adminList(uid, "&filters[$and][0][Published][$eq]=false");
      assert.ok(hidden.length > 0, `Seed sollte unveröffentlichte ${path} enthalten`);

      const list = await call(`/api/${path}?pagination[pageSize]=1000`);
      assert.equal(list.status, 200);
      assert.ok(list.body.data.length > 0);
      assert.ok(list.body.data.every((item) => item.Published === true));
      const visible = new Set(list.body.data.map((item) => item.documentId));
      assert.ok(hidden.every((item) => !visible.has(item.documentId)));

      const asked = await call(`/api/${path}?filters[Published][$eq]=false`);
      assert.deepEqual(asked.body.data, []);

      const one = await call(`/api/${path}/${hidden[0].documentId}`);
      assert.equal(one.status, 404);
    });
  }
});

describe("the full speaker record", () => {
  it("is not sent to anonymous callers, in lists, single reads or populated relations", async () => {
    const list = await call("/api/referents?pagination[pageSize]=1000");
    assert.ok(list.body.data.length > 0);
    for (const speaker of list.body.data) {
      for (const field of PRIVATE_SPEAKER_FIELDS) assert.equal(field in speaker, false, `${field} sichtbar`);
    }
    const one = await call(`/api/referents/${list.body.data[0].documentId}`);
    assert.equal(one.status, 200);
    for (const field of PRIVATE_SPEAKER_FIELDS)
      assert.equal(field in one.body.data, false, `${field} sichtbar`);

    const events = await call("/api/veranstaltungs?populate[0]=referents&pagination[pageSize]=1000");
    assert.equal(events.status, 200, JSON.stringify(events.body));
    const populated = events.body.data.flatMap((event) => event.referents ?? []);
    assert.ok(populated.length > 0, "Seed sollte Veranstaltungen mit Referenten enthalten");
    for (const speaker of populated) {
      for (const field of PRIVATE_SPEAKER_FIELDS)
        assert.equal(field in speaker, false, `${field} über Relation sichtbar`);
    }
  });

  it("cannot be probed with filters on hidden fields", async () => {
    const probe = await call("/api/referents?filters[Email][$contains]=@");
    assert.equal(probe.status, 400);
  });

  it("is not sent to a signed-in user without an organiser subscription", async () => {
    const user = await confirmedUser({ rolle: "Referent", prefix: "ohneabo" });
    const list = await call("/api/referents?pagination[pageSize]=1000", { token: user.jwt });
    assert.equal(list.status, 200);
    // An empty list would pass the check below without proving anything.
    assert.ok(list.body.data.length > 0);
    assert.ok(list.body.data.every((speaker) => !("Email" in speaker) && !("Bio" in speaker)));
  });

  it("is sent to a user whose current subscription is an organiser plan", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "veranstalter");
    const list = await call("/api/referents?pagination[pageSize]=1000", { token: user.jwt });
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length > 0);
    assert.ok(
      list.body.data.some((speaker) => typeof speaker.Email === "string" && speaker.Email.includes("@")),
    );
    assert.ok(list.body.data.every((speaker) => "Bio" in speaker && "Terminverfuegbarkeit" in speaker));
  });
});

describe("user records", () => {
  it("cannot be listed by anonymous callers", async () => {
    const users = await call("/api/users");
    assert.equal(users.status, 403);
  });
});
