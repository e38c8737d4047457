// @ts-check
// The web app's bulk read of the public collections (GET /api/web-export/:collection): only its
// server token may call it; it gives published entries alone, in the shape the CMS fixes.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { adminCreated, adminFind, adminList, adminToken, call, subscribedUser, unique } from "./support.mjs";

const TOKEN = process.env.CMS_READ_TOKEN;
/**
 * @param {string | null | undefined} token
 * @param {string} collection
 */
const exportAs = (token, collection, query = "") => call(`/api/web-export/${collection}${query}`, { token });
/** @param {string} collection */
const exportOf = (collection, query = "") => exportAs(TOKEN, collection, query);

/**
 * Every page of a collection's export (`extra`: more query parameters, e.g. `&shape=summary`).
 * @param {string} collection
 */
async function everything(collection, extra = "") {
  const entries = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await exportOf(
      collection,
      `?pagination[page]=${page}&pagination[pageSize]=50${extra}`,
    );
    assert.equal(status, 200, JSON.stringify(body));
    entries.push(...body.data);
    if (page >= body.meta.pagination.pageCount) {
      assert.equal(entries.length, body.meta.pagination.total);
      return entries;
    }
  }
}

describe("the web app's export", () => {
  it("is refused to anonymous callers and to signed-in users", async () => {
    assert.ok(TOKEN, "CMS_READ_TOKEN is needed (node scripts/test.mjs exports it)");
    const anonymous = await exportAs(null, "referenten");
    assert.equal(anonymous.status, 403);
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "export");
    const signedIn = await exportAs(user.jwt, "referenten");
    assert.equal(signedIn.status, 403);
    assert.equal(signedIn.body.data, null);
  });

  it("is refused to any other API token, even one with full access", async () => {
    const admin = await adminToken();
    const created = await call("/admin/api-tokens", {
      method: "POST",
      token: admin,
      body: { name: `voll-${unique()}`, description: "", type: "full-access", lifespan: null },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    try {
      const refused = await exportAs(created.body.data.accessKey, "referenten");
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error.details.code, "export.forbidden");
    } finally {
      await call(`/admin/api-tokens/${created.body.data.id}`, { method: "DELETE", token: admin });
    }
  });

  for (const [collection, uid] of /** @type {[string, string][]} */ ([
    ["veranstaltungen", "api::veranstaltung.veranstaltung"],
    ["referenten", "api::referent.referent"],
    ["hersteller", "api::hersteller.hersteller"],
    ["versorgungspartner", "api::versorgungspartner.versorgungspartner"],
  ])) {
    it(`gives every published entry of ${collection} and no unpublished one`, async () => {
      // Other test files publish and unpublish meanwhile (three run at once): the admin's view is
      // read before and after the export, and an entry that changed in between may go either way.
      /** @param {{ documentId: string }[]} list */
      const ids = (list) => new Set(list.map((e) => e.documentId));
      const read = async () => ({
        published: ids(await adminList(uid, "&filters[$and][0][Published][$eq]=true")),
        hidden: ids(await adminList(uid, "&filters[$and][0][Published][$eq]=false")),
      });
      const before = await read();
      const shown = ids(await everything(collection));
      const after = await read();
      /** @param {Set<string>} a @param {Set<string>} b */
      const both = (a, b) => [...a].filter((id) => b.has(id));
      const published = both(before.published, after.published);
      const hidden = both(before.hidden, after.hidden);
      assert.deepEqual(
        published.filter((id) => !shown.has(id)),
        [],
        "published before and after, missing from the export",
      );
      assert.deepEqual(
        [...shown].filter((id) => !before.published.has(id) && !after.published.has(id)),
        [],
        "in the export, published neither before nor after",
      );
      assert.ok(published.length > 0 && hidden.length > 0);
      assert.deepEqual(
        hidden.filter((id) => shown.has(id)),
        [],
        "unpublished before and after, yet in the export",
      );
    });
  }

  it("carries the speakers' private part, of a creator only the id, of an image only its format URLs", async () => {
    const speakers = await everything("referenten");
    assert.ok(speakers.every((s) => "Email" in s && "Terminverfuegbarkeit" in s));
    const created = speakers.filter((s) => s.createdby);
    assert.ok(created.length > 0);
    for (const { createdby } of created) {
      assert.deepEqual(
        Object.keys(createdby).filter((k) => k !== "documentId"),
        ["id"],
      );
    }
    const images = speakers.flatMap((s) => [s.Bild, ...(s.Medien ?? [])]).filter(Boolean);
    assert.ok(images.length > 0);
    for (const image of images) {
      for (const [size, format] of Object.entries(image.formats ?? {})) {
        assert.ok(["small", "thumbnail"].includes(size), size);
        assert.deepEqual(Object.keys(format), ["url"]);
      }
    }
  });

  it("gives the events' list fields alone with shape=summary: the same entries, without text, media or relations", async () => {
    // Other test files publish, change and delete their events meanwhile: the summaries are read
    // between two full reads, and held against the entries both full reads agree on.
    const full = await everything("veranstaltungen");
    const summaries = await everything("veranstaltungen", "&shape=summary");
    const after = await everything("veranstaltungen");
    /** @param {{ documentId: string }[]} entries */
    const byId = (entries) => new Map(entries.map((e) => [e.documentId, JSON.stringify(e)]));
    const [fullById, afterById] = [byId(full), byId(after)];
    const stableById = new Map(
      full
        .filter((e) => afterById.get(e.documentId) === fullById.get(e.documentId))
        .map((e) => [e.documentId, e]),
    );
    assert.deepEqual(
      summaries.map((e) => e.documentId).filter((id) => stableById.has(id)),
      [...stableById.keys()],
    );
    // An event in the summaries alone was made and deleted between the full reads: it is gone now
    // (an unpublished one the summaries leaked would still be there).
    for (const { documentId } of summaries.filter(
      (e) => !fullById.has(e.documentId) && !afterById.has(e.documentId),
    )) {
      assert.deepEqual(
        await adminFind("api::veranstaltung.veranstaltung", ["documentId"], documentId),
        [],
        documentId,
      );
    }
    assert.ok(stableById.size > 0.9 * full.length, "most events stay unchanged during the test");
    for (const summary of summaries) {
      const entry = stableById.get(summary.documentId);
      if (entry) {
        for (const field of [
          "Veranstaltungsname",
          "Startzeit",
          "Stadt",
          "Veranstaltungsort",
          "Themengebiete",
          "Fokusiere",
        ]) {
          assert.deepEqual(summary[field], entry[field], field);
        }
        assert.deepEqual(
          summary.Fortbildungspunkte.map((/** @type {{ Punkte: number }} */ p) => p.Punkte),
          entry.Fortbildungspunkte.map((/** @type {{ Punkte: number }} */ p) => p.Punkte),
        );
        assert.equal(summary.Bild?.url, entry.Bild?.url);
      }
      for (const field of [
        "Beschreibung",
        "description",
        "Medien",
        "referents",
        "herstellers",
        "ExterneReferenten",
        "Anmeldelink",
      ]) {
        assert.equal(field in summary, false, field);
      }
    }
    assert.ok(
      full.some((e) => e.Beschreibung && e.referents.length > 0),
      "the demo data has described events with speakers",
    );
  });

  it("reads named entries, and refuses unknown collections and malformed pages, names or shapes", async () => {
    const published = await adminList(
      "api::veranstaltung.veranstaltung",
      "&filters[$and][0][Published][$eq]=true",
    );
    const [hidden] = await adminList(
      "api::veranstaltung.veranstaltung",
      "&filters[$and][0][Published][$eq]=false",
    );
    const [first, second] = published;
    assert.ok(first && second && hidden, "zwei veröffentlichte und eine unveröffentlichte Veranstaltung");
    const asked = [first.documentId, second.documentId, hidden.documentId];
    const named = await exportOf("veranstaltungen", `?documentIds=${asked.join(",")}&pagination[pageSize]=3`);
    assert.equal(named.status, 200);
    assert.deepEqual(
      named.body.data.map((/** @type {{ documentId: string }} */ e) => e.documentId).sort(),
      asked.slice(0, 2).sort(),
    );

    assert.equal((await exportOf("users")).status, 404);
    for (const query of [
      "?pagination[pageSize]=1001",
      "?pagination[page]=0",
      "?pagination[page]=-1",
      `?documentIds=${encodeURIComponent("a'b")}`,
      `?documentIds=${Array.from({ length: 101 }, (_, i) => `d${i}`).join(",")}`,
    ]) {
      const refused = await exportOf("veranstaltungen", query);
      assert.equal(refused.status, 400, query);
      assert.equal(refused.body.error.details.code, "export.invalid");
    }
    // By entry id (a detail page while its collection loads): published ones alone.
    const byId = await exportOf("veranstaltungen", `?ids=${first.id},${second.id},${hidden.id}`);
    assert.equal(byId.status, 200);
    assert.deepEqual(
      byId.body.data.map((/** @type {{ id: number }} */ e) => e.id).sort(),
      [first.id, second.id].sort(),
    );
    // A product's page asks for the manufacturer that holds it.
    const holder = (await everything("hersteller")).find((m) => m.Produkt.length > 0);
    assert.ok(holder, "ein veröffentlichter Hersteller mit Produkt");
    const byProduct = await exportOf("hersteller", `?containing=${holder.Produkt[0].id}`);
    assert.equal(byProduct.status, 200);
    assert.deepEqual(
      byProduct.body.data.map((/** @type {{ documentId: string }} */ m) => m.documentId),
      [holder.documentId],
    );
    assert.deepEqual(
      byProduct.body.data[0].Produkt.map((/** @type {{ id: number }} */ p) => p.id).sort(),
      holder.Produkt.map((/** @type {{ id: number }} */ p) => p.id).sort(),
    );
    // Malformed ids; `containing` only where a collection holds entries of another (one id); only
    // collections with list fields have a summary, and no other shape exists.
    for (const [collection, query] of /** @type {[string, string][]} */ ([
      ["veranstaltungen", "?ids=0"],
      ["veranstaltungen", "?ids=1e3"],
      ["veranstaltungen", "?ids=2147483648"],
      ["veranstaltungen", `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`],
      ["veranstaltungen", "?containing=1"],
      ["hersteller", "?containing=1,2"],
      ["hersteller", "?containing[$ne]=1"],
      ["veranstaltungen", "?shape=detail"],
      ["veranstaltungen", "?shape[]=summary"],
      ["referenten", "?shape=summary"],
    ])) {
      const refused = await exportOf(collection, query);
      assert.equal(refused.status, 400, `${collection}${query}`);
      assert.equal(refused.body.error.details.code, "export.invalid");
    }
  });

  it("names what changed since an instant, published or not, and what shows a changed entry", async () => {
    const tag = unique();
    /** @param {string} name */
    const speakerNamed = (name) =>
      adminCreated("api::referent.referent", {
        Stadt: "Köln",
        Email: "seit@example.org",
        Vorname: "Seit",
        Name: `${name} ${tag}`,
        Published: true,
      });
    const linked = await speakerNamed("Verknüpft");
    const untouched = await speakerNamed("Unberührt");
    const maker = await adminCreated("api::hersteller.hersteller", {
      Herstellername: `Seit ${tag}`,
      Published: true,
    });
    await sleep(20);
    const since = new Date().toISOString();
    await sleep(20);
    const connect = (/** @type {{ documentId: string }} */ entry) => ({
      connect: [{ documentId: entry.documentId }],
    });
    const event = await adminCreated("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: `Seit ${tag}`,
      Published: true,
      referents: connect(linked),
    });
    const hidden = await adminCreated("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: `Seit verborgen ${tag}`,
      Published: false,
    });
    await adminCreated("api::produkt.produkt", {
      Produktname: `Seit ${tag}`,
      Published: true,
      hersteller: connect(maker),
    });

    const total = async (/** @type {string} */ collection) =>
      (await exportOf(collection, "?pagination[pageSize]=1")).body.meta.pagination.total;
    /** @param {string} collection */
    const changed = async (collection) => {
      const before = await total(collection);
      const { status, body } = await exportOf(collection, `?changedSince=${since}&pagination[pageSize]=1000`);
      const after = await total(collection);
      assert.equal(status, 200, JSON.stringify(body));
      // Other test files publish meanwhile: the count lies between the counts read around it.
      assert.ok(
        body.meta.published >= Math.min(before, after) && body.meta.published <= Math.max(before, after),
      );
      assert.deepEqual(Object.keys(body.data[0]).sort(), ["documentId", "id"]);
      return body.data.map((/** @type {{ documentId: string }} */ entry) => entry.documentId);
    };
    const events = await changed("veranstaltungen");
    assert.ok(events.includes(event.documentId) && events.includes(hidden.documentId));
    const speakers = await changed("referenten");
    assert.ok(speakers.includes(linked.documentId), "ein Referent, den eine neue Veranstaltung zeigt");
    assert.ok(!speakers.includes(untouched.documentId), "ein unveränderter Referent");
    assert.ok((await changed("hersteller")).includes(maker.documentId), "ein Hersteller mit neuem Produkt");

    for (const query of [
      "?changedSince=gestern",
      "?changedSince=2026-11-29",
      `?changedSince=${since}&ids=1`,
      `?changedSince=${since}&shape=summary`,
      `?changedSince[$gt]=${since}`,
    ]) {
      const refused = await exportOf("veranstaltungen", query);
      assert.equal(refused.status, 400, query);
      assert.equal(refused.body.error.details.code, "export.invalid");
    }
  });
});
