// @ts-check
// Backup and restore of the CMS: one tar.gz archive holding the database (a SQLite snapshot taken
// with VACUUM INTO while Strapi may keep running, or a pg_dump in PostgreSQL's custom format), the
// uploads (the local folder, or every object of the bucket with UPLOAD_PROVIDER=s3) and, for the
// demo, the Stripe emulator's state.
//
// A database copy rather than Strapi's `strapi export`: the export leaves out every admin:: type
// (admin accounts, the API token the web app reads with), and `strapi import` creates every entry
// anew with new ids, which breaks the ids the portal keeps outside relations (a contact request's
// listingId, statistics rows). A copy restores rows, ids and password hashes exactly.
//
// Whoever reads an archive reads every account's data: it is written readable by its owner only, and
// its copy of the database holds no token that opens an account on its own (BLANKED, EMPTIED).
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  fchmodSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve, sep } from "node:path";
import { finished } from "node:stream/promises";
import { CMS } from "./paths.mjs";
import { findPostgresBin } from "./postgres.mjs";

const requireFromCms = createRequire(join(CMS, "package.json"));

/**
 * The part of better-sqlite3 (the CMS's SQLite driver, which ships no types) the scripts use.
 * @typedef {object} SqliteStatement
 * @property {(...params: unknown[]) => unknown} run
 * @property {(...params: unknown[]) => Record<string, unknown> | undefined} get the first row
 * @property {(...params: unknown[]) => Record<string, unknown>[]} all
 */
/**
 * @typedef {object} SqliteDatabase
 * @property {(source: string) => unknown} pragma the rows of a pragma that answers with rows
 * @property {(sql: string) => SqliteStatement} prepare
 * @property {(sql: string) => void} exec
 * @property {() => void} close
 */
/** @typedef {new (file: string, options?: { readonly?: boolean, fileMustExist?: boolean }) => SqliteDatabase} SqliteDriver */

/** better-sqlite3, from the CMS's dependencies. */
export function sqliteDriver() {
  return /** @type {SqliteDriver} */ (requireFromCms("better-sqlite3"));
}

/** @typedef {typeof import("@aws-sdk/client-s3")} S3Sdk the CMS's AWS SDK */
/** @typedef {{ name: string, client: import("@aws-sdk/client-s3").S3Client }} Bucket */

/**
 * Where the CMS keeps its data with given settings.
 * @typedef {{ client: "sqlite", file: string, uploads: string }
 *   | { client: "postgres", url: string, ssl: boolean, schema: string | undefined, uploads: string }} Storage
 */
/** @typedef {Record<string, string | undefined>} Env */

const FORMAT = "wundportal-backup";
/** 2: PostgreSQL as plain SQL (database.sql, tokens blanked); 1 (database.pgdump) is still restored. */
const VERSION = 2;
/** Beside `uploads/` when they came from a bucket: each object's content type by key. */
const BUCKET_TYPES = "bucket-types.json";
/** @type {Record<Storage["client"], string>} */
const DUMP = { sqlite: "database.sqlite", postgres: "database.sql" };
/** Version 1's PostgreSQL dump (pg_dump's custom format, restored with pg_restore). */
const PG_CUSTOM_DUMP = "database.pgdump";

/**
 * Columns that hold a single-use token, blanked (NULL) in the archive's copy of the database: with
 * one of them alone its reader could set a password (Strapi's reset links of users and admins, an
 * admin's invitation), confirm an account, or finish a change of e-mail address (only a hash, but the
 * pending change goes with it). A restored user signs in with the password and asks for a new link.
 * Kept: password hashes (a restored account must sign in), the API and transfer tokens (stored as
 * HMACs with API_TOKEN_SALT/TRANSFER_TOKEN_SALT, which are not in the archive) and a saved search's
 * `secret`: its confirm, manage and unsubscribe links are an HMAC of it with APP_KEYS (not in the
 * archive), so it opens nothing alone, and blanking it would break the links in every alert mail
 * already sent (and the alert job, which signs with it).
 */
/** @type {Record<string, string[]>} */
const BLANKED = {
  up_users: [
    "reset_password_token",
    "confirmation_token",
    "pending_email",
    "email_change_token_hash",
    "email_change_expires_at",
  ],
  admin_users: ["reset_password_token", "reset_password_token_expires_at", "registration_token"],
};
/** Tables left empty in the copy: Strapi's sessions (admin panel, refresh tokens). Restored, everyone signs in anew. */
const EMPTIED = ["strapi_sessions"];

/** The archives `npm run backup` names itself, by the time they were made (UTC): what `--keep` counts. */
export const ARCHIVE_NAME = /^wundportal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** The archive's name for one made at `date`. */
export function archiveName(date = new Date()) {
  const stamp = date
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d{3}Z$/, "Z");
  return `wundportal-${stamp}.tar.gz`;
}

/**
 * The database and uploads folder the CMS uses with `cmsEnv`: Strapi's own compiled config files
 * (cms/dist/config) read with these settings, so a relative DATABASE_FILENAME or PUBLIC_DIR
 * resolves exactly as it does for the running CMS.
 * @param {Env} cmsEnv
 * @returns {Storage}
 */
export function cmsStorage(cmsEnv) {
  /** @type {{ env: unknown }} */
  const { env } = requireFromCms("@strapi/utils");
  const saved = { ...process.env };
  Object.assign(process.env, cmsEnv);
  try {
    /**
     * A compiled config file's factory, called as Strapi calls it.
     * @param {string} name
     * @returns {unknown}
     */
    const load = (name) => {
      /** @type {{ default?: (params: { env: unknown }) => unknown }} */
      const mod = requireFromCms(join(CMS, "dist", "config", `${name}.js`));
      const factory = /** @type {(params: { env: unknown }) => unknown} */ (mod.default ?? mod);
      return factory({ env });
    };
    /**
     * The parts of cms/config/database.ts read here.
     * @type {{ connection: { client: string, connection: { filename: string, connectionString?: string, ssl?: unknown, schema?: string } } }}
     */
    const { connection } = /** @type {never} */ (load("database"));
    /** @type {{ dirs?: { public?: string } }} */
    const server = /** @type {never} */ (load("server"));
    const publicDir = resolve(CMS, server.dirs?.public ?? "./public");
    const uploads = join(publicDir, "uploads");
    if (connection.client === "postgres") {
      const { connectionString, ssl, schema } = connection.connection;
      if (!connectionString) throw new Error("DATABASE_URL fehlt für DATABASE_CLIENT=postgres");
      return { client: "postgres", url: connectionString, ssl: Boolean(ssl), schema, uploads };
    }
    return { client: "sqlite", file: connection.connection.filename, uploads };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/**
 * Runs a command to completion; its output (throws on a non-zero exit).
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Env }} [options]
 */
function exec(cmd, args, { env } = {}) {
  const result = spawnSync(cmd, args, {
    encoding: "utf8",
    env: { ...process.env, ...env },
    // tar's listing of a large uploads folder.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${cmd} ${args[0] ?? ""} endete mit ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/**
 * PostgreSQL's client programs: Debian's newest installed version, else whatever is on PATH.
 * @param {string} name
 */
function pgTool(name) {
  const bin = findPostgresBin();
  return bin ? join(bin, name) : name;
}

/**
 * libpq reads TLS from the environment; DATABASE_SSL asks for it as the CMS does.
 * @param {{ ssl: boolean }} storage
 * @returns {Env}
 */
const pgEnv = (storage) => (storage.ssl ? { PGSSLMODE: process.env.PGSSLMODE ?? "require" } : {});

/**
 * The copy of the database in `target`, without the tokens and sessions of BLANKED and EMPTIED.
 * @param {Storage} storage
 * @param {string} target
 */
async function dumpDatabase(storage, target) {
  if (storage.client === "sqlite") {
    if (!existsSync(storage.file)) throw new Error(`SQLite-Datenbank ${storage.file} fehlt`);
    const Database = sqliteDriver();
    const db = new Database(storage.file, { readonly: true, fileMustExist: true });
    try {
      // A consistent snapshot while Strapi keeps writing (it waits for a running write to end).
      db.pragma("busy_timeout = 10000");
      db.prepare("VACUUM INTO ?").run(target);
    } finally {
      db.close();
    }
    blankSqlite(Database, target);
    return;
  }
  await dumpPostgres(storage, target);
}

/**
 * Blanks the copy (never the live file); VACUUM then leaves no old value in a freed page.
 * @param {SqliteDriver} Database
 * @param {string} file
 */
function blankSqlite(Database, file) {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("secure_delete = ON");
    /** @param {string} table */
    const columnsOf = (table) =>
      /** @type {{ name: string }[]} */ (db.pragma(`table_info("${table}")`)).map((c) => c.name);
    for (const [table, columns] of Object.entries(BLANKED)) {
      const present = columns.filter((c) => columnsOf(table).includes(c));
      if (present.length) db.exec(`UPDATE "${table}" SET ${present.map((c) => `"${c}" = NULL`).join(", ")}`);
    }
    for (const table of EMPTIED) if (columnsOf(table).length) db.exec(`DELETE FROM "${table}"`);
    db.exec("VACUUM");
  } finally {
    db.close();
  }
}

/**
 * pg_dump as plain SQL (one consistent snapshot, no rights beyond reading), written line by line
 * through blankCopyData into `target`: the live database is never changed, and no second database
 * or server is needed.
 * @param {Extract<Storage, { client: "postgres" }>} storage
 * @param {string} target
 */
async function dumpPostgres(storage, target) {
  const schema = storage.schema && storage.schema !== "public" ? ["--schema", storage.schema] : [];
  const child = spawn(
    pgTool("pg_dump"),
    ["--format=plain", "--no-owner", "--no-privileges", ...schema, "--dbname", storage.url],
    { env: { ...process.env, ...pgEnv(storage) }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = once(child, "close");
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const out = createWriteStream(target, { mode: 0o600 });
  const blank = blankCopyData();
  let rest = Buffer.alloc(0);
  /** @param {string} line */
  const write = async (line) => {
    const kept = blank(line);
    if (kept !== null && !out.write(`${kept}\n`)) await once(out, "drain");
  };
  for await (const chunk of child.stdout) {
    let buffer = Buffer.concat([rest, chunk]);
    let end;
    // Lines end with \n only: a \r inside a value stays where it is.
    while ((end = buffer.indexOf(10)) !== -1) {
      await write(buffer.subarray(0, end).toString("utf8"));
      buffer = buffer.subarray(end + 1);
    }
    rest = buffer;
  }
  if (rest.length) await write(rest.toString("utf8"));
  out.end();
  await finished(out);
  const [code] = await exited;
  if (code !== 0) throw new Error(`pg_dump endete mit ${code}: ${stderr}`);
}

/**
 * A filter over the lines of a plain pg_dump: in the data of a BLANKED table (`COPY t (cols) FROM
 * stdin;` up to `\.`, one row a line, columns separated by tabs, NULL written \N) those columns
 * become \N; the rows of an EMPTIED table are left out. Every other line passes unchanged.
 * @returns {(line: string) => string | null} the line to write, or null to leave it out
 */
export function blankCopyData() {
  /** @type {number[] | null} */
  let blanked = null;
  let emptied = false;
  let inCopy = false;
  /** @param {string} name */
  const unquote = (name) => name.replace(/^"(.*)"$/, "$1").replace(/""/g, '"');
  return (line) => {
    if (inCopy) {
      if (line === "\\.") {
        inCopy = false;
        return line;
      }
      if (emptied) return null;
      if (!blanked) return line;
      const fields = line.split("\t");
      for (const index of blanked) fields[index] = "\\N";
      return fields.join("\t");
    }
    const copy = /^COPY (.+) \((.*)\) FROM stdin;$/.exec(line);
    if (copy) {
      const [, name = "", columnList = ""] = copy;
      const table = unquote(name.split(".").pop() ?? "");
      const columns = columnList.split(", ").map(unquote);
      inCopy = true;
      emptied = EMPTIED.includes(table);
      const indexes = (BLANKED[table] ?? []).map((c) => columns.indexOf(c)).filter((i) => i >= 0);
      blanked = indexes.length ? indexes : null;
    }
    return line;
  };
}

/**
 * The archive's folder, made or tightened to 0700 (independent of the umask), so no other user lists
 * or opens what is in it. A shared folder with the sticky bit (/tmp) is left as it is: others work
 * there too. Returns whether the folder was left shared.
 * @param {string} folder
 */
function privateFolder(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { mode } = statSync(folder);
  if (mode & 0o1000) return true;
  if (mode & 0o077) chmodSync(folder, mode & 0o700);
  return false;
}

/**
 * tar's gzip output into `file`, readable by its owner only whatever the umask: written under a
 * temporary name in the same folder, made 0600 before the first byte, then renamed over `file`. A
 * failed run leaves neither a half archive nor an older file of that name changed.
 * @param {string} file
 * @param {string[]} tarArgs
 */
function writeArchive(file, tarArgs) {
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  const fd = openSync(partial, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
    const result = spawnSync("tar", ["-czf", "-", ...tarArgs], { stdio: ["ignore", fd, "pipe"] });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`tar endete mit ${result.status}: ${result.stderr}`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/**
 * Deletes the archives named like ARCHIVE_NAME in `folder` beyond the newest `keep` (by the time in
 * their names); any other file stays. Returns the names deleted.
 * @param {string} folder
 * @param {number} keep
 */
export function pruneBackups(folder, keep) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error("--keep erwartet eine Zahl ab 1");
  const archives = readdirSync(folder)
    .filter((name) => ARCHIVE_NAME.test(name) && statSync(join(folder, name)).isFile())
    .sort()
    .reverse();
  const old = archives.slice(keep);
  for (const name of old) rmSync(join(folder, name));
  return old;
}

/**
 * Writes one archive of the CMS's database and uploads to `out`; returns what it holds.
 * `emulatorState`: the Stripe emulator's state file to include when it exists (demo only).
 * `keep`: then only the newest `keep` archives named like ARCHIVE_NAME stay in its folder.
 * @param {{ cmsEnv: Env, out: string, emulatorState?: string, keep?: number }} options
 */
export async function backup({ cmsEnv, out, emulatorState, keep }) {
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
    throw new Error("--keep erwartet eine Zahl ab 1");
  }
  const storage = cmsStorage(cmsEnv);
  const bucket = bucketOf(cmsEnv);
  const staging = mkdtempSync(join(tmpdir(), "wundportal-backup-"));
  try {
    // The database first: a file uploaded meanwhile is kept without an entry (the hourly cleanup
    // removes it), rather than an entry without its file.
    await dumpDatabase(storage, join(staging, DUMP[storage.client]));
    const uploadsDir = bucket ? join(staging, "uploads") : storage.uploads;
    if (bucket) await downloadBucket(bucket, uploadsDir);
    const uploads = existsSync(uploadsDir) ? listFiles(uploadsDir) : [];
    const entries = [DUMP[storage.client]];
    if (emulatorState && existsSync(emulatorState)) {
      copyFileSync(emulatorState, join(staging, "stripe-emulator.json"));
      entries.push("stripe-emulator.json");
    }
    const manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: storage.client,
      uploads: uploads.length,
      uploadsFrom: bucket ? "s3" : "local",
    };
    writeFileSync(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = resolve(out);
    const sharedFolder = privateFolder(dirname(file));
    if (bucket) entries.push(BUCKET_TYPES);
    const uploadArgs = uploads.length ? ["-C", dirname(uploadsDir), "uploads"] : [];
    writeArchive(file, ["-C", staging, "manifest.json", ...entries, ...uploadArgs]);
    const pruned = keep ? pruneBackups(dirname(file), keep) : [];
    return { ...manifest, file, sharedFolder, pruned };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The bucket the CMS keeps its uploads in with `cmsEnv` (UPLOAD_PROVIDER=s3, the S3_* settings of
 * cms/config/plugins.ts), with a client from the CMS's own AWS SDK; null for the local folder.
 * @param {Env} cmsEnv
 * @returns {Bucket | null}
 */
function bucketOf(cmsEnv) {
  const env = { ...process.env, ...cmsEnv };
  if (env.UPLOAD_PROVIDER !== "s3") return null;
  const { S3_BUCKET: name, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // As the CMS refuses to start without them (cms/config/plugins.ts).
  if (!name || !accessKeyId || !secretAccessKey) {
    const missing = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter(
      (setting) => !env[setting],
    );
    throw new Error(`UPLOAD_PROVIDER=s3 braucht ${missing.join(", ")} (siehe README, Einstellungen).`);
  }
  /** @type {S3Sdk} */
  const { S3Client } = requireFromCms("@aws-sdk/client-s3");
  return {
    name,
    client: new S3Client({
      region: env.S3_REGION || "us-east-1",
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
      credentials: { accessKeyId, secretAccessKey },
    }),
  };
}

/**
 * Every object of the bucket into `dir`, under its key; their content types in `dir`/../BUCKET_TYPES.
 * @param {Bucket} bucket
 * @param {string} dir
 */
async function downloadBucket({ name, client }, dir) {
  /** @type {S3Sdk} */
  const { GetObjectCommand, ListObjectsV2Command } = requireFromCms("@aws-sdk/client-s3");
  /** @type {Record<string, string>} */
  const types = {};
  /** @type {string | undefined} */
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      // S3 lists every object with its key, and answers a GET with its body.
      if (Key === undefined) continue;
      const object = await client.send(new GetObjectCommand({ Bucket: name, Key }));
      if (!object.Body) throw new Error(`S3-Objekt ${Key} ohne Inhalt`);
      const target = join(dir, Key);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, await object.Body.transformToByteArray());
      if (object.ContentType) types[Key] = object.ContentType;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  writeFileSync(join(dirname(dir), BUCKET_TYPES), JSON.stringify(types));
}

/**
 * The files under `dir` into the bucket, each under its path as key; creates the bucket if missing.
 * @param {Bucket} bucket
 * @param {string} dir
 */
async function uploadBucket({ name, client }, dir) {
  /** @type {S3Sdk} */
  const { CreateBucketCommand, HeadBucketCommand, PutObjectCommand } = requireFromCms("@aws-sdk/client-s3");
  await client
    .send(new HeadBucketCommand({ Bucket: name }))
    .catch(() => client.send(new CreateBucketCommand({ Bucket: name })));
  if (!existsSync(dir)) return;
  // The web app and Strapi serve an object with the type it was stored with.
  const typesFile = join(dirname(dir), BUCKET_TYPES);
  /** @type {Record<string, string | undefined>} */
  const types = existsSync(typesFile) ? JSON.parse(readFileSync(typesFile, "utf8")) : {};
  for (const file of listFiles(dir)) {
    const key = file.split(sep).join("/");
    await client.send(
      new PutObjectCommand({
        Bucket: name,
        Key: key,
        Body: readFileSync(join(dir, file)),
        ContentType: types[key],
      }),
    );
  }
}

/**
 * The files under `dir` (not its folders), as paths relative to it.
 * @param {string} dir
 */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );
}

/** How tar's long listing marks an entry that is neither a file nor a folder, as the message names it. */
/** @type {Record<string, string | undefined>} */
const REFUSED_KINDS = {
  l: "einen symbolischen Verweis",
  h: "einen harten Verweis",
  c: "eine Gerätedatei",
  b: "eine Gerätedatei",
  p: "eine FIFO (benannte Pipe)",
  s: "einen Socket",
};

/**
 * Refuses an archive with any entry that is not a plain file or folder (a link would let Strapi serve
 * the file it points to from the uploads folder) or whose path leaves the target (absolute, `..`).
 * Asks the tar that extracts it (GNU tar's own reading of every header, long names and pax headers
 * included), before anything is written: each line of `tar -tv` begins with the entry's kind, and
 * with --quoting-style=c its name is the first string in double quotes, escapes (\n, \") kept.
 * @param {string} file
 */
function checkArchive(file) {
  const listing = exec("tar", ["--numeric-owner", "--quoting-style=c", "-tvzf", file]);
  for (const line of listing.split("\n")) {
    if (!line) continue;
    const name = /"((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
    if (name === undefined) throw new Error(`Unlesbarer Eintrag in der Sicherung: ${line}`);
    const kind = line.charAt(0);
    if (kind !== "-" && kind !== "d") {
      throw new Error(
        `Die Sicherung enthält ${REFUSED_KINDS[kind] ?? `einen Eintrag der Art „${kind}“`} „${name}“: eingespielt werden nur gewöhnliche Dateien und Ordner. Nichts wurde geschrieben.`,
      );
    }
    if (name.startsWith("/") || name.split("/").includes("..")) {
      throw new Error(
        `Die Sicherung enthält den Pfad „${name}“, der aus dem Zielordner hinausführt. Nichts wurde geschrieben.`,
      );
    }
  }
}

/**
 * @typedef {object} Manifest what an archive holds (manifest.json)
 * @property {string} format
 * @property {number} version
 * @property {string} createdAt
 * @property {Storage["client"]} database
 * @property {number} uploads how many files
 * @property {"s3" | "local"} uploadsFrom
 */

/**
 * @param {string} dir
 * @returns {Manifest}
 */
function readManifest(dir) {
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  } catch {
    throw new Error("Keine Sicherung des Wundportals (manifest.json fehlt oder ist unlesbar)");
  }
  if (manifest.format !== FORMAT || ![1, VERSION].includes(manifest.version)) {
    throw new Error(`Unbekanntes Sicherungsformat ${manifest.format} ${manifest.version}`);
  }
  return manifest;
}

/** @param {string} file */
async function sqliteIsEmpty(file) {
  if (!existsSync(file) || statSync(file).size === 0) return true;
  const Database = sqliteDriver();
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()?.n === 0;
  } finally {
    db.close();
  }
}

/** @param {Extract<Storage, { client: "postgres" }>} storage */
function postgresIsEmpty(storage) {
  const count = exec(
    pgTool("psql"),
    [
      "--no-psqlrc",
      "-tA",
      "-c",
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
      storage.url,
    ],
    { env: { ...pgEnv(storage), PGOPTIONS: `-c search_path=${storage.schema ?? "public"}` } },
  );
  return Number(count.trim()) === 0;
}

/**
 * Brings the CMS configured by `cmsEnv` to the archive's state. The database must be empty (a
 * fresh SQLite path or a fresh PostgreSQL database); the uploads are added to the uploads folder.
 * @param {{ cmsEnv: Env, file: string, emulatorState?: string }} options
 */
export async function restore({ cmsEnv, file, emulatorState }) {
  if (!existsSync(file)) throw new Error(`Sicherung ${file} nicht gefunden`);
  checkArchive(resolve(file));
  const storage = cmsStorage(cmsEnv);
  const staging = mkdtempSync(join(tmpdir(), "wundportal-restore-"));
  try {
    // Owners and modes from the archive are not taken over, also when run as root.
    exec("tar", ["-xzf", resolve(file), "-C", staging, "--no-same-owner", "--no-same-permissions"]);
    const manifest = readManifest(staging);
    if (manifest.database !== storage.client) {
      throw new Error(
        `Die Sicherung enthält eine ${manifest.database}-Datenbank, das CMS ist für ${storage.client} eingestellt (DATABASE_CLIENT)`,
      );
    }
    const dump = join(
      staging,
      manifest.version === 1 && storage.client === "postgres" ? PG_CUSTOM_DUMP : DUMP[storage.client],
    );
    if (storage.client === "sqlite") {
      if (!(await sqliteIsEmpty(storage.file))) {
        throw new Error(
          `Die Datenbank ${storage.file} ist nicht leer: eine Sicherung wird nur in eine neue Datenbank eingespielt`,
        );
      }
      mkdirSync(dirname(storage.file), { recursive: true });
      for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(storage.file + suffix, { force: true });
      // Copied beside the target, then renamed: a stopped restore leaves no half-written database.
      copyFileSync(dump, `${storage.file}.restoring`);
      renameSync(`${storage.file}.restoring`, storage.file);
    } else {
      if (!postgresIsEmpty(storage)) {
        throw new Error(
          "Die PostgreSQL-Datenbank ist nicht leer: eine Sicherung wird nur in eine neue Datenbank eingespielt",
        );
      }
      if (manifest.version === 1) {
        exec(
          pgTool("pg_restore"),
          [
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",
            "--dbname",
            storage.url,
            dump,
          ],
          { env: pgEnv(storage) },
        );
      } else {
        exec(
          pgTool("psql"),
          [
            "--no-psqlrc",
            "--quiet",
            "--single-transaction",
            "--set=ON_ERROR_STOP=1",
            "--output=/dev/null",
            "--file",
            dump,
            storage.url,
          ],
          { env: pgEnv(storage) },
        );
      }
    }
    const uploads = join(staging, "uploads");
    const bucket = bucketOf(cmsEnv);
    if (bucket) await uploadBucket(bucket, uploads);
    else if (existsSync(uploads)) cpSync(uploads, storage.uploads, { recursive: true });
    const state = join(staging, "stripe-emulator.json");
    if (emulatorState && existsSync(state) && !existsSync(emulatorState)) {
      mkdirSync(dirname(emulatorState), { recursive: true });
      copyFileSync(state, emulatorState);
    }
    return {
      ...manifest,
      target: storage.client === "sqlite" ? storage.file : "PostgreSQL",
      uploadsDir: bucket ? `Bucket ${bucket.name}` : storage.uploads,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
