// The invalidation bus over a real Redis (Debian's redis-server, which `npm test` installs when it
// is missing): what one web instance publishes reaches the others through Redis pub/sub.
import { startRedisServer } from "@/tests/redis-server";
import { createBus, redisTransport, type BusTransport, type Change } from "./bus";

/** Resolves once `check` holds, or rejects after `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("nicht eingetreten");
    await new Promise((r) => setTimeout(r, 20));
  }
}

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let url: string;
const transports: BusTransport[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  // redisTransport retries until the server listens.
  url = redis.url;
});

afterAll(async () => {
  await Promise.all(transports.map((t) => t.close?.().catch(() => undefined)));
  redis?.stop();
});

async function instance(name: string, applied: Change[]) {
  const transport = await redisTransport(url);
  transports.push(transport);
  return createBus(transport, async (change) => void applied.push(change), name);
}

describe("invalidation bus over Redis", () => {
  it("hands an instance's change to every other instance, not back to itself", async () => {
    const seen = { a: [] as Change[], b: [] as Change[], c: [] as Change[] };
    const a = await instance("a", seen.a);
    await instance("b", seen.b);
    await instance("c", seen.c);

    const edit: Change = { model: "veranstaltung", id: 12, documentId: "abc123" };
    await a.publish(edit);
    await a.publish({ tags: ["plans"] });

    await eventually(() => seen.b.length === 2 && seen.c.length === 2);
    expect(seen.b).toEqual([edit, { tags: ["plans"] }]);
    expect(seen.c).toEqual([edit, { tags: ["plans"] }]);
    // Give a stray echo the time to arrive before asserting there is none.
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.a).toEqual([]);
  });
});
