// @ts-check
// Starting and stopping the stack's processes: each in its own process group, stopped by pid.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** A started service: a child process that keeps the last 8,000 characters of its output. */
/** @typedef {import("node:child_process").ChildProcess & { tail: () => string }} Service */
/** @typedef {Record<string, string | undefined>} Env settings for a process, as process.env holds them */

/** @type {Set<Service>} */
const children = new Set();
/** @type {string | null} */
let logDir = null;

/**
 * From now on every started service also writes its output to `<dir>/<name>.log`, so tests can read
 * what a server logged (that no password reached a log line, say).
 * @param {string} dir
 */
export function logServicesTo(dir) {
  logDir = dir;
}

/**
 * @typedef {object} RunOptions
 * @property {string} [cwd]
 * @property {Env} [env] added to this process's environment
 * @property {boolean} [quiet] the output is collected (and resolved with) instead of printed
 */

/**
 * Runs a command to completion; rejects on a non-zero exit.
 * @param {string} cmd
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<string>} the output when `quiet`, "" otherwise
 */
export function run(cmd, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? "pipe" : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${cmd} ${args.join(" ")} endete mit ${code}\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Starts a long-running service; its output is prefixed with its name.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Env, log?: boolean }} [options]
 * @returns {Service}
 */
export function startService(name, cmd, args, { cwd, env, log = true } = {}) {
  const spawned = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const child = Object.assign(spawned, { tail: () => tail });
  children.add(child);
  const prefix = `[${name}] `;
  let tail = "";
  const file = logDir ? createWriteStream(join(logDir, `${name}.log`), { flags: "a" }) : null;
  /** @param {Buffer} data */
  const onData = (data) => {
    const text = data.toString();
    tail = (tail + text).slice(-8000);
    file?.write(text);
    if (log) process.stdout.write(text.replace(/^(?=.)/gm, prefix));
  };
  spawned.stdout.on("data", onData);
  spawned.stderr.on("data", onData);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`${prefix}beendet (${signal ?? code})`);
  });
  return child;
}

let stopping = false;

/** Stops every started service (its whole process group), waiting up to 10 s. */
export async function stopAll() {
  stopping = true;
  const waits = [...children].map(
    (child) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          const { pid } = child;
          // No pid: the process never started.
          if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          try {
            process.kill(-pid, "SIGTERM");
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-pid, "SIGKILL");
            } catch {
              /* already gone */
            }
            resolve();
          }, 10_000).unref();
        })
      ),
  );
  await Promise.all(waits);
}

export function stopOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      console.log("\nBeende alle Dienste …");
      await stopAll();
      process.exit(0);
    });
  }
}

/** Ports handed out by this process: two stacks starting at once never get the same one. */
/** @type {Set<number>} */
const handedOut = new Set();

/**
 * A free TCP port on the loopback interface, never one this process has handed out before (a port
 * is only taken once its service listens, which may be a minute later).
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (;;) {
    /** @type {number} */
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/**
 * Polls `check` until it resolves true, or fails after `timeoutMs` (or when `service` exits).
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs?: number, service?: Service, what?: string }} [options]
 */
export async function waitFor(check, { timeoutMs = 120_000, service, what = "Dienst" } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (service && service.exitCode !== null) {
      throw new Error(`${what}: Dienst beendet sich beim Start\n${service.tail?.() ?? ""}`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} antwortet nicht nach ${timeoutMs / 1000} s\n${service?.tail?.() ?? ""}`);
}

/**
 * Polls `url` until it answers (any status below 500), or fails after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, service?: Service }} [options]
 */
export function waitForHttp(url, { timeoutMs = 120_000, service } = {}) {
  return waitFor(async () => (await fetch(url, { redirect: "manual" })).status < 500, {
    timeoutMs,
    service,
    what: url,
  });
}
