// @ts-check
// `npm run backup` and `npm run restore` on a small SQLite database of their own, without the test
// stack (only Strapi's compiled config, cms/dist/config, is read): the archive is readable by its
// owner only, its snapshot holds no token that would let its reader take over an account, `--keep N`
// removes the oldest archives, and a crafted archive (symbolic or hard link, device, FIFO, a path
// out of the target) is refused before anything is written. The archives are built with the tar
// the scripts themselves run (GNU tar).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";

const ROOT = join(import.meta.dirname, "..", "..");
/** @type {import("../../scripts/lib/backup.mjs").SqliteDriver} */
const Database = createRequire(join(ROOT, "cms", "package.json"))("better-sqlite3");
const dir = mkdtempSync(join(tmpdir(), "wundportal-backup-archive-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const RESET_TOKEN = "reset0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const CONFIRMATION_TOKEN = "confirm9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const EMAIL_CHANGE_HASH = "emailchange7c1d2e3f405162738495a6b7c8d9e0f";
const ADMIN_RESET_TOKEN = "adminreset5e6f708192a3b4c5d6e7f8091a2b3c4";
const REGISTRATION_TOKEN = "adminregistration0f1e2d3c4b5a69788796a5b4";
const SESSION_ID = "session3c4d5e6f708192a3b4c5d6e7f8091a2b3c";
const SAVED_SEARCH_SECRET = "savedsearchsecretAbCdEfGhIjKlMnOpQrStUvWx";
const PASSWORD_HASH = "$2a$10$abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ01234";

/** A database with the tables and columns of Strapi's schema that hold tokens, as the CMS names them. */
function liveDatabase() {
  const file = join(dir, "live.db");
  if (existsSync(file)) return file;
  const db = new Database(file);
  db.exec(`
    CREATE TABLE up_users (id INTEGER PRIMARY KEY, email TEXT, password TEXT, reset_password_token TEXT,
      confirmation_token TEXT, pending_email TEXT, email_change_token_hash TEXT, email_change_expires_at INTEGER);
    CREATE TABLE admin_users (id INTEGER PRIMARY KEY, email TEXT, password TEXT, reset_password_token TEXT,
      reset_password_token_expires_at INTEGER, registration_token TEXT);
    CREATE TABLE strapi_sessions (id INTEGER PRIMARY KEY, user_id TEXT, session_id TEXT, origin TEXT);
    CREATE TABLE saved_searches (id INTEGER PRIMARY KEY, email TEXT, secret TEXT);
  `);
  db.prepare("INSERT INTO up_users VALUES (1, 'pflege@example.org', ?, ?, ?, 'neu@example.org', ?, 1)").run(
    PASSWORD_HASH,
    RESET_TOKEN,
    CONFIRMATION_TOKEN,
    EMAIL_CHANGE_HASH,
  );
  db.prepare("INSERT INTO admin_users VALUES (1, 'admin@example.org', ?, ?, 1, ?)").run(
    PASSWORD_HASH,
    ADMIN_RESET_TOKEN,
    REGISTRATION_TOKEN,
  );
  db.prepare("INSERT INTO strapi_sessions VALUES (1, '1', ?, 'admin')").run(SESSION_ID);
  db.prepare("INSERT INTO saved_searches VALUES (1, 'suche@example.org', ?)").run(SAVED_SEARCH_SECRET);
  db.close();
  return file;
}

/**
 * Only this database and uploads folder; no bucket, no Stripe emulator state of the developer's checkout.
 * @param {string} database
 * @param {string} publicDir
 */
const cmsEnv = (database, publicDir) => ({
  DATABASE_CLIENT: "sqlite",
  DATABASE_FILENAME: database,
  PUBLIC_DIR: publicDir,
  UPLOAD_PROVIDER: "local",
  STRIPE_SECRET_KEY: "sk_test_backup",
});

/**
 * Runs scripts/`script` with `args` under umask `umask`; returns exit status and output.
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function runScript(script, args, env, umask = "022") {
  const result = spawnSync(
    "sh",
    ["-c", `umask ${umask} && exec "$@"`, "sh", process.execPath, join(ROOT, "scripts", script), ...args],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * @param {string} out
 * @param {{ args?: string[], umask?: string }} [options]
 */
function backupTo(out, { args = [], umask } = {}) {
  const publicDir = join(dir, "public");
  mkdirSync(join(publicDir, "uploads"), { recursive: true });
  writeFileSync(join(publicDir, "uploads", "logo.png"), "png");
  const result = runScript("backup.mjs", [out, ...args], cmsEnv(liveDatabase(), publicDir), umask);
  assert.equal(result.status, 0, result.output);
  return result;
}

/** @param {string} path */
const mode = (path) => statSync(path).mode & 0o777;

/** @param {string} archive */
function extract(archive) {
  const into = mkdtempSync(join(dir, "x-"));
  const result = spawnSync("tar", ["-xzf", archive, "-C", into], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  return into;
}

describe("npm run backup", () => {
  it("writes the archive readable by its owner only, in a folder only its owner may open, whatever the umask", () => {
    const folder = join(dir, "neu", "sicherungen");
    const archive = join(folder, "sicherung.tar.gz");
    backupTo(archive, { umask: "000" });
    assert.equal(mode(archive).toString(8), "600");
    assert.equal(mode(folder).toString(8), "700");

    // An existing folder that others may read is tightened; an older file of that name is replaced.
    const shared = join(dir, "geteilt");
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    writeFileSync(join(shared, "sicherung.tar.gz"), "alt");
    chmodSync(join(shared, "sicherung.tar.gz"), 0o644);
    backupTo(join(shared, "sicherung.tar.gz"), { umask: "000" });
    assert.equal(mode(join(shared, "sicherung.tar.gz")).toString(8), "600");
    assert.equal(mode(shared).toString(8), "700");
    // Nothing else is left there (no half-written file).
    assert.deepEqual(readdirSync(shared), ["sicherung.tar.gz"]);
  });

  it("leaves no token in the archive's database that would open an account, and keeps the live database as it is", () => {
    const archive = join(dir, "tokens", "sicherung.tar.gz");
    backupTo(archive);
    const copy = join(extract(archive), "database.sqlite");
    // Not in a row, and not in a freed page either.
    const bytes = readFileSync(copy).toString("latin1");
    for (const token of [
      RESET_TOKEN,
      CONFIRMATION_TOKEN,
      EMAIL_CHANGE_HASH,
      ADMIN_RESET_TOKEN,
      REGISTRATION_TOKEN,
      SESSION_ID,
    ]) {
      assert.ok(!bytes.includes(token), `${token} in der Sicherung`);
    }
    const db = new Database(copy, { readonly: true });
    try {
      // Accounts keep their address and password hash: a restored user signs in and asks for a new link.
      assert.deepEqual(db.prepare("SELECT * FROM up_users").all(), [
        {
          id: 1,
          email: "pflege@example.org",
          password: PASSWORD_HASH,
          reset_password_token: null,
          confirmation_token: null,
          pending_email: null,
          email_change_token_hash: null,
          email_change_expires_at: null,
        },
      ]);
      assert.deepEqual(db.prepare("SELECT * FROM admin_users").all(), [
        {
          id: 1,
          email: "admin@example.org",
          password: PASSWORD_HASH,
          reset_password_token: null,
          reset_password_token_expires_at: null,
          registration_token: null,
        },
      ]);
      assert.equal(db.prepare("SELECT count(*) AS n FROM strapi_sessions").get()?.n, 0);
      // The links of sent alert mails are signed with this secret and APP_KEYS (not in the archive): kept.
      assert.equal(db.prepare("SELECT secret FROM saved_searches").get()?.secret, SAVED_SEARCH_SECRET);
    } finally {
      db.close();
    }
    const live = new Database(liveDatabase(), { readonly: true });
    try {
      const user = live.prepare("SELECT reset_password_token, confirmation_token FROM up_users").get();
      assert.deepEqual(user, { reset_password_token: RESET_TOKEN, confirmation_token: CONFIRMATION_TOKEN });
      assert.equal(live.prepare("SELECT count(*) AS n FROM strapi_sessions").get()?.n, 1);
    } finally {
      live.close();
    }
  });

  it("--keep N removes the oldest of its own archives in that folder and nothing else", () => {
    const folder = join(dir, "rotation");
    mkdirSync(folder);
    const old = [1, 2, 3, 4].map((day) => `wundportal-2020-01-0${day}T03-00-00Z.tar.gz`);
    /** @type {string[]} */
    const others = [
      "notizen.txt",
      "wundportal-handsicherung.tar.gz",
      "wundportal-2019-12-31T03-00-00Z.tar.gz.bak",
    ];
    for (const name of [...old, ...others]) writeFileSync(join(folder, name), "x");
    const newest = "wundportal-2030-01-01T03-00-00Z.tar.gz";
    const { output } = backupTo(join(folder, newest), { args: ["--keep", "2"] });
    assert.deepEqual(readdirSync(folder).sort(), [...others, old[3], newest].sort());
    assert.match(output, /3 ältere Sicherungen gelöscht/);
  });

  it("refuses --keep without a positive number", () => {
    for (const keep of ["0", "-1", "drei"]) {
      const result = runScript("backup.mjs", [join(dir, "nie.tar.gz"), "--keep", keep], {
        ...cmsEnv(liveDatabase(), join(dir, "public")),
      });
      assert.equal(result.status, 1, keep);
      assert.match(result.output, /--keep erwartet eine Zahl ab 1/, keep);
      assert.ok(!existsSync(join(dir, "nie.tar.gz")), keep);
    }
  });
});

describe("npm run restore of a crafted archive", () => {
  /**
   * An archive with a valid manifest and database, plus what `craft(src)` adds; `tarArgs` name its entries.
   * @param {string} name
   * @param {(src: string) => void} craft
   */
  function craftedArchive(name, craft, tarArgs = ["uploads"]) {
    const src = join(dir, `src-${name}`);
    mkdirSync(join(src, "uploads"), { recursive: true });
    const manifest = { format: "wundportal-backup", version: 1, database: "sqlite", uploads: 1 };
    writeFileSync(join(src, "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(src, "database.sqlite"), "");
    writeFileSync(join(src, "uploads", "logo.png"), "png");
    craft(src);
    const archive = join(dir, `${name}.tar.gz`);
    const made = spawnSync(
      "tar",
      ["-czf", archive, "-C", src, "manifest.json", "database.sqlite", ...tarArgs],
      { encoding: "utf8" },
    );
    assert.equal(made.status, 0, made.stderr);
    return archive;
  }

  /** @type {{ name: string, entry: string, kind: RegExp, craft: (src: string) => void, tarArgs?: string[] }[]} */
  const cases = [
    {
      name: "symlink",
      entry: "uploads/passwd",
      kind: /symbolischen Verweis/,
      craft: (src) => symlinkSync("/etc/passwd", join(src, "uploads", "passwd")),
    },
    {
      name: "symlinked-folder",
      entry: "uploads/etc",
      kind: /symbolischen Verweis/,
      craft: (src) => symlinkSync("/etc", join(src, "uploads", "etc")),
    },
    {
      name: "hardlink",
      entry: "uploads/kopie.png",
      kind: /harten Verweis/,
      craft: (src) => linkSync(join(src, "uploads", "logo.png"), join(src, "uploads", "kopie.png")),
      // In this order the second name is stored as a link to the first.
      tarArgs: ["uploads/logo.png", "uploads/kopie.png"],
    },
    {
      name: "fifo",
      entry: "uploads/rohr",
      kind: /FIFO/,
      craft: (src) => {
        const made = spawnSync("mkfifo", [join(src, "uploads", "rohr")]);
        assert.equal(made.status, 0);
      },
    },
    {
      name: "dotdot",
      entry: "uploads/../../ausbruch.txt",
      kind: /aus dem Zielordner hinausführt/,
      craft: (src) => writeFileSync(join(src, "ausbruch.txt"), "x"),
      tarArgs: ["-P", "--transform", "s,^ausbruch,uploads/../../ausbruch,", "ausbruch.txt", "uploads"],
    },
    {
      name: "absolute",
      entry: "/tmp/wundportal-ausbruch.txt",
      kind: /aus dem Zielordner hinausführt/,
      craft: (src) => writeFileSync(join(src, "ausbruch.txt"), "x"),
      tarArgs: ["-P", "--transform", "s,^ausbruch,/tmp/wundportal-ausbruch,", "ausbruch.txt", "uploads"],
    },
  ];

  for (const { name, entry, kind, craft, tarArgs } of cases) {
    it(`refuses ${name} (${entry}) with a message naming it, before anything is written`, () => {
      const archive = craftedArchive(name, craft, tarArgs);
      const target = join(dir, `ziel-${name}`);
      const result = runScript(
        "restore.mjs",
        [archive],
        cmsEnv(join(target, "data.db"), join(target, "public")),
      );
      assert.equal(result.status, 1, result.output);
      assert.match(result.output, /Wiederherstellung fehlgeschlagen/);
      assert.ok(result.output.includes(`„${entry}“`), result.output);
      assert.match(result.output, kind);
      assert.ok(!existsSync(target), `${target} angelegt`);
    });
  }

  it("restores the same archive without the crafted entry", () => {
    const archive = craftedArchive("plain", () => {});
    const target = join(dir, "ziel-plain");
    const result = runScript(
      "restore.mjs",
      [archive],
      cmsEnv(join(target, "data.db"), join(target, "public")),
    );
    assert.equal(result.status, 0, result.output);
    assert.equal(readFileSync(join(target, "public", "uploads", "logo.png"), "utf8"), "png");
  });
});
