// @ts-check
// `npm run backup` and `npm run restore -- FILE`: a backup of the running test stack, restored into
// a fresh database and a fresh uploads folder, brought up as a second Strapi: the same listings
// (every kind, drafts included), users who sign in with their passwords, their subscriptions and
// the files, byte for byte. The archive is readable by its owner only, and a password-reset link
// mailed before the backup opens nothing in it or in the restored CMS (the live one keeps it). That
// Strapi then shows how it stops: a request running when SIGTERM arrives is answered before the
// process exits.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { freePort, run } from "../../scripts/lib/processes.mjs";
import { findPostgresBin } from "../../scripts/lib/postgres.mjs";
import {
  adminToken,
  call,
  CMS_URL,
  confirmedUser,
  login,
  placeListingsOfEveryKind,
  PNG,
  postInTwoParts,
  STRONG_PASSWORD,
  subscribedUser,
  uploadAs,
  waitForMail,
} from "./support.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const CMS_DIR = join(ROOT, "cms");
const LISTINGS = ["veranstaltung", "referent", "hersteller", "produkt", "versorgungspartner"].map(
  (name) => `api::${name}.${name}`,
);
/** @typedef {Record<string, string | undefined>} Env */
/** @type {{ DATABASE_CLIENT: "postgres", DATABASE_URL: string } | { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: string }} */
const source =
  process.env.CMS_DATABASE_CLIENT === "postgres"
    ? { DATABASE_CLIENT: "postgres", DATABASE_URL: process.env.CMS_DATABASE_URL ?? "" }
    : { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: process.env.CMS_DATABASE_FILENAME ?? "" };

const dir = mkdtempSync(join(tmpdir(), "wundportal-backup-test-"));
const archive = join(dir, "sicherung.tar.gz");
/** @type {string} */
let restoredUrl;
/** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable> | undefined} */
let restoredCms;
/** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null, output: string }>} */
let restoredExit;

/**
 * The restore target: a new SQLite path, or a new database on the stack's PostgreSQL server.
 * @returns {Env}
 */
function freshDatabase() {
  if (source.DATABASE_CLIENT === "sqlite") {
    return { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: join(dir, "restored.db") };
  }
  const url = new URL(source.DATABASE_URL);
  const name = `restored_${randomBytes(4).toString("hex")}`;
  const psql = join(findPostgresBin() ?? "/usr/bin", "psql");
  const made = spawnSync(psql, ["-c", `CREATE DATABASE ${name}`, url.href], { encoding: "utf8" });
  assert.equal(made.status, 0, made.stderr);
  url.pathname = `/${name}`;
  return { DATABASE_CLIENT: "postgres", DATABASE_URL: url.href };
}

/**
 * Runs one of the project's scripts with `run` (scripts/lib/processes.mjs), which awaits the child
 * instead of blocking this process: a synchronous spawn held the event loop for the whole backup,
 * the CMS closed the idle keep-alive connections meanwhile, and the next fetch went out on a socket
 * the server had already closed ("other side closed"), as in CI when the backup outlasted the
 * keep-alive. Only what the scripts read is set; cms/.env of a developer's checkout is overridden.
 * @param {string} script
 * @param {string[]} args
 * @param {Env} env
 */
const runScript = (script, args, env) =>
  run(process.execPath, [join(ROOT, "scripts", script), ...args], { cwd: ROOT, env, quiet: true });

/**
 * How many entries (drafts and published versions) each listing kind has, per the admin API.
 * @param {string} base
 * @param {string} token
 */
async function listingCounts(base, token) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const uid of LISTINGS) {
    const { status, body } = await call(`/content-manager/collection-types/${uid}?pageSize=1`, {
      token,
      base,
    });
    assert.equal(status, 200, JSON.stringify(body));
    counts[uid] = body.pagination.total;
  }
  return counts;
}

/**
 * Where the restore puts the files: a new uploads folder, or with the bucket (test:pg) a new bucket
 * on the same S3 server, which the restore creates.
 * @returns {Env}
 */
function freshUploads() {
  if (process.env.UPLOAD_PROVIDER === "s3") {
    return { S3_BUCKET: `restored-${randomBytes(4).toString("hex")}` };
  }
  return { PUBLIC_DIR: join(dir, "public") };
}

/**
 * @param {Env} database
 * @param {Env} uploads
 */
async function startRestoredCms(database, uploads) {
  const port = await freePort();
  const secret = () => randomBytes(24).toString("base64url");
  const cms = spawn(join(CMS_DIR, "node_modules", ".bin", "strapi"), ["start"], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      ...database,
      ...uploads,
      HOST: "127.0.0.1",
      PORT: String(port),
      NODE_ENV: "production",
      STRAPI_TELEMETRY_DISABLED: "true",
      // Its own keys: what the database holds (password hashes, the read token's hash) must not depend on them.
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      STRIPE_API_BASE: process.env.STRIPE_EMULATOR_URL,
      // No revalidation calls into the test stack's web app.
      WEB_REVALIDATE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  restoredCms = cms;
  let output = "";
  cms.stdout.on("data", (d) => (output += d));
  cms.stderr.on("data", (d) => (output += d));
  restoredExit = new Promise((resolve) =>
    cms.once("exit", (code, signal) => resolve({ code, signal, output })),
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (cms.exitCode !== null) throw new Error(`Strapi endete beim Start:\n${output.slice(-3000)}`);
    const up = await fetch(`${url}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Strapi antwortet nicht:\n${output.slice(-3000)}`);
}

describe("backup and restore", { concurrency: false }, () => {
  /** @type {import("./support.mjs").TestAccount} */
  let user;
  /** @type {string} */
  let listingId;
  /** @type {{ id: number, url: string, bytes: Buffer }} */
  let file;
  /** @type {Record<string, number>} */
  let countsBefore;
  /** @type {Record<string, number>} */
  let countsAfter;
  /**
   * A user who asked for a password reset before the backup, and the code of the mailed link.
   * @type {import("./support.mjs").TestAccount}
   */
  let resetUser;
  /** @type {string} */
  let resetCode;
  /**
   * The archive's copy of the database, as bytes.
   * @type {Buffer}
   */
  let snapshot;
  /** @type {import("./support.mjs").PlacedListings} */
  let placed;

  before(async () => {
    // A draft and a published entry of every kind, so the backup holds each on an empty CMS too.
    placed = await placeListingsOfEveryKind();
    user = await subscribedUser("Versorgungspartner", "Versorgungspartner: Classic", "sicherung");
    const uploaded = await uploadAs(user.jwt, [{ name: "logo.png", type: "image/png", content: PNG }]);
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    // The stored file (Strapi optimises images on upload), as the stack serves it.
    const stored = await fetch(`${CMS_URL}${uploaded.body[0].url}`);
    assert.equal(stored.status, 200);
    file = { ...uploaded.body[0], bytes: Buffer.from(await stored.arrayBuffer()) };
    const created = await call("/api/versorgungspartners", {
      method: "POST",
      token: user.jwt,
      body: {
        data: {
          Name: "Sanitätshaus Sicherung",
          Kategorie: "Apotheke",
          Stadt: "Kassel",
          PLZ: "34117",
          Bundesland: "Hessen",
          Published: true,
          Logo: [file.id],
        },
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    listingId = created.body.data.documentId;

    resetUser = await confirmedUser({ prefix: "zuruecksetzen" });
    const asked = await call("/api/auth/forgot-password", {
      method: "POST",
      body: { email: resetUser.email },
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const mail = await waitForMail(resetUser.email, /Passwort zurücksetzen/);
    const code = /[?&]code=([^"&]+)/.exec(mail.html)?.[1];
    assert.ok(code, "Code im Link der Mail");
    resetCode = code;

    countsBefore = await listingCounts(CMS_URL, await adminToken());
    await runScript("backup.mjs", [archive], source);
    countsAfter = await listingCounts(CMS_URL, await adminToken());
    const unpacked = join(dir, "ausgepackt");
    const unpacking = spawnSync("sh", ["-c", 'mkdir "$1" && tar -xzf "$2" -C "$1"', "sh", unpacked, archive]);
    assert.equal(unpacking.status, 0, String(unpacking.stderr));
    snapshot = readFileSync(
      join(unpacked, source.DATABASE_CLIENT === "sqlite" ? "database.sqlite" : "database.sql"),
    );

    const database = freshDatabase();
    const uploads = freshUploads();
    await runScript("restore.mjs", [archive], { ...database, ...uploads });
    restoredUrl = await startRestoredCms(database, uploads);
  });

  after(async () => {
    if (restoredCms && restoredCms.exitCode === null) restoredCms.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("has every listing kind with drafts and published entries as the backup had them", async () => {
    // The admin account is restored too: it signs in with its password.
    const admin = await call("/admin/login", {
      method: "POST",
      base: restoredUrl,
      body: { email: process.env.STRAPI_ADMIN_EMAIL, password: process.env.STRAPI_ADMIN_PASSWORD },
    });
    assert.equal(admin.status, 200, JSON.stringify(admin.body));
    const restored = await listingCounts(restoredUrl, admin.body.data.token);
    for (const uid of LISTINGS) {
      // Other test files may write while the backup runs: the count lies between the two readings.
      const [count = NaN, before = NaN, after = NaN] = [restored[uid], countsBefore[uid], countsAfter[uid]];
      assert.ok(
        count >= Math.min(before, after) && count <= Math.max(before, after),
        `${uid}: ${count} wiederhergestellt, ${before}/${after} gesichert`,
      );
      assert.ok(count > 0, uid);
    }
    for (const [path, { shown, hidden }] of Object.entries(placed.listings)) {
      const uid = `api::${path.slice(0, -1)}.${path.slice(0, -1)}`;
      for (const [entry, published] of /** @type {const} */ ([
        [shown, true],
        [hidden, false],
      ])) {
        const copy = await call(`/content-manager/collection-types/${uid}/${entry.documentId}`, {
          base: restoredUrl,
          token: admin.body.data.token,
        });
        assert.equal(copy.status, 200, `${uid} ${entry.documentId}: ${JSON.stringify(copy.body)}`);
        assert.equal(copy.body.data.Published, published, `${uid} ${entry.documentId}`);
      }
    }
    const original = await call(`/api/versorgungspartners/${listingId}?populate=Logo`);
    const copy = await call(`/api/versorgungspartners/${listingId}?populate=Logo`, { base: restoredUrl });
    assert.equal(copy.status, 200, JSON.stringify(copy.body));
    assert.deepEqual(copy.body.data, original.body.data);
  });

  it("lets users sign in with their passwords and keeps their subscriptions", async () => {
    const signIn = await call("/api/auth/local", {
      method: "POST",
      base: restoredUrl,
      body: { identifier: user.email, password: STRONG_PASSWORD },
    });
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    const wrong = await call("/api/auth/local", {
      method: "POST",
      base: restoredUrl,
      body: { identifier: user.email, password: `${STRONG_PASSWORD}x` },
    });
    assert.equal(wrong.status, 400);
    const data = await call("/api/account/export", { token: signIn.body.jwt, base: restoredUrl });
    assert.equal(data.status, 200);
    const original = await call("/api/account/export", { token: user.jwt });
    assert.deepEqual(data.body.subscriptions, original.body.subscriptions);
    assert.ok(data.body.subscriptions.some((/** @type {{ status: string }} */ s) => s.status === "active"));
  });

  it("is readable by its owner only", () => {
    assert.equal((statSync(archive).mode & 0o777).toString(8), "600");
  });

  it("holds no password-reset code: a link mailed before the backup works only on the live CMS", async () => {
    // The account is in the snapshot, the code of its reset link is not (nor in a freed page).
    assert.ok(snapshot.includes(resetUser.email), "Konto fehlt in der Sicherung");
    assert.ok(!snapshot.includes(resetCode), "Reset-Code in der Sicherung");
    const newPassword = `${STRONG_PASSWORD}-neu`;
    const body = { code: resetCode, password: newPassword, passwordConfirmation: newPassword };
    const onCopy = await call("/api/auth/reset-password", { method: "POST", base: restoredUrl, body });
    assert.equal(onCopy.status, 400, JSON.stringify(onCopy.body));
    // The restored user signs in with the password (and would ask for a new link).
    const signIn = await call("/api/auth/local", {
      method: "POST",
      base: restoredUrl,
      body: { identifier: resetUser.email, password: STRONG_PASSWORD },
    });
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    // The backup changed nothing in the live database: there the link still sets the password.
    const onLive = await call("/api/auth/reset-password", { method: "POST", body });
    assert.equal(onLive.status, 200, JSON.stringify(onLive.body));
    assert.ok(await login(resetUser.email, newPassword));
  });

  it("serves the uploaded file with the same bytes", async () => {
    const response = await fetch(`${restoredUrl}${file.url}`);
    assert.equal(response.status, 200);
    assert.ok(file.bytes.length > 0);
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), file.bytes);
  });

  it("answers a request that is running when SIGTERM arrives, then exits", async () => {
    // A sign-in whose body is still arriving when the signal comes: Strapi is inside the request.
    const answer = postInTwoParts({
      port: new URL(restoredUrl).port,
      path: "/api/auth/local",
      body: { identifier: user.email, password: STRONG_PASSWORD },
      between: () => restoredCms?.kill("SIGTERM"),
    });
    const { status, text } = await answer.catch(async (error) => {
      throw new Error(`${error.message}\n${(await restoredExit).output.slice(-3000)}`);
    });
    assert.equal(status, 200, text);
    assert.ok(JSON.parse(text).jwt);
    const exit = await restoredExit;
    assert.equal(exit.code, 0, exit.output.slice(-2000));
    // Its log has a line per request, and no address or password in it.
    assert.match(exit.output, /POST \/api\/auth\/local 200 \d+ms/);
    assert.ok(!exit.output.includes(user.email), "E-Mail-Adresse im Log");
    assert.ok(!exit.output.includes(STRONG_PASSWORD), "Passwort im Log");
  });
});
