// Backup and restore of the CMS: one tar.gz archive holding the database (a SQLite snapshot taken
// with VACUUM INTO while Strapi may keep running, or a pg_dump in PostgreSQL's custom format), the
// uploads (the local folder, or every object of the bucket with UPLOAD_PROVIDER=s3) and, for the
// demo, the Stripe emulator's state.
//
// A database copy rather than Strapi's `strapi export`: the export leaves out every admin:: type
// (admin accounts, the API token the web app reads with), and `strapi import` creates every entry
// anew with new ids, which breaks the ids the portal keeps outside relations (a contact request's
// listingId, statistics rows). A copy restores rows, ids and password hashes exactly.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { CMS } from "./paths.mjs";
import { findPostgresBin } from "./postgres.mjs";

const requireFromCms = createRequire(join(CMS, "package.json"));
const FORMAT = "wundportal-backup";
const VERSION = 1;
/** Beside `uploads/` when they came from a bucket: each object's content type by key. */
const BUCKET_TYPES = "bucket-types.json";
const DUMP = { sqlite: "database.sqlite", postgres: "database.pgdump" };

/**
 * The database and uploads folder the CMS uses with `cmsEnv`: Strapi's own compiled config files
 * (cms/dist/config) read with these settings, so a relative DATABASE_FILENAME or PUBLIC_DIR
 * resolves exactly as it does for the running CMS.
 */
export function cmsStorage(cmsEnv) {
  const { env } = requireFromCms("@strapi/utils");
  const saved = { ...process.env };
  Object.assign(process.env, cmsEnv);
  try {
    const load = (name) => {
      const mod = requireFromCms(join(CMS, "dist", "config", `${name}.js`));
      return (mod.default ?? mod)({ env });
    };
    const { connection } = load("database");
    const server = load("server");
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

function exec(cmd, args, { env } = {}) {
  const result = spawnSync(cmd, args, { encoding: "utf8", env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${cmd} ${args[0] ?? ""} endete mit ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** PostgreSQL's client programs: Debian's newest installed version, else whatever is on PATH. */
function pgTool(name) {
  const bin = findPostgresBin();
  return bin ? join(bin, name) : name;
}

/** libpq reads TLS from the environment; DATABASE_SSL asks for it as the CMS does. */
const pgEnv = (storage) => (storage.ssl ? { PGSSLMODE: process.env.PGSSLMODE ?? "require" } : {});

function dumpDatabase(storage, target) {
  if (storage.client === "sqlite") {
    if (!existsSync(storage.file)) throw new Error(`SQLite-Datenbank ${storage.file} fehlt`);
    const Database = requireFromCms("better-sqlite3");
    const db = new Database(storage.file, { readonly: true, fileMustExist: true });
    try {
      // A consistent snapshot while Strapi keeps writing (it waits for a running write to end).
      db.pragma("busy_timeout = 10000");
      db.prepare("VACUUM INTO ?").run(target);
    } finally {
      db.close();
    }
    return;
  }
  const schema = storage.schema && storage.schema !== "public" ? ["--schema", storage.schema] : [];
  exec(
    pgTool("pg_dump"),
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...schema,
      "--file",
      target,
      "--dbname",
      storage.url,
    ],
    { env: pgEnv(storage) },
  );
}

/**
 * Writes one archive of the CMS's database and uploads to `out`; returns what it holds.
 * `emulatorState`: the Stripe emulator's state file to include when it exists (demo only).
 */
export async function backup({ cmsEnv, out, emulatorState }) {
  const storage = cmsStorage(cmsEnv);
  const bucket = bucketOf(cmsEnv);
  const staging = mkdtempSync(join(tmpdir(), "wundportal-backup-"));
  try {
    // The database first: a file uploaded meanwhile is kept without an entry (the hourly cleanup
    // removes it), rather than an entry without its file.
    dumpDatabase(storage, join(staging, DUMP[storage.client]));
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
    mkdirSync(dirname(resolve(out)), { recursive: true });
    if (bucket) entries.push(BUCKET_TYPES);
    const uploadArgs = uploads.length ? ["-C", dirname(uploadsDir), "uploads"] : [];
    exec("tar", ["-czf", resolve(out), "-C", staging, "manifest.json", ...entries, ...uploadArgs]);
    return { ...manifest, file: resolve(out) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The bucket the CMS keeps its uploads in with `cmsEnv` (UPLOAD_PROVIDER=s3, the S3_* settings of
 * cms/config/plugins.ts), with a client from the CMS's own AWS SDK; null for the local folder.
 */
function bucketOf(cmsEnv) {
  const env = { ...process.env, ...cmsEnv };
  if (env.UPLOAD_PROVIDER !== "s3") return null;
  const { S3Client } = requireFromCms("@aws-sdk/client-s3");
  return {
    name: env.S3_BUCKET,
    client: new S3Client({
      region: env.S3_REGION || "us-east-1",
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    }),
  };
}

/** Every object of the bucket into `dir`, under its key; their content types in `dir`/../BUCKET_TYPES. */
async function downloadBucket({ name, client }, dir) {
  const { GetObjectCommand, ListObjectsV2Command } = requireFromCms("@aws-sdk/client-s3");
  const types = {};
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      const object = await client.send(new GetObjectCommand({ Bucket: name, Key }));
      const target = join(dir, Key);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, await object.Body.transformToByteArray());
      if (object.ContentType) types[Key] = object.ContentType;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  writeFileSync(join(dirname(dir), BUCKET_TYPES), JSON.stringify(types));
}

/** The files under `dir` into the bucket, each under its path as key; creates the bucket if missing. */
async function uploadBucket({ name, client }, dir) {
  const { CreateBucketCommand, HeadBucketCommand, PutObjectCommand } = requireFromCms("@aws-sdk/client-s3");
  await client
    .send(new HeadBucketCommand({ Bucket: name }))
    .catch(() => client.send(new CreateBucketCommand({ Bucket: name })));
  if (!existsSync(dir)) return;
  // The web app and Strapi serve an object with the type it was stored with.
  const typesFile = join(dirname(dir), BUCKET_TYPES);
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

function listFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((name) => statSync(join(dir, name)).isFile());
}

function readManifest(dir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  } catch {
    throw new Error("Keine Sicherung des Wundportals (manifest.json fehlt oder ist unlesbar)");
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new Error(`Unbekanntes Sicherungsformat ${manifest.format} ${manifest.version}`);
  }
  return manifest;
}

async function sqliteIsEmpty(file) {
  if (!existsSync(file) || statSync(file).size === 0) return true;
  const Database = requireFromCms("better-sqlite3");
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n === 0;
  } finally {
    db.close();
  }
}

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
 */
export async function restore({ cmsEnv, file, emulatorState }) {
  if (!existsSync(file)) throw new Error(`Sicherung ${file} nicht gefunden`);
  const storage = cmsStorage(cmsEnv);
  const staging = mkdtempSync(join(tmpdir(), "wundportal-restore-"));
  try {
    exec("tar", ["-xzf", resolve(file), "-C", staging]);
    const manifest = readManifest(staging);
    if (manifest.database !== storage.client) {
      throw new Error(
        `Die Sicherung enthält eine ${manifest.database}-Datenbank, das CMS ist für ${storage.client} eingestellt (DATABASE_CLIENT)`,
      );
    }
    const dump = join(staging, DUMP[storage.client]);
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
