// The cluster (`npm run test:cluster`): two web instances (BASE_URL on CMS_URL, BASE_URL_2 on
// CMS_URL_2) sharing one Redis, two CMS instances on one PostgreSQL. What one instance learns, saves
// or counts holds on the other; a stopped web instance costs the other nothing and catches up when
// it is back. Runs apart and after the other suites on the cluster: it stops web A and starts it again.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { after, describe, it } from "node:test";
import { BIN, ROOT } from "../../scripts/lib/paths.mjs";
import { adminCreated, adminToken, call, CMS_URLS, confirmedUser, PNG, unique } from "../cms/support.mjs";

const WEB_A = process.env.BASE_URL;
const WEB_B = process.env.BASE_URL_2;
const [CMS_A, CMS_B] = CMS_URLS;
if (!WEB_B || !CMS_B)
  throw new Error("BASE_URL_2 und CMS_URL_2 fehlen: npm run test:cluster startet den Cluster");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The HTML of `path` on `base`, or null when the instance does not answer. */
async function html(base, path) {
  try {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * Whether `base` takes a new connection. A stopping server finishes its open (kept-alive) ones, so
 * a request on a reused connection would still be answered.
 */
const accepts = (base) =>
  new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: Number(new URL(base).port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Milliseconds from `since` until `path` on `base` shows `text` (fails after `timeoutMs`). */
async function shownAfter(base, path, text, since, timeoutMs) {
  while (performance.now() - since < timeoutMs) {
    if ((await html(base, path))?.includes(text)) return performance.now() - since;
    await sleep(100);
  }
  throw new Error(`${base}${path} zeigt „${text}“ nach ${timeoutMs / 1000} s noch nicht`);
}

/** A published event of this test, made by an editor; its detail page's path. */
async function publishedEvent() {
  const event = await adminCreated("api::veranstaltung.veranstaltung", {
    Veranstaltungsname: `Cluster-${unique()}`,
    Stadt: "Leipzig",
    Startzeit: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    Published: true,
  });
  return { ...event, path: `/veranstaltungen/${event.id}` };
}

/** Renames the event in Strapi's admin on `cms`, as an editor does. */
async function rename(cms, event, name) {
  const answer = await call(
    `/content-manager/collection-types/api::veranstaltung.veranstaltung/${event.documentId}`,
    {
      method: "PUT",
      base: cms,
      token: await adminToken(),
      body: { Veranstaltungsname: name },
    },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/** Signs in through the portal at `base`; the error code it answers (null when signed in) and its cookies. */
async function signIn(base, email, password) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const cookies = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0].split(/=(.*)/s)));
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  for (const [k, v] of response.headers.getSetCookie().map((c) => c.split(";")[0].split(/=(.*)/s)))
    cookies.set(k, v);
  const location = response.headers.get("location") ?? (await response.json()).url;
  return {
    error: new URL(location, base).searchParams.get("error"),
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}

describe("cluster: two web and two CMS instances", { concurrency: false }, () => {
  // How fast (the promise: within 2 s) is measured by `npm run bench` with two instances and Redis,
  // not here: under a loaded CI run it once took longer than 2 s. That it arrives at all is tested:
  // without the change bus, the web instance Strapi's webhook did not reach would show the old name
  // until its cache's safety net (CMS_CACHE_TTL_SECONDS, 300 s) ran out, long after the 30 s here.
  it("an edit saved through CMS A shows on web A and on web B", async () => {
    const event = await publishedEvent();
    const since = performance.now();
    await shownAfter(WEB_A, event.path, event.Veranstaltungsname, since, 15_000);
    await shownAfter(WEB_B, event.path, event.Veranstaltungsname, since, 15_000);

    const name = `Cluster-Neu-${unique()}`;
    const saved = performance.now();
    await rename(CMS_A, event, name);
    const [onA, onB] = await Promise.all([
      shownAfter(WEB_A, event.path, name, saved, 30_000),
      shownAfter(WEB_B, event.path, name, saved, 30_000),
    ]);
    console.log(`Bearbeitung sichtbar: Web A nach ${Math.round(onA)} ms, Web B nach ${Math.round(onB)} ms`);
  });

  it("counts failed sign-ins of one account on web A and web B together", async () => {
    // RATE_LIMIT_SIGNIN_PER_ACCOUNT keeps its default of 5 failures per account and address.
    const email = `cluster-angriff${unique()}@example.org`;
    const errors = [];
    for (let i = 0; i < 7; i++)
      errors.push((await signIn(i % 2 ? WEB_B : WEB_A, email, "falsch-falsch")).error);
    assert.deepEqual(errors.slice(0, 5), Array(5).fill("CredentialsSignin"));
    // The sixth on web B and the seventh on web A are refused, naming the window's real end.
    assert.deepEqual(errors.slice(5), ["RATE_LIMITED:15", "RATE_LIMITED:15"]);
  });

  it("serves a file uploaded through web A from web B", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "cluster-upload" });
    const { error, cookie } = await signIn(WEB_A, user.email, user.password);
    assert.equal(error, null);
    const form = new FormData();
    form.append("files", new Blob([PNG], { type: "image/png" }), "cluster.png");
    const response = await fetch(`${WEB_A}/api/uploads?kind=image`, {
      method: "POST",
      headers: { cookie, origin: WEB_A },
      body: form,
    });
    const body = await response.json();
    assert.equal(response.status, 201, JSON.stringify(body));
    const [file] = body.data;
    assert.match(file.url, /^\/uploads\//);
    const fromA = await fetch(`${WEB_A}${file.url}`);
    const fromB = await fetch(`${WEB_B}${file.url}`);
    assert.equal(fromA.status, 200);
    assert.equal(fromB.status, 200);
    const bytes = Buffer.from(await fromB.arrayBuffer());
    assert.ok(bytes.length > 0);
    assert.deepEqual(bytes, Buffer.from(await fromA.arrayBuffer()));
  });

  describe("web A stopped under load", () => {
    let restarted;
    after(() => {
      if (restarted && restarted.exitCode === null) process.kill(-restarted.pid, "SIGTERM");
    });

    it("web B answers every request meanwhile, and web A catches up on a change it missed", async () => {
      const event = await publishedEvent();
      const since = performance.now();
      await shownAfter(WEB_A, event.path, event.Veranstaltungsname, since, 15_000);
      await shownAfter(WEB_B, event.path, event.Veranstaltungsname, since, 15_000);

      // A steady load on web B: three visitors, one request after another, until web A is back.
      const paths = ["/", "/veranstaltungen", event.path];
      const outcomes = [];
      let loading = true;
      const visitor = async (n) => {
        for (let i = n; loading; i++) {
          const path = paths[i % paths.length];
          try {
            const response = await fetch(`${WEB_B}${path}`, { signal: AbortSignal.timeout(10_000) });
            await response.arrayBuffer();
            outcomes.push(`${response.status} ${path}`);
          } catch (error) {
            outcomes.push(`${error.name} ${path}`);
          }
        }
      };
      const load = Promise.all([0, 1, 2].map(visitor));

      // SIGTERM, as an orchestrator stops an instance; it has stopped once its port refuses.
      process.kill(-Number(process.env.WEB_A_PID), "SIGTERM");
      const stopped = performance.now();
      while (await accepts(WEB_A)) {
        assert.ok(performance.now() - stopped < 30_000, "Web A nimmt nach 30 s noch Verbindungen an");
        await sleep(200);
      }

      // Saved while web A is down: Strapi's webhook reaches web B through the balancer.
      const name = `Cluster-Verpasst-${unique()}`;
      const saved = performance.now();
      await rename(CMS_B, event, name);
      await shownAfter(WEB_B, event.path, name, saved, 5_000);

      const { args, env } = JSON.parse(process.env.WEB_A_START);
      restarted = spawn(BIN.next, args, {
        cwd: ROOT,
        env: { ...process.env, ...env },
        detached: true,
        stdio: "ignore",
      });
      const starting = performance.now();
      while ((await html(WEB_A, "/robots.txt")) === null) {
        assert.ok(restarted.exitCode === null, "Web A startet nicht wieder");
        assert.ok(performance.now() - starting < 120_000, "Web A antwortet nach 120 s nicht");
        await sleep(300);
      }
      const caughtUp = await shownAfter(WEB_A, event.path, name, performance.now(), 10_000);
      console.log(`Web A nach Neustart: Änderung nach ${Math.round(caughtUp)} ms sichtbar`);

      loading = false;
      await load;
      const failures = outcomes.filter((outcome) => !outcome.startsWith("200 "));
      assert.deepEqual(
        failures,
        [],
        `${failures.length} von ${outcomes.length} Abrufen an Web B fehlgeschlagen`,
      );
      assert.ok(outcomes.length >= 20, `nur ${outcomes.length} Abrufe an Web B`);
      console.log(`Web B während des Ausfalls: ${outcomes.length} Abrufe, alle 200`);
    });
  });
});
