// The attempt limits over a real Redis (Debian's redis-server, which `npm test` installs when it is
// missing): two limiters with their own connections, as two web instances would have, count
// against one allowance.
import { freePort, startRedisServer } from "@/tests/redis-server";
import { createLimiter, limiter, type Limiter } from "./rate-limit";

const MINUTE = 60_000;

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let url: string;
const opened: Limiter[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  url = redis.url;
});

afterAll(() => {
  for (const limits of opened) limits.close();
  redis?.stop();
});

/** A web instance's limiter on the shared Redis, once connected (before that it counts in memory). */
async function instance(): Promise<Limiter> {
  const limits = createLimiter({ redisUrl: url });
  opened.push(limits);
  await limits.ready();
  return limits;
}

describe("attempt limits shared through Redis", () => {
  it("holds a limit across two instances", async () => {
    const [a, b] = [await instance(), await instance()];
    const limit = { max: 4, windowMs: 15 * MINUTE };
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await (i % 2 ? b : a).hit("signup:ip:198.51.100.7", limit)).ok);
    expect(seen).toEqual([true, true, true, true]);
    expect(await a.hit("signup:ip:198.51.100.7", limit)).toEqual({ ok: false, retryAfterMinutes: 15 });
    expect((await b.hit("signup:ip:198.51.100.7", limit)).ok).toBe(false);
    // Another key has its own allowance.
    expect((await b.hit("signup:ip:198.51.100.8", limit)).ok).toBe(true);
  });

  it("counts failed sign-ins of both instances, parallel ones too, and forgets released ones", async () => {
    const [a, b] = [await instance(), await instance()];
    const perIp = { max: 100, windowMs: 15 * MINUTE };
    const perAccount = { max: 5, windowMs: 15 * MINUTE };
    const signIn = (on: Limiter) =>
      on.attempt([
        ["signin:ip:203.0.113.9", perIp],
        ["signin:paar:203.0.113.9:anna@example.org", perAccount],
      ]);
    // A correct password on one instance takes its attempt back.
    await (await signIn(a)).release();
    // Eight guesses at once, split over both instances: exactly five pass.
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? b : a)));
    expect(guesses.filter((guess) => guess.ok)).toHaveLength(5);
    expect(await signIn(a)).toMatchObject({ ok: false, retryAfterMinutes: 15 });
    expect(await signIn(b)).toMatchObject({ ok: false, retryAfterMinutes: 15 });
    // The refused ones were not counted under the address: it has 95 left.
    const other = await a.attempt([["signin:ip:203.0.113.9", { ...perIp, max: 6 }]]);
    expect(other.ok).toBe(true);
    // A success on b clears the account's failures for a as well.
    await b.clear("signin:paar:203.0.113.9:anna@example.org", perAccount);
    expect((await signIn(a)).ok).toBe(true);
  });

  it("counts a new instance's first attempts in Redis too", async () => {
    // Freshly started, not yet connected: their first attempts must not land in their own memory.
    const [a, b] = [createLimiter({ redisUrl: url }), createLimiter({ redisUrl: url })];
    opened.push(a, b);
    const limit = { max: 2, windowMs: 15 * MINUTE };
    const seen = [];
    for (const on of [a, b, a]) seen.push((await on.hit("signin:ip:198.51.100.20", limit)).ok);
    expect(seen).toEqual([true, true, false]);
  });

  it("uses Redis when REDIS_URL is set", async () => {
    const saved = process.env;
    process.env = {
      ...saved,
      CMS_URL: "http://cms.test",
      CMS_READ_TOKEN: "r".repeat(40),
      REVALIDATE_SECRET: "s".repeat(40),
      NEXTAUTH_SECRET: "n".repeat(40),
      REDIS_URL: url,
    };
    const fromEnv = limiter();
    process.env = saved;
    opened.push(fromEnv);
    await fromEnv.ready();
    const limit = { max: 2, windowMs: MINUTE };
    await fromEnv.hit("geocode:192.0.2.1", limit);
    await (await instance()).hit("geocode:192.0.2.1", limit);
    expect((await fromEnv.hit("geocode:192.0.2.1", limit)).ok).toBe(false);
  });

  it("keeps limiting in memory while Redis is unreachable", async () => {
    const closed = createLimiter({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    opened.push(closed);
    const limit = { max: 2, windowMs: MINUTE };
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await closed.hit("alert:ip:192.0.2.2", limit)).ok);
    expect(seen).toEqual([true, true, false]);
  });
});
