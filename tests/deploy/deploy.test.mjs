// The deployment of deploy/ tried (docs/deployment.md): systemd checks the units, nginx checks its
// configuration, and then runs it in front of the PostgreSQL test stack (scripts/test.mjs --pg): a
// web instance with production settings (https SITE_URL, trusting the proxy on loopback) on the
// stack's CMS, Redis and S3 stand-in, reached only through nginx over TLS. Through it a user signs
// in and gets the signed-in page with the app's security headers once each; forged forwarded
// headers are replaced; a body over the upload limit is refused; http goes to https.
//
// The web instance is started here, not the whole stack: the CMS (on maildev and the Stripe
// emulator) is the test stack's. It keeps the test stack's marker (WUNDPORTAL_MODE=demo): its
// https SITE_URL names localhost, which the full production check refuses by design (and the
// CMS's would refuse the stack's maildev and emulator); each refusal of the preflight has its own
// test (packages/rules/src/preflight.test.ts, tests/cms/production-start.test.mjs).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { after, before, describe, it } from "node:test";
import { NGINX, SYSTEMD, ensureDebianPackages } from "../../scripts/lib/debian.mjs";
import {
  NGINX_HOST,
  nginxMain,
  nginxTest,
  nginxInFront,
  renderedNginx,
  runProgram,
} from "../../scripts/lib/nginx.mjs";
import { BIN, ROOT } from "../../scripts/lib/paths.mjs";
import { freePort, waitFor } from "../../scripts/lib/processes.mjs";
import { confirmedUser, unique } from "../cms/support.mjs";

const UNITS = join(ROOT, "deploy", "systemd");
const HOST = NGINX_HOST;
/** The largest request the upload route takes (app/api/uploads/route.ts): the largest file plus framing. */
const UPLOAD_LIMIT =
  Math.max(
    ...Object.values(JSON.parse(readFileSync(join(ROOT, "lib", "uploads.json"), "utf8")).families).map(
      (family) => family.maxBytes,
    ),
  ) +
  64 * 1024;

const dir = mkdtempSync(join(tmpdir(), "wundportal-deploy-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The units as installed, with the checkout's path for /srv/wundportal (so their programs exist). */
function installedUnits(into, edit = (text) => text) {
  mkdirSync(into, { recursive: true });
  return readdirSync(UNITS).map((name) => {
    const text = readFileSync(join(UNITS, name), "utf8").replaceAll("/srv/wundportal", ROOT);
    writeFileSync(join(into, name), edit(text, name));
    return join(into, name);
  });
}

/** `systemd-analyze verify`: passes only when it exits 0 and has nothing to say (unknown keys are warnings). */
function verifyUnits(files) {
  const { status, output } = runProgram("systemd-analyze", ["verify", "--man=no", ...files]);
  return { ok: status === 0 && output === "", output };
}

/**
 * One request to nginx over TLS on `port`, trusting only `ca` (the test's certificate). `announce`
 * sends only the headers of a body of that many bytes (nginx and the upload route answer before
 * reading it). The answer's body as bytes and as text; every header as often as it came (`all`).
 */
function sendTls({ port, ca }, path, { method = "GET", headers = {}, body, announce } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        servername: HOST,
        ca,
        agent: false,
        method,
        path,
        headers: {
          host: `${HOST}:${port}`,
          ...headers,
          ...(announce === undefined ? {} : { "content-length": String(announce) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve(answerOf(res, Buffer.concat(chunks))));
        res.on("error", reject);
        if (announce !== undefined) {
          resolve(answerOf(res, Buffer.alloc(0)));
          req.destroy();
        }
      },
    );
    req.on("error", reject);
    if (announce !== undefined) req.flushHeaders();
    else req.end(body);
  });
}

function answerOf(res, bytes) {
  const all = new Map();
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i].toLowerCase();
    all.set(name, [...(all.get(name) ?? []), res.rawHeaders[i + 1]]);
  }
  return { status: res.statusCode, headers: res.headers, all, body: bytes, text: bytes.toString() };
}

describe("deployment: systemd units", () => {
  before(() => ensureDebianPackages([SYSTEMD]));

  it("pass systemd-analyze verify, and a misspelt option or a missing program fails it", () => {
    const shipped = verifyUnits(installedUnits(join(dir, "units")));
    assert.ok(shipped.ok, shipped.output);

    // A typo in a hardening option would silently drop it: systemd only warns.
    const typo = verifyUnits(
      installedUnits(join(dir, "typo"), (text) =>
        text.replace("ProtectSystem=strict", "ProtectSytem=strict"),
      ),
    );
    assert.ok(!typo.ok);
    assert.match(typo.output, /Unknown key 'ProtectSytem'/);
    const missing = verifyUnits(
      installedUnits(join(dir, "missing"), (text) => text.replaceAll("/usr/bin/npm", "/usr/bin/npm-fehlt")),
    );
    assert.ok(!missing.ok);
    assert.match(missing.output, /npm-fehlt is not executable/);
  });

  it("keep their hardening (systemd-analyze security below 2.5 of 10)", () => {
    const services = installedUnits(join(dir, "security")).filter((file) => file.endsWith(".service"));
    const args = ["security", "--offline=true", "--threshold=25", ...services];
    const shipped = runProgram("systemd-analyze", args);
    assert.equal(shipped.status, 0, shipped.output);

    const bare = installedUnits(join(dir, "bare"), (text) =>
      text.replace(/^(?:Protect|Private|Restrict|SystemCall|Capability|NoNewPriv)\w*=.*$/gm, ""),
    ).filter((file) => file.endsWith(".service"));
    assert.notEqual(
      runProgram("systemd-analyze", ["security", "--offline=true", "--threshold=25", ...bare]).status,
      0,
    );
  });
});

describe("deployment: nginx compresses", { concurrency: false }, () => {
  // An upstream that answers every request with the same page, uncompressed, and notes what it was asked with.
  const PAGE = `<!DOCTYPE html><html lang="de"><body>${"<p>Wundversorgung in Hamburg</p>".repeat(200)}</body></html>`;
  const asked = [];
  let upstream;
  let nginx;
  let port;
  let ca;

  before(async () => {
    await ensureDebianPackages([NGINX]);
    upstream = createServer((req, res) => {
      asked.push(req.headers["accept-encoding"] ?? null);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    });
    await new Promise((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const front = await nginxInFront(join(dir, "gzip"), upstream.address().port);
    ({ nginx, https: port } = front);
    ca = readFileSync(front.cert);
    await waitFor(async () => (await fetchPage({})).status === 200, { timeoutMs: 30_000, what: "nginx" });
    asked.length = 0;
  });

  after(() => {
    if (nginx?.exitCode === null) nginx.kill("SIGTERM");
    upstream?.close();
  });

  const fetchPage = (headers, path = "/") => sendTls({ port, ca }, path, { headers });

  it("compresses a page for a browser that takes gzip, and asks the web app for it uncompressed", async () => {
    const page = await fetchPage({ "accept-encoding": "gzip, deflate, br, zstd" });
    assert.equal(page.status, 200);
    assert.equal(page.headers["content-encoding"], "gzip");
    assert.match(page.headers.vary ?? "", /Accept-Encoding/);
    assert.equal(gunzipSync(page.body).toString(), PAGE);
    assert.ok(page.body.byteLength < PAGE.length / 10, `${page.body.byteLength} Bytes`);

    const plain = await fetchPage({});
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.body.toString(), PAGE);
    // The web app never compresses: it is asked without Accept-Encoding either way.
    assert.deepEqual(asked, [null, null]);
  });

  it("sends Next's build files from disk, compressed once by the build, without asking the web app", async () => {
    const chunks = join(ROOT, ".next", "static", "chunks");
    const name = readdirSync(chunks).find((file) => file.endsWith(".js"));
    assert.ok(name, "npm run build hat .next/static geschrieben");
    const file = readFileSync(join(chunks, name));
    asked.length = 0;

    const gzipped = await fetchPage(
      { "accept-encoding": "gzip, deflate, br, zstd" },
      `/_next/static/chunks/${name}`,
    );
    assert.equal(gzipped.status, 200);
    assert.equal(gzipped.headers["content-encoding"], "gzip");
    // The build's .gz, at the highest level: exactly its bytes.
    assert.ok(gzipped.body.equals(readFileSync(join(chunks, `${name}.gz`))));
    assert.ok(gunzipSync(gzipped.body).equals(file));
    assert.equal(gzipped.headers["content-type"], "application/javascript; charset=utf-8");
    assert.equal(gzipped.headers["cache-control"], "public, max-age=31536000, immutable");
    assert.equal(gzipped.headers["x-content-type-options"], "nosniff");
    assert.equal(gzipped.headers["strict-transport-security"], "max-age=63072000; includeSubDomains");

    const plain = await fetchPage({}, `/_next/static/chunks/${name}`);
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.ok(plain.body.equals(file));
    assert.equal((await fetchPage({}, "/_next/static/chunks/fehlt.js")).status, 404);
    assert.deepEqual(asked, []);
  });
});

describe("deployment: nginx in front of the stack", { concurrency: false }, () => {
  const ports = {};
  /** nginx in front of the web instance, its ports and certificate (nginxInFront). */
  let front;
  let web;
  let ca;
  /** The portal's origin as a browser sees it. */
  let origin;

  before(async () => {
    await ensureDebianPackages([NGINX]);
    if (!process.env.WEB_A_START)
      throw new Error("WEB_A_START fehlt: npm run test:pg startet den Stack, hinter den nginx kommt");
    ports.web = await freePort();
    // nginx first (it answers 502 until the web instance is up): the web instance needs its origin.
    front = await nginxInFront(join(dir, "front"), ports.web);
    Object.assign(ports, { https: front.https, http: front.http });
    origin = `https://${HOST}:${ports.https}`;
    ca = readFileSync(front.cert);

    // A web instance as production runs it: https SITE_URL (Secure session cookie, HSTS), trusting
    // forwarded headers from one proxy on loopback, a secret of its own; the stack's CMS, Redis
    // and bucket (WEB_A_START's settings).
    const { env } = JSON.parse(process.env.WEB_A_START);
    web = spawn(BIN.next, ["start", "-p", String(ports.web), "-H", "127.0.0.1"], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        SITE_URL: origin,
        NEXTAUTH_URL: origin,
        NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
        TRUSTED_PROXY_HOPS: "1",
        TRUSTED_PROXY_ADDRESSES: "127.0.0.1,::1",
      },
      detached: true,
      stdio: "ignore",
    });
    await waitFor(async () => (await get("/robots.txt")).status === 200, {
      timeoutMs: 120_000,
      service: web,
      what: "Web-Instanz hinter nginx",
    });
  });

  after(() => {
    if (front?.nginx.exitCode === null) front.nginx.kill("SIGTERM");
    if (web?.exitCode === null) process.kill(-web.pid, "SIGTERM");
  });

  const send = (path, options) => sendTls({ port: ports.https, ca }, path, options);
  const get = (path, headers) => send(path, { headers });
  const cookiesOf = (response) =>
    new Map((response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0].split(/=(.*)/s)));
  const cookieHeader = (cookies) => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  /** Signs in through nginx as a browser on the portal's page does (with its Origin); error code (null when signed in) and cookies. */
  async function signIn(email, password, headers = {}) {
    const csrf = await get("/api/auth/csrf", headers);
    const cookies = cookiesOf(csrf);
    const response = await send("/api/auth/callback/credentials", {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/x-www-form-urlencoded",
        origin,
        cookie: cookieHeader(cookies),
      },
      body: new URLSearchParams({
        csrfToken: JSON.parse(csrf.text).csrfToken,
        email,
        password,
        json: "true",
      }).toString(),
    });
    for (const [k, v] of cookiesOf(response)) cookies.set(k, v);
    const location = response.headers.location ?? JSON.parse(response.text).url;
    return { error: new URL(location, origin).searchParams.get("error"), cookies };
  }

  it("signs in over https and serves the signed-in page, the app's security headers once each", async () => {
    const user = await confirmedUser({ prefix: "proxy" });
    const { error, cookies } = await signIn(user.email, user.password);
    assert.equal(error, null);
    // https SITE_URL: the session cookie carries the __Secure- prefix.
    assert.ok(cookies.has("__Secure-next-auth.session-token"), [...cookies.keys()].join(", "));

    const page = await get("/admin/benutzerkonto", { cookie: cookieHeader(cookies) });
    assert.equal(page.status, 200);
    assert.match(page.text, /<h1[^>]*>Benutzerkonto<\/h1>/);
    assert.ok(page.text.includes(user.email));
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
    ])
      assert.equal(page.all.get(name)?.length, 1, `${name}: ${JSON.stringify(page.all.get(name))}`);
    assert.match(page.headers["content-security-policy"], /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    assert.equal(page.headers["strict-transport-security"], "max-age=63072000; includeSubDomains");
    assert.equal(page.headers.server, "nginx");

    // HSTS on every answer, not only on pages.
    const robots = await get("/robots.txt");
    assert.deepEqual(robots.all.get("strict-transport-security"), ["max-age=63072000; includeSubDomains"]);
  });

  it("replaces a forged X-Forwarded-For: failed sign-ins still count for the client's real address", async () => {
    // RATE_LIMIT_SIGNIN_PER_ACCOUNT: 5 failures per account and address. Each attempt claims another
    // address; passed on, each would start a fresh count.
    const email = `proxy-angriff${unique()}@example.org`;
    const errors = [];
    for (let i = 1; i <= 7; i++)
      errors.push((await signIn(email, "falsch-falsch", { "x-forwarded-for": `203.0.113.${i}` })).error);
    assert.deepEqual(errors.slice(0, 5), Array(5).fill("CredentialsSignin"));
    assert.deepEqual(errors.slice(5), ["RATE_LIMITED:15", "RATE_LIMITED:15"]);
  });

  it("replaces a forged X-Forwarded-Host and answers no foreign Host: a foreign page's write is refused", async () => {
    const foreign = { origin: "https://angreifer.example", "x-forwarded-host": "angreifer.example" };
    const refused = await send("/", { method: "POST", headers: foreign, body: "" });
    assert.equal(refused.status, 403);
    assert.equal(refused.text, "Anfrage von einer fremden Seite abgelehnt");
    // The portal's own pages may write.
    const own = await send("/", { method: "POST", headers: { origin }, body: "" });
    assert.notEqual(own.status, 403);
    // A request for another host never reaches the app (nginx closes the connection).
    await assert.rejects(
      send("/", { method: "POST", headers: { ...foreign, host: "angreifer.example" }, body: "" }),
      /socket hang up|ECONNRESET/,
    );
  });

  it("refuses a body over the upload limit itself (413) and passes one at the limit to the app", async () => {
    const headers = { "content-type": "multipart/form-data; boundary=x" };
    const over = await send("/api/uploads?kind=media", {
      method: "POST",
      headers,
      announce: UPLOAD_LIMIT + 1,
    });
    assert.equal(over.status, 413);
    assert.equal(over.headers.server, "nginx");
    // At the limit the upload route answers, before a byte of the body (no session: 401, its JSON).
    const at = await send("/api/uploads?kind=media", { method: "POST", headers, announce: UPLOAD_LIMIT });
    assert.equal(at.status, 401);
    assert.match(at.headers["content-type"], /application\/json/);
  });

  it("redirects http to https, path and query kept", async () => {
    const response = await new Promise((resolve, reject) => {
      httpRequest(
        {
          host: "127.0.0.1",
          port: ports.http,
          path: "/veranstaltungen?stadt=Leipzig",
          headers: { host: HOST },
          agent: false,
        },
        resolve,
      )
        .on("error", reject)
        .end();
    });
    response.resume();
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, `https://${HOST}/veranstaltungen?stadt=Leipzig`);
  });

  it("nginx -t refuses a broken configuration", () => {
    const prefix = join(dir, "broken");
    const site = renderedNginx({ ...ports, upstream: ports.web, cert: front.cert, key: front.key }, (text) =>
      text.replace("client_max_body_size 102464k;", "client_max_body_size 100 MB;"),
    );
    const checked = nginxTest(nginxMain(prefix, site), prefix);
    assert.notEqual(checked.status, 0);
    assert.match(checked.output, /client_max_body_size/);
  });
});
