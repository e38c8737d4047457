// Invalidation bus between web instances. Each instance keeps its own collections in memory and
// Strapi's webhook reaches only one of them; with REDIS_URL set, every change an instance applies
// (an entry refresh or a collection reload) is published on a Redis channel and every other instance
// applies it too. Without REDIS_URL there is no bus and nothing is published.

/** What changed: one entry of a model, or whole collections (by tag). */
export type Change = { model: string; id?: number; documentId: string } | { tags: string[] };

export interface BusTransport {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  /** Closes the connections (tests; a server keeps its bus for its lifetime). */
  close?(): Promise<unknown>;
}

export const CHANNEL = "wundportal:cms-changes";

export interface Bus {
  publish(change: Change): Promise<void>;
}

/** A bus over `transport`: applies messages of other instances, ignores its own. */
export async function createBus(
  transport: BusTransport,
  apply: (change: Change) => Promise<unknown>,
  instanceId: string = crypto.randomUUID(),
): Promise<Bus> {
  await transport.subscribe(CHANNEL, (message) => {
    let parsed: { origin?: unknown; change?: Change };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === instanceId || !parsed.change) return;
    apply(parsed.change).catch((error: unknown) =>
      console.error("[cms] Änderung eines anderen Servers nicht übernommen:", error),
    );
  });
  return {
    async publish(change) {
      await transport.publish(CHANNEL, JSON.stringify({ origin: instanceId, change }));
    },
  };
}

/** Redis pub/sub (node-redis): one connection publishes, a second one subscribes. */
export async function redisTransport(url: string): Promise<BusTransport> {
  const { createClient } = await import("redis");
  const publisher = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  // A lost connection reconnects on its own; until then changes reach only this instance
  // (the other instances' periodic reload is the safety net).
  publisher.on("error", (error: unknown) => console.error("[cms] Redis:", error));
  const subscriber = publisher.duplicate();
  subscriber.on("error", (error: unknown) => console.error("[cms] Redis (Abo):", error));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    publish: (channel, message) => publisher.publish(channel, message),
    subscribe: (channel, listener) => subscriber.subscribe(channel, listener),
    close: () => Promise.all([publisher.quit(), subscriber.quit()]),
  };
}
