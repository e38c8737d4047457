// @ts-check
// Debian's nginx running the deployed site configuration (deploy/nginx/wundportal.conf) on this
// machine: with free ports, a self-signed certificate for `localhost` and the checkout's build files,
// everything nginx writes inside one directory. The deployment test (tests/deploy/) checks the
// configuration through it; `npm run bench -- --nginx` measures pages through it as browsers get them.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./paths.mjs";
import { freePort } from "./processes.mjs";

const NGINX_CONF = join(ROOT, "deploy", "nginx", "wundportal.conf");
/** The host name the rendered configuration serves (and its certificate names). */
export const NGINX_HOST = "localhost";

/**
 * Runs a program to its end; its status and everything it printed.
 * @param {string} cmd
 * @param {string[]} args
 */
export function runProgram(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

/**
 * deploy/nginx/wundportal.conf with these ports, the host name, certificate and upstream.
 * @param {{ https: number, http: number, upstream: number, cert: string, key: string }} where
 * @param {(text: string) => string} [edit]
 */
export function renderedNginx({ https, http, upstream, cert, key }, edit = (text) => text) {
  const text = readFileSync(NGINX_CONF, "utf8")
    .replace(/listen 443\b/g, `listen 127.0.0.1:${https}`)
    .replace(/listen \[::\]:443\b/g, `listen [::1]:${https}`)
    .replace(/listen 80\b/g, `listen 127.0.0.1:${http}`)
    .replace(/listen \[::\]:80\b/g, `listen [::1]:${http}`)
    .replaceAll("portal.example.org", NGINX_HOST)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${upstream};`)
    .replace("alias /srv/wundportal/.next/static/;", `alias ${join(ROOT, ".next", "static")}/;`);
  return edit(text);
}

/**
 * A main nginx.conf around the site configuration, everything nginx writes inside `prefix`.
 * `workers`: 1 for the tests; "auto" (one per core, Debian's default) to measure.
 * @param {string} prefix
 * @param {string} site
 * @param {{ workers?: number | "auto", accessLog?: boolean }} [options]
 */
export function nginxMain(prefix, site, { workers = 1, accessLog = true } = {}) {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(join(prefix, sub), { recursive: true });
  writeFileSync(join(prefix, "wundportal.conf"), site);
  const main = join(prefix, "nginx.conf");
  writeFileSync(
    main,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${workers};
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")};
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${accessLog ? join(prefix, "access.log") : "off"};
  client_body_temp_path ${join(prefix, "body")};
  proxy_temp_path ${join(prefix, "proxy")};
  fastcgi_temp_path ${join(prefix, "fastcgi")};
  uwsgi_temp_path ${join(prefix, "uwsgi")};
  scgi_temp_path ${join(prefix, "scgi")};
  include ${join(prefix, "wundportal.conf")};
}
`,
  );
  return main;
}

/**
 * A self-signed certificate for NGINX_HOST in `into`.
 * @param {string} into
 */
function selfSignedCertificate(into) {
  const cert = join(into, "cert.pem");
  const key = join(into, "key.pem");
  const made = runProgram("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${NGINX_HOST}`,
    "-addext",
    `subjectAltName=DNS:${NGINX_HOST}`,
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.output}`);
  return { cert, key };
}

/**
 * `nginx -t` on a main configuration.
 * @param {string} main
 * @param {string} prefix
 */
export const nginxTest = (main, prefix) =>
  runProgram("nginx", ["-t", "-q", "-p", prefix, "-e", join(prefix, "error.log"), "-c", main]);

/**
 * Checks the site configuration with `nginx -t` and starts nginx on it, everything it writes in `prefix`.
 * @param {string} prefix
 * @param {string} site
 * @param {Parameters<typeof nginxMain>[2]} [options]
 */
function startNginx(prefix, site, options) {
  const main = nginxMain(prefix, site, options);
  const checked = nginxTest(main, prefix);
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.output}`);
  return spawn("nginx", ["-p", prefix, "-e", join(prefix, "error.log"), "-c", main], { stdio: "ignore" });
}

/**
 * nginx with the deployed configuration in front of `upstream` (a port on loopback): a certificate
 * of its own in `into`, free ports for https and http, checked and started. Its process, its ports
 * and the certificate's files (`cert` is what a client trusts).
 * @param {string} into
 * @param {number} upstream
 * @param {Parameters<typeof nginxMain>[2]} [options]
 */
export async function nginxInFront(into, upstream, options) {
  mkdirSync(into, { recursive: true });
  const { cert, key } = selfSignedCertificate(into);
  const ports = { https: await freePort(), http: await freePort() };
  const nginx = startNginx(join(into, "nginx"), renderedNginx({ ...ports, upstream, cert, key }), options);
  return { nginx, ...ports, cert, key };
}
