import { CHANNEL, createBus, type BusTransport, type Change } from "./bus";

/** An in-memory pub/sub with Redis' semantics: every subscriber of a channel gets every message. */
function fakeRedis() {
  const listeners = new Map<string, ((message: string) => void)[]>();
  const sent: string[] = [];
  const connect = (): BusTransport => ({
    async publish(channel, message) {
      sent.push(message);
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
  });
  return { connect, sent, listeners };
}

describe("invalidation bus", () => {
  it("applies a change published by one instance on every other instance, not on the sender", async () => {
    const redis = fakeRedis();
    const applied = { a: [] as Change[], b: [] as Change[], c: [] as Change[] };
    const a = await createBus(redis.connect(), async (c) => applied.a.push(c), "a");
    await createBus(redis.connect(), async (c) => applied.b.push(c), "b");
    await createBus(redis.connect(), async (c) => applied.c.push(c), "c");

    const change: Change = { model: "veranstaltung", id: 7, documentId: "doc7" };
    await a.publish(change);

    expect(applied.a).toEqual([]);
    expect(applied.b).toEqual([change]);
    expect(applied.c).toEqual([change]);
    expect(redis.listeners.get(CHANNEL)).toHaveLength(3);
  });

  it("passes whole-collection reloads on as well", async () => {
    const redis = fakeRedis();
    const received: Change[] = [];
    const a = await createBus(redis.connect(), async () => undefined, "a");
    await createBus(redis.connect(), async (c) => received.push(c), "b");
    await a.publish({ tags: ["plans"] });
    expect(received).toEqual([{ tags: ["plans"] }]);
  });

  it("ignores messages it cannot read and keeps running when applying fails", async () => {
    const redis = fakeRedis();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const apply = jest.fn().mockRejectedValueOnce(new Error("CMS weg")).mockResolvedValue(undefined);
    await createBus(redis.connect(), apply, "b");
    const other = redis.connect();
    await other.publish(CHANNEL, "kein JSON");
    await other.publish(CHANNEL, JSON.stringify({ origin: "a", change: { tags: ["x"] } }));
    await other.publish(CHANNEL, JSON.stringify({ origin: "a", change: { tags: ["y"] } }));
    await new Promise((r) => setImmediate(r));
    expect(apply.mock.calls).toEqual([[{ tags: ["x"] }], [{ tags: ["y"] }]]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
