// @ts-check
// Uploads in S3-compatible storage (UPLOAD_PROVIDER=s3; `npm run test:pg` starts an S3 stand-in and
// two CMS instances): a file uploaded through one CMS instance is stored in the bucket, not on a
// disk, the other instance knows it under the same '/uploads/...' address, visitors get its bytes
// from the web app's own origin, and deleting it deletes the objects. The SQLite run keeps the
// local disk and skips this file.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { AwsClient } from "aws4fetch";
import sharp from "sharp";
import {
  adminToken,
  call,
  CMS_URL,
  CMS_URLS,
  subscribedUser,
  unique,
  uploadAs,
  WEB_URL,
} from "./support.mjs";

const { UPLOAD_PROVIDER, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } =
  process.env;
const ON_S3 = UPLOAD_PROVIDER === "s3" && CMS_URLS.length > 1;
const LOCAL_UPLOADS = join(import.meta.dirname, "..", "..", "cms", "public", "uploads");

// On the S3 stack every S3_* setting is there (scripts/lib/s3.mjs).
const bucket = ON_S3
  ? new AwsClient({
      accessKeyId: S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: S3_SECRET_ACCESS_KEY ?? "",
      service: "s3",
      region: S3_REGION,
      retries: 0,
    })
  : null;
/**
 * The object key behind an '/uploads/<key>' address.
 * @param {string} url
 */
const keyOf = (url) => url.replace(/^\/uploads\//, "");
/** The bucket's client (the tests that use it run on the S3 stack only). */
const client = () => {
  assert.ok(bucket, "nur mit dem S3-Stack");
  return bucket;
};
/**
 * The object behind an '/uploads/<key>' address, read from the bucket directly.
 * @param {string} url
 */
const inBucket = (url) => client().fetch(`${S3_ENDPOINT}/${S3_BUCKET}/${keyOf(url)}`);
/**
 * The keys in the bucket that start with `prefix`.
 * @param {string} prefix
 */
async function bucketKeys(prefix) {
  const response = await client().fetch(
    `${S3_ENDPOINT}/${S3_BUCKET}/?list-type=2&prefix=${encodeURIComponent(prefix)}`,
  );
  assert.equal(response.status, 200);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
}

/** A photo large enough that Strapi stores smaller formats of it too. */
const photo = () =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .png()
    .toBuffer();

const [CMS_A, CMS_B] = CMS_URLS;

describe(
  "uploads in S3-compatible storage",
  { skip: !ON_S3 && "nur mit UPLOAD_PROVIDER=s3 und zwei CMS-Instanzen (npm run test:pg)" },
  () => {
    it("an upload through CMS A is in the bucket, known to CMS B as /uploads/..., served by the web app, and gone from the bucket when deleted", async () => {
      assert.equal(CMS_A, CMS_URL);
      const owner = await subscribedUser("Referent", "Referent: Classic", "eimer");
      const content = await photo();
      const uploaded = await uploadAs(
        owner.jwt,
        [{ name: "portrait-im-eimer.png", type: "image/png", content }],
        "image",
      );
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      const { id, url, formats } = uploaded.body[0];
      assert.match(
        url,
        /^\/uploads\/[A-Za-z0-9_-]+\.png$/,
        "the stored address stays on the portal's own origin",
      );
      const formatUrls = Object.values(formats ?? {}).map((format) => format.url);
      assert.ok(formatUrls.length > 0, "Strapi stored smaller formats of the photo");
      for (const formatUrl of formatUrls) assert.match(formatUrl, /^\/uploads\/[A-Za-z0-9_-]+\.png$/);

      // In the bucket (Strapi stores photos re-encoded, so its size is the record's), and on no disk of the CMS.
      const object = await inBucket(url);
      assert.equal(object.status, 200);
      const stored = Buffer.from(await object.arrayBuffer());
      assert.equal(Math.round(stored.length / 10) / 100, uploaded.body[0].size);
      assert.equal(existsSync(join(LOCAL_UPLOADS, keyOf(url))), false);
      assert.deepEqual(await bucketKeys(keyOf(url)), [keyOf(url)]);

      // CMS B knows the file under the same address.
      const admin = await adminToken();
      const seenByB = await call(`/upload/files/${id}`, { base: CMS_B, token: admin });
      assert.equal(seenByB.status, 200, JSON.stringify(seenByB.body));
      assert.equal(seenByB.body.url, url);
      assert.deepEqual(
        Object.values(seenByB.body.formats ?? {})
          .map((format) => format.url)
          .sort(),
        [...formatUrls].sort(),
      );

      // A visitor loads it from the web app's origin, with the sandbox every upload gets.
      const served = await fetch(`${WEB_URL}${seenByB.body.url}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get("content-type"), "image/png");
      assert.equal(served.headers.get("content-security-policy"), "default-src 'none'; sandbox");
      assert.equal(served.headers.get("x-content-type-options"), "nosniff");
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(stored));
      for (const formatUrl of formatUrls)
        assert.equal((await fetch(`${WEB_URL}${formatUrl}`)).status, 200, formatUrl);
      // Part of it, as a video player asks.
      const part = await fetch(`${WEB_URL}${url}`, { headers: { range: "bytes=0-7" } });
      assert.equal(part.status, 206);
      assert.ok(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(0, 8)));

      // Deleted through CMS B: the file and every format leave the bucket and the portal.
      const deleted = await call(`/upload/files/${id}`, { method: "DELETE", base: CMS_B, token: admin });
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      for (const gone of [url, ...formatUrls]) {
        assert.equal((await inBucket(gone)).status, 404, gone);
        assert.equal((await fetch(`${WEB_URL}${gone}`)).status, 404, gone);
      }
      assert.equal((await call(`/upload/files/${id}`, { base: CMS_A, token: admin })).status, 404);
    });

    it("a data sheet comes back from the bucket byte for byte, through CMS B's record and the web app", async () => {
      const owner = await subscribedUser("Hersteller", "Hersteller: Premium", "eimer-pdf");
      const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
      const content = Buffer.concat([head, randomBytes(300_000), Buffer.from("\n%%EOF\n")]);
      const uploaded = await uploadAs(
        owner.jwt,
        [{ name: "datenblatt.pdf", type: "application/pdf", content }],
        "datasheet",
      );
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      const { id, url } = uploaded.body[0];
      assert.ok(Buffer.from(await (await inBucket(url)).arrayBuffer()).equals(content));
      const admin = await adminToken();
      const seenByB = await call(`/upload/files/${id}`, { base: CMS_B, token: admin });
      assert.equal(seenByB.body.url, url);
      const served = await fetch(`${WEB_URL}${seenByB.body.url}`);
      assert.equal(served.headers.get("content-type"), "application/pdf");
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(content));
      // The admin panel shows files from Strapi's own origin: each instance answers the same address from the bucket.
      for (const base of [CMS_A, CMS_B]) {
        const fromCms = await fetch(`${base}${url}`);
        assert.equal(fromCms.status, 200, base);
        assert.equal(fromCms.headers.get("content-security-policy"), "default-src 'none'; sandbox");
        assert.ok(Buffer.from(await fromCms.arrayBuffer()).equals(content));
      }
      assert.equal(
        (await call(`/upload/files/${id}`, { method: "DELETE", base: CMS_B, token: admin })).status,
        200,
      );
      assert.equal((await inBucket(url)).status, 404);
      assert.equal((await fetch(`${CMS_B}${url}`)).status, 404);
    });

    it("a refused upload leaves nothing in the bucket", async () => {
      const owner = await subscribedUser("Referent", "Referent: Classic", "eimer-abgelehnt");
      const name = `abgelehnt${unique()}`;
      const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
      const refused = await uploadAs(
        owner.jwt,
        [{ name: `${name}.png`, type: "image/png", content: html }],
        "image",
      );
      assert.equal(refused.status, 415, JSON.stringify(refused.body));
      assert.equal(refused.body.error.details.code, "upload.typeNotAllowed");
      // Strapi names a stored object after its file (`<name>_<random>.<ext>`).
      assert.deepEqual(await bucketKeys(name), []);
    });
  },
);
