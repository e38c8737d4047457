import { generateKeyPairSync, randomBytes } from "crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import {
  DEMO_ENV_MARKER,
  DEMO_PASSWORDS,
  checkCms,
  checkWeb,
  demoEnvFiles,
  demoValues,
  formatProblems,
  startupProblems,
  type Settings,
} from "./preflight";

const secret = () => randomBytes(32).toString("base64url");
const dir = mkdtempSync(join(tmpdir(), "preflight-"));
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

/** A complete production environment of both processes, as docs/production.md lists it. */
const production = (): Settings => ({
  SITE_URL: "https://wundportal.de",
  NEXTAUTH_URL: "https://wundportal.de",
  NEXTAUTH_SECRET: secret(),
  CMS_READ_TOKEN: secret(),
  REVALIDATE_SECRET: secret(),
  METRICS_TOKEN: secret(),
  TRUSTED_PROXY_ADDRESSES: "127.0.0.1,::1,10.0.0.0/8",
  TRUSTED_PROXY_HOPS: "1",
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  WEB_REVALIDATE_URL: "http://127.0.0.1:3000/api/revalidate",
  SMTP_HOST: "smtp.example.net",
  SMTP_PORT: "587",
  SMTP_USER: "portal",
  SMTP_PASS: "ein-langes-passwort",
  DKIM_DOMAIN: "wundportal.de",
  DKIM_SELECTOR: "mail",
  DKIM_PRIVATE_KEY: PEM,
  STRIPE_SECRET_KEY: `sk_live_${secret()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
  DATABASE_CLIENT: "postgres",
  DATABASE_URL: "postgres://portal:geheim@db.internal:5432/wundportal",
  PUBLIC_DIR: join(dir, "public"),
});

/** A file where a folder is expected: the upload folder beneath it cannot be made (also as root). */
const notAFolder = join(dir, "a-file");
writeFileSync(notAFolder, "");

/** The demo's generated .env file of the web app, as npm start writes it. */
const demoRoot = mkdtempSync(join(tmpdir(), "preflight-demo-"));
const demoSecret = secret();
const demoKey = secret();
writeFileSync(
  join(demoRoot, ".env"),
  `# Web app settings, ${DEMO_ENV_MARKER} (see README). Not committed.\nNEXTAUTH_SECRET=${demoSecret}\nAPP_KEYS=${secret()},${demoKey}\n`,
);
const options = { cmsDir: dir, demoValues: demoValues(demoEnvFiles(demoRoot)) };

const both = (env: Settings) => [...checkWeb(env, options), ...checkCms(env, options)];

describe("the production preflight", () => {
  it("passes a complete production environment for both processes", () => {
    expect(both(production())).toEqual([]);
  });

  // One case per refusal: the change to the complete environment, the setting that fixes it.
  const refusals: [string, Settings, string][] = [
    ["a missing secret", { NEXTAUTH_SECRET: undefined }, "NEXTAUTH_SECRET"],
    ["a short secret", { JWT_SECRET: "kurz-und-schlecht" }, "JWT_SECRET"],
    ["a secret from the demo's .env file", { NEXTAUTH_SECRET: demoSecret }, "NEXTAUTH_SECRET"],
    ["Strapi's app keys missing", { APP_KEYS: "" }, "APP_KEYS"],
    ["one of Strapi's app keys too short", { APP_KEYS: `${secret()},abc` }, "APP_KEYS"],
    ["the salt of API tokens missing", { API_TOKEN_SALT: undefined }, "API_TOKEN_SALT"],
    ["the admin's JWT secret missing", { ADMIN_JWT_SECRET: undefined }, "ADMIN_JWT_SECRET"],
    ["the transfer salt missing", { TRANSFER_TOKEN_SALT: undefined }, "TRANSFER_TOKEN_SALT"],
    ["the encryption key missing", { ENCRYPTION_KEY: undefined }, "ENCRYPTION_KEY"],
    ["the read token missing", { CMS_READ_TOKEN: undefined }, "CMS_READ_TOKEN"],
    ["the revalidation secret missing", { REVALIDATE_SECRET: undefined }, "REVALIDATE_SECRET"],
    ["the demo admin's password", { ADMIN_PASSWORD: "Demo-Admin-2026!" }, "ADMIN_PASSWORD"],
    ["no SMTP server", { SMTP_HOST: undefined }, "SMTP_HOST"],
    [
      "maildev's port",
      { SMTP_HOST: "127.0.0.1", SMTP_PORT: "1025", SMTP_USER: undefined, SMTP_PASS: undefined },
      "SMTP_PORT",
    ],
    ["maildev's port written otherwise", { SMTP_PORT: "01025" }, "SMTP_PORT"],
    ["a Strapi app key from the demo's .env file", { APP_KEYS: `${secret()},${demoKey}` }, "APP_KEYS"],
    ["no SMTP port (maildev's by default)", { SMTP_PORT: undefined }, "SMTP_PORT"],
    [
      "a remote relay without login, so without TLS",
      { SMTP_USER: undefined, SMTP_PASS: undefined },
      "SMTP_USER",
    ],
    ["an SMTP login without its password", { SMTP_PASS: undefined }, "SMTP_PASS"],
    ["DKIM incomplete", { DKIM_SELECTOR: undefined }, "DKIM_SELECTOR"],
    [
      "the DKIM key file unreadable",
      { DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: join(dir, "kein-schluessel.pem") },
      "DKIM_PRIVATE_KEY_FILE",
    ],
    ["the DKIM key not a key", { DKIM_PRIVATE_KEY: "kein Schlüssel" }, "DKIM_PRIVATE_KEY"],
    ["the Stripe emulator", { STRIPE_API_BASE: "http://127.0.0.1:12111" }, "STRIPE_API_BASE"],
    ["no Stripe key", { STRIPE_SECRET_KEY: undefined }, "STRIPE_SECRET_KEY"],
    ["a Stripe test key", { STRIPE_SECRET_KEY: `sk_test_${secret()}` }, "STRIPE_SECRET_KEY"],
    ["no Stripe webhook secret", { STRIPE_WEBHOOK_SECRET: undefined }, "STRIPE_WEBHOOK_SECRET"],
    ["an http:// SITE_URL", { SITE_URL: "http://wundportal.de" }, "SITE_URL"],
    ["no SITE_URL", { SITE_URL: undefined }, "SITE_URL"],
    ["an http:// NEXTAUTH_URL", { NEXTAUTH_URL: "http://wundportal.de" }, "NEXTAUTH_URL"],
    ["SQLite without the opt-in", { DATABASE_CLIENT: "sqlite" }, "DATABASE_CLIENT"],
    ["no database client (SQLite by default)", { DATABASE_CLIENT: undefined }, "DATABASE_CLIENT"],
    ["PostgreSQL without its address", { DATABASE_URL: undefined }, "DATABASE_URL"],
    ["no metrics token", { METRICS_TOKEN: undefined }, "METRICS_TOKEN"],
    ["a short metrics token", { METRICS_TOKEN: "0123456789" }, "METRICS_TOKEN"],
    ["an upload folder that cannot be written", { PUBLIC_DIR: join(notAFolder, "public") }, "PUBLIC_DIR"],
    [
      "S3 without its key",
      {
        UPLOAD_PROVIDER: "s3",
        S3_BUCKET: "uploads",
        S3_ACCESS_KEY_ID: "AKIA",
        S3_SECRET_ACCESS_KEY: undefined,
      },
      "S3_SECRET_ACCESS_KEY",
    ],
    ["the webhook address missing", { WEB_REVALIDATE_URL: undefined }, "WEB_REVALIDATE_URL"],
    ["a malformed proxy list", { TRUSTED_PROXY_ADDRESSES: "127.0.0.1,nginx" }, "TRUSTED_PROXY_ADDRESSES"],
    ["the demo marker", { WUNDPORTAL_MODE: "demo" }, "WUNDPORTAL_MODE"],
  ];

  it.each(refusals)("refuses %s (%j), naming %s in German", (_, change, setting) => {
    const problems = both({ ...production(), ...change });
    expect(problems.map((found) => found.setting)).toContain(setting);
    for (const found of problems) expect(found.message).toContain(found.setting);
    expect(formatProblems("CMS", problems)).toMatch(/verhinder(t|n) den Produktionsstart/);
  });

  it("reports every problem at once, not only the first", () => {
    const problems = both({
      ...production(),
      SITE_URL: "http://x.de",
      METRICS_TOKEN: undefined,
      STRIPE_API_BASE: "http://127.0.0.1:1",
    });
    expect(new Set(problems.map((found) => found.setting))).toEqual(
      new Set(["SITE_URL", "METRICS_TOKEN", "STRIPE_API_BASE"]),
    );
  });

  it("names only a process's own settings", () => {
    const web = checkWeb(
      { ...production(), STRIPE_API_BASE: "http://127.0.0.1:1", DATABASE_CLIENT: "sqlite" },
      options,
    );
    expect(web).toEqual([]);
    const cms = checkCms({ ...production(), NEXTAUTH_SECRET: undefined }, options);
    expect(cms).toEqual([]);
  });

  it("accepts Stripe's test mode and SQLite only when asked explicitly", () => {
    const env = { ...production(), STRIPE_SECRET_KEY: `sk_test_${secret()}`, DATABASE_CLIENT: "sqlite" };
    expect(
      checkCms({ ...env, ALLOW_STRIPE_TEST_MODE: "1", ALLOW_SQLITE_IN_PRODUCTION: "1" }, options),
    ).toEqual([]);
  });
});

describe("the check each process runs at start", () => {
  it("runs in full without the demo marker", () => {
    expect(startupProblems("web", {}).map((found) => found.setting)).toContain("NEXTAUTH_SECRET");
  });

  it("lets a local stack run under the demo marker while its addresses are loopback", () => {
    const local = {
      WUNDPORTAL_MODE: "demo",
      SITE_URL: "http://127.0.0.1:3000",
      NEXTAUTH_URL: "http://localhost:3000",
    };
    expect(startupProblems("web", local)).toEqual([]);
    expect(startupProblems("cms", local)).toEqual([]);
  });

  it("refuses the demo marker on a public portal", () => {
    const forged = { ...production(), WUNDPORTAL_MODE: "demo" };
    expect(startupProblems("web", forged).map((found) => found.setting)).toEqual([
      "SITE_URL",
      "NEXTAUTH_URL",
    ]);
    expect(
      startupProblems("cms", { ...forged, PUBLIC_URL: "https://cms.wundportal.de" }).map(
        (found) => found.setting,
      ),
    ).toEqual(["SITE_URL", "PUBLIC_URL"]);
  });

  it("treats any other marker value as production", () => {
    const problems = startupProblems("web", { ...production(), WUNDPORTAL_MODE: "test" }, options);
    expect(problems.map((found) => found.setting)).toEqual(["WUNDPORTAL_MODE"]);
  });
});

describe("the demo's values", () => {
  const envFiles = readFileSync(join(__dirname, "..", "..", "..", "scripts", "lib", "env-files.mjs"), "utf8");

  it("are recognised in both .env files npm start writes", () => {
    expect(envFiles.split(DEMO_ENV_MARKER)).toHaveLength(3);
  });

  it("include the demo admin's password", () => {
    const password = /password: "([^"]+)"/.exec(envFiles)?.[1];
    expect(DEMO_PASSWORDS).toContain(password);
  });

  it("come only from files npm start generated, not from an operator's own .env", () => {
    const own = mkdtempSync(join(tmpdir(), "preflight-own-"));
    writeFileSync(join(own, ".env"), `NEXTAUTH_SECRET=${secret()}\n`);
    expect(demoValues(demoEnvFiles(own)).size).toBe(0);
  });
});
