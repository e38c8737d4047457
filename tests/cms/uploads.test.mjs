// @ts-check
// The media library accepts only media a browser merely displays (cms/config/plugins.ts,
// upload.security): SVG, HTML and executables are refused, by content as well as by name. Portal
// users upload through POST /api/upload with tighter checks (lib/uploads.json, cms/src/uploads):
// the type is decided by the content, a size limit per kind of file, and a listing takes only
// files its owner uploaded.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  adminCreate,
  adminToken,
  call,
  CMS_URL,
  confirmedUser,
  PNG,
  subscribedUser,
  uploadAs,
  userUpload,
  WEB_URL,
} from "./support.mjs";

/** @typedef {Pick<import("./support.mjs").Answer, "status" | "body">} Answer */
/** @typedef {{ id: number, name: string, url: string }} StoredFile */

/** @type {number[]} */
const uploaded = [];

/**
 * Uploads through the admin's media library; the status.
 * @param {string} name
 * @param {string} type
 * @param {string | Buffer} content
 */
async function upload(name, type, content) {
  const form = new FormData();
  form.append("files", new Blob([content], { type }), name);
  const response = await fetch(`${CMS_URL}/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  const body = await response.json().catch(() => null);
  /** @type {StoredFile[]} */
  const files = Array.isArray(body) ? body : [];
  if (response.ok) uploaded.push(...files.map((file) => file.id));
  return response.status;
}

after(async () => {
  for (const id of uploaded) {
    await fetch(`${CMS_URL}/upload/files/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
  }
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const HTML = "<!doctype html><script>alert(document.cookie)</script>";
/** A minimal Windows executable header ("MZ" … "PE\0\0"). */
function executable() {
  const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]);
  exe.writeUInt32LE(64, 60); // e_lfanew → "PE\0\0" at 64
  return exe;
}
/**
 * A PNG (by its signature) padded to `bytes`.
 * @param {number} bytes
 */
const pngOfSize = (bytes) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
/** @param {number} bytes */
const PDF = (bytes) => {
  const head = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
};
const MB = 1024 * 1024;

describe("uploads", () => {
  it("accepts a PNG image", async () => {
    assert.equal(await upload("punkt.png", "image/png", PNG), 201);
  });

  it("refuses SVG, also when it claims to be a PNG", async () => {
    assert.equal(await upload("bild.svg", "image/svg+xml", SVG), 400);
    assert.equal(await upload("bild.svg", "image/png", SVG), 400);
  });

  it("refuses HTML", async () => {
    assert.equal(await upload("seite.html", "text/html", HTML), 400);
    assert.equal(await upload("seite.html", "application/octet-stream", HTML), 400);
  });

  it("refuses an executable dressed as a PDF", async () => {
    assert.equal(await upload("datenblatt.pdf", "application/pdf", executable()), 400);
  });
});

describe("portal uploads", () => {
  /** @type {import("./support.mjs").TestAccount} */
  let user;
  /** @type {import("./support.mjs").TestAccount} */
  let other;
  before(async () => {
    user = await subscribedUser("Referent", "Referent: Classic", "hochlader");
    other = await subscribedUser("Hersteller", "Hersteller: Premium", "fremdnutzer");
  });

  /**
   * @param {Answer} answer
   * @param {number} status
   * @param {string} code
   */
  function refused(answer, status, code) {
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    assert.equal(answer.body?.error?.details?.code, code, JSON.stringify(answer.body));
  }

  it("a portal user uploads a PNG; the answer does not show who uploaded it", async () => {
    const answer = await uploadAs(user.jwt, [{ name: "foto.png", type: "image/png", content: PNG }]);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.length, 1);
    assert.equal(answer.body[0].mime, "image/png");
    assert.match(answer.body[0].url, /^\/uploads\/.+\.png$/);
    assert.equal("uploadedBy" in answer.body[0], false);
  });

  it("without a sign-in nothing is uploaded", async () => {
    const answer = await uploadAs(null, [{ name: "foto.png", type: "image/png", content: PNG }]);
    assert.ok([401, 403].includes(answer.status), String(answer.status));
  });

  it("a file whose name Strapi would refuse (reserved characters, a tab, overlong) is stored under one it takes", async () => {
    const namer = await subscribedUser("Referent", "Referent: Classic", "dateinamen");
    for (const [name, stored] of /** @type {[string, string][]} */ ([
      ["Bericht: 2024?.png", "Bericht- 2024-.png"],
      ["a<b>|*.png", "a-b-.png"],
      ["Wunde\tlinks.png", "Wunde-links.png"],
      [`${"x".repeat(300)}.png`, `${"x".repeat(196)}.png`],
    ])) {
      const answer = await uploadAs(namer.jwt, [{ name, type: "image/png", content: PNG }], "image");
      assert.equal(answer.status, 201, `${name}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body[0].name, stored);
      assert.match(answer.body[0].url, /^\/uploads\/[\w-]+\.png$/);
    }
  });

  it("refuses SVG, HTML and an executable, also when they are named and declared as PNG", async () => {
    // Bytes: uploadAs sends a file's content as bytes (a string would go as an empty file).
    const cases = [
      { name: "bild.svg", type: "image/svg+xml", content: Buffer.from(SVG) },
      { name: "bild.png", type: "image/png", content: Buffer.from(SVG) },
      { name: "seite.html", type: "text/html", content: Buffer.from(HTML) },
      // Strapi's own check lets this one through (no content type is detected, the name says PNG).
      { name: "seite.png", type: "image/png", content: Buffer.from(HTML) },
      { name: "programm.exe", type: "application/x-msdownload", content: executable() },
      { name: "foto.png", type: "image/png", content: executable() },
    ];
    for (const file of cases) {
      refused(await uploadAs(user.jwt, [file]), 415, "upload.typeNotAllowed");
    }
  });

  it("refuses a file whose ending does not match its content", async () => {
    refused(
      await uploadAs(user.jwt, [{ name: "datenblatt.pdf", type: "application/pdf", content: PNG }]),
      415,
      "upload.typeMismatch",
    );
  });

  it("one refused file refuses the whole request", async () => {
    const answer = await uploadAs(user.jwt, [
      { name: "gut.png", type: "image/png", content: PNG },
      { name: "boese.png", type: "image/png", content: executable() },
    ]);
    refused(answer, 415, "upload.typeNotAllowed");
    const exportedNames = (await call("/api/account/export", { token: user.jwt })).body.uploads.map(
      (/** @type {StoredFile} */ f) => f.name,
    );
    assert.equal(exportedNames.includes("gut.png"), false);
  });

  it("limits the size per kind of file: images 10 MB, PDF 20 MB", async () => {
    refused(
      await uploadAs(user.jwt, [{ name: "riesig.png", type: "image/png", content: pngOfSize(10 * MB + 1) }]),
      413,
      "upload.tooLarge",
    );
    const pdf = await uploadAs(user.jwt, [
      { name: "katalog.pdf", type: "application/pdf", content: PDF(11 * MB) },
    ]);
    assert.equal(pdf.status, 201, JSON.stringify(pdf.body));
    refused(
      await uploadAs(user.jwt, [{ name: "riesig.pdf", type: "application/pdf", content: PDF(20 * MB + 1) }]),
      413,
      "upload.tooLarge",
    );
  });

  it("at most 8 files per request", async () => {
    const files = Array.from({ length: 9 }, (_, i) => ({
      name: `n${i}.png`,
      type: "image/png",
      content: PNG,
    }));
    refused(await uploadAs(user.jwt, files), 400, "upload.tooMany");
  });

  it("a named field takes only its own types and count (the web app's upload route names it)", async () => {
    const pdf = { name: "blatt.pdf", type: "application/pdf", content: PDF(1024) };
    /** @param {string} name */
    const png = (name) => ({ name, type: "image/png", content: PNG });
    refused(await uploadAs(user.jwt, [pdf], "image"), 415, "upload.typeNotAllowed");
    refused(await uploadAs(user.jwt, [png("foto.png")], "datasheet"), 415, "upload.typeNotAllowed");
    refused(await uploadAs(user.jwt, [png("a.png"), png("b.png")], "speakerImage"), 400, "upload.tooMany");
    refused(await uploadAs(user.jwt, [png("a.png")], "constructor"), 400, "upload.badKind");
    const datasheet = await uploadAs(user.jwt, [pdf], "datasheet");
    assert.equal(datasheet.status, 201, JSON.stringify(datasheet.body));
    const media = await uploadAs(user.jwt, [pdf, png("c.png")], "media");
    assert.equal(media.status, 201, JSON.stringify(media.body));
  });

  it("at most 100 files per user and hour; another user is not affected", async () => {
    const busy = await subscribedUser("Referent", "Referent: Classic", "vielhochlader");
    const eight = Array.from({ length: 8 }, (_, i) => ({
      name: `v${i}.png`,
      type: "image/png",
      content: PNG,
    }));
    for (let i = 0; i < 12; i++) assert.equal((await uploadAs(busy.jwt, eight)).status, 201); // 96 files
    const four = eight.slice(0, 4);
    assert.equal((await uploadAs(busy.jwt, four)).status, 201); // 100
    refused(await uploadAs(busy.jwt, eight.slice(0, 1)), 429, "upload.rateLimited");
    assert.equal((await uploadAs(user.jwt, eight.slice(0, 1))).status, 201);
  });

  it("a portal user neither replaces a file nor attaches one while uploading", async () => {
    const [mine] = await userUpload(user, 1);
    const form = new FormData();
    form.append("files", new Blob([PNG], { type: "image/png" }), "ersatz.png");
    const replaced = await fetch(`${CMS_URL}/api/upload?id=${mine}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.jwt}` },
      body: form,
    });
    refused({ status: replaced.status, body: await replaced.json() }, 403, "upload.replaceNotAllowed");

    const attach = new FormData();
    attach.append("files", new Blob([PNG], { type: "image/png" }), "angehaengt.png");
    attach.append("ref", "api::referent.referent");
    attach.append("refId", "1");
    attach.append("field", "Medien");
    const attached = await fetch(`${CMS_URL}/api/upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.jwt}` },
      body: attach,
    });
    refused({ status: attached.status, body: await attached.json() }, 400, "upload.attachNotAllowed");
  });

  describe("attaching files to listings", () => {
    /**
     * @param {import("./support.mjs").TestAccount} who
     * @param {string} path
     * @param {Record<string, unknown>} data
     */
    const create = (who, path, data) =>
      call(`/api/${path}`, { method: "POST", token: who.jwt, body: { data } });
    /**
     * @param {import("./support.mjs").TestAccount} who
     * @param {string} path
     * @param {string} id
     * @param {Record<string, unknown>} data
     */
    const update = (who, path, id, data) =>
      call(`/api/${path}/${id}`, { method: "PUT", token: who.jwt, body: { data } });

    it("another user's upload is refused (403), an own upload is accepted", async () => {
      const [foreign] = await userUpload(other, 1);
      const [own, second] = await userUpload(user, 2);
      const speaker = { Name: "Datei", Stadt: "Köln", Email: "referentin@example.org", Vorname: "Eigen" };
      refused(await create(user, "referents", { ...speaker, Medien: [foreign] }), 403, "upload.notOwned");
      refused(await create(user, "referents", { ...speaker, Bild: [foreign] }), 403, "upload.notOwned");
      refused(await create(user, "referents", { ...speaker, Medien: [123456789] }), 403, "upload.notOwned");

      const createdAnswer = await create(user, "referents", { ...speaker, Bild: [own], Medien: [own] });
      assert.equal(createdAnswer.status, 201, JSON.stringify(createdAnswer.body));
      const id = createdAnswer.body.data.documentId;
      refused(await update(user, "referents", id, { Medien: [own, foreign] }), 403, "upload.notOwned");
      const changed = await update(user, "referents", id, { Medien: [own, second] });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const stored = await call(`/api/referents/${id}?populate[Medien][fields][0]=id`, { token: user.jwt });
      assert.deepEqual(
        stored.body.data.Medien.map((/** @type {StoredFile} */ f) => f.id).sort(),
        [own, second].sort(),
      );
    });

    it("inside products: Produktbild and Datenblaetter take only own uploads", async () => {
      const [foreign] = await userUpload(user, 1);
      const [own] = await userUpload(other, 1);
      const maker = await create(other, "herstellers", { Herstellername: "Dateien GmbH", Logo: [own] });
      assert.equal(maker.status, 201, JSON.stringify(maker.body));
      const makerId = maker.body.data.documentId;
      const hersteller = [maker.body.data.id];
      refused(
        await create(other, "produkts", { Produktname: "Fremdbild", hersteller, Produktbild: [foreign] }),
        403,
        "upload.notOwned",
      );
      refused(
        await create(other, "produkts", { Produktname: "Fremdblatt", hersteller, Datenblaetter: [foreign] }),
        403,
        "upload.notOwned",
      );
      refused(await update(other, "herstellers", makerId, { Logo: [foreign] }), 403, "upload.notOwned");
      const product = await create(other, "produkts", {
        Produktname: "Eigenbild",
        hersteller,
        Produktbild: [own],
      });
      assert.equal(product.status, 201, JSON.stringify(product.body));
    });

    it("a file already attached to the same listing stays attachable (e.g. one the admin placed)", async () => {
      const [placed] = await userUpload(other, 1);
      const listing = await adminCreate("api::referent.referent", {
        Name: "Platziert",
        Stadt: "Köln",
        Email: "referentin@example.org",
        Vorname: "Vom Admin",
        Medien: [placed],
        createdby: { connect: [{ id: user.id }] },
      });
      assert.ok([200, 201].includes(listing.status), JSON.stringify(listing.body));
      const id = listing.body.data.documentId;
      const kept = await update(user, "referents", id, { Name: "Behalten", Medien: [placed] });
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
    });
  });
});

describe("nothing piles up", () => {
  /**
   * @param {Answer} answer
   * @param {number} status
   * @param {string} code
   */
  function refused(answer, status, code) {
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    assert.equal(answer.body?.error?.details?.code, code, JSON.stringify(answer.body));
  }

  /**
   * Runs the cleanup job now, as the hourly cron does, over the given files only.
   * @param {{ fileIds: unknown[], maxAgeHours?: number }} body
   */
  const runCleanup = (body, secret = process.env.REVALIDATE_SECRET) =>
    call("/api/upload-cleanup", { method: "POST", body, headers: { "x-jobs-secret": secret ?? "" } });

  // As a visitor asks for it: through the web app, wherever the CMS stores the file.
  /** @param {string} url */
  const answers = async (url) => (await fetch(`${WEB_URL}${url}`)).status;
  /** @param {number | undefined} id */
  const adminFile = async (id) => (await call(`/upload/files/${id}`, { token: await adminToken() })).status;

  it("a portal user's upload that no listing uses is deleted once it is older than the age; attached ones and the admin's stay", async () => {
    const owner = await subscribedUser("Referent", "Referent: Classic", "aufraeumen");
    const loose = (
      await uploadAs(owner.jwt, [{ name: "liegen-gelassen.png", type: "image/png", content: PNG }])
    ).body[0];
    const used = (await uploadAs(owner.jwt, [{ name: "im-profil.png", type: "image/png", content: PNG }]))
      .body[0];
    const profile = await call("/api/referents", {
      method: "POST",
      token: owner.jwt,
      body: {
        data: {
          Name: "Aufgeräumt",
          Stadt: "Köln",
          Email: "referentin@example.org",
          Vorname: "Nie",
          Bild: [used.id],
        },
      },
    });
    assert.equal(profile.status, 201, JSON.stringify(profile.body));
    assert.equal(await upload("vom-admin.png", "image/png", PNG), 201);
    const adminUpload = uploaded.at(-1);
    // Another account's gallery file.
    const neighbour = await subscribedUser("Referent", "Referent: Classic", "aufraeumen-nachbar");
    const gallery = (
      await uploadAs(neighbour.jwt, [{ name: "galerie.png", type: "image/png", content: PNG }])
    ).body[0];
    const neighbourProfile = await call("/api/referents", {
      method: "POST",
      token: neighbour.jwt,
      body: {
        data: {
          Name: "Nachbar",
          Stadt: "Köln",
          Email: "referentin@example.org",
          Vorname: "Nie",
          Medien: [gallery.id],
        },
      },
    });
    assert.equal(neighbourProfile.status, 201, JSON.stringify(neighbourProfile.body));
    const fileIds = [loose.id, used.id, adminUpload, gallery.id];

    // Only with the jobs secret: not without it, not with a wrong one, not with a user's token.
    refused(
      await call("/api/upload-cleanup", { method: "POST", body: { fileIds, maxAgeHours: 0 } }),
      401,
      "jobs.secret",
    );
    refused(await runCleanup({ fileIds, maxAgeHours: 0 }, "falsch"), 401, "jobs.secret");
    refused(
      await call("/api/upload-cleanup", {
        method: "POST",
        token: owner.jwt,
        body: { fileIds, maxAgeHours: 0 },
      }),
      401,
      "jobs.secret",
    );
    assert.equal(await answers(loose.url), 200);
    refused(await runCleanup({ fileIds, maxAgeHours: -1 }), 400, "jobs.invalid");
    // Younger than the configured age (24 hours): nothing goes.
    const early = await runCleanup({ fileIds });
    assert.equal(early.status, 200, JSON.stringify(early.body));
    assert.equal(early.body.data.removed, 0);
    assert.equal(await answers(loose.url), 200);

    // Once the age has passed, the unattached upload is gone: its address and its record.
    const late = await runCleanup({ fileIds, maxAgeHours: 0 });
    assert.equal(late.status, 200, JSON.stringify(late.body));
    assert.equal(late.body.data.removed, 1);
    assert.equal(await answers(loose.url), 404);
    assert.equal(await adminFile(loose.id), 404);
    assert.equal(
      (await call("/api/account/export", { token: owner.jwt })).body.uploads.some(
        (/** @type {StoredFile} */ f) => f.name === loose.name,
      ),
      false,
    );
    // The picture of the profile and the admin's upload stay.
    assert.equal(await answers(used.url), 200);
    assert.equal(await adminFile(used.id), 200);
    assert.equal(await adminFile(adminUpload), 200);
    assert.equal(await answers(gallery.url), 200);
    assert.equal(await adminFile(gallery.id), 200);
  });

  it("an account keeps at most UPLOAD_QUOTA_BYTES; an upload that would exceed it is refused (413 upload.quotaExceeded)", async () => {
    // The test stack sets a small quota (scripts/test.mjs); the default is 2 GB.
    const quota = Number(process.env.UPLOAD_QUOTA_BYTES);
    assert.ok(
      quota > 0 && quota <= 64 * MB,
      `UPLOAD_QUOTA_BYTES of the test stack: ${process.env.UPLOAD_QUOTA_BYTES}`,
    );
    const filler = await confirmedUser({ rolle: "Hersteller", prefix: "speicher" });
    const neighbour = await confirmedUser({ rolle: "Hersteller", prefix: "nachbar" });
    // Fill the account up to 1 MB below its quota with PDFs (at most 20 MB each).
    let left = quota - MB;
    for (let i = 0; left > 0; i += 1) {
      const bytes = Math.min(left, 19 * MB);
      const answer = await uploadAs(filler.jwt, [
        { name: `katalog-${i}.pdf`, type: "application/pdf", content: PDF(bytes) },
      ]);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      left -= bytes;
    }
    refused(
      await uploadAs(filler.jwt, [{ name: "zuviel.pdf", type: "application/pdf", content: PDF(2 * MB) }]),
      413,
      "upload.quotaExceeded",
    );
    // What still fits is taken; another account has its own quota.
    const small = await uploadAs(filler.jwt, [
      { name: "passt.pdf", type: "application/pdf", content: PDF(MB / 2) },
    ]);
    assert.equal(small.status, 201, JSON.stringify(small.body));
    const other = await uploadAs(neighbour.jwt, [
      { name: "eigenes.pdf", type: "application/pdf", content: PDF(2 * MB) },
    ]);
    assert.equal(other.status, 201, JSON.stringify(other.body));
  });
});
