import {
  cached,
  cachedPreview,
  FULL_RELOAD_MS,
  invalidate,
  isFresh,
  isLoaded,
  patch,
  peek,
  reloaded,
  settled,
} from "./cache";
import { RETRY_AFTER_FAILURE_MS } from "./cache-entry";
import { contentVersion } from "./content-version";

describe("collection cache", () => {
  it("loads once for concurrent readers and serves from memory afterwards", async () => {
    const load = jest.fn(async () => ["a"]);
    const [x, y] = await Promise.all([cached("t1", 60_000, load), cached("t1", 60_000, load)]);
    expect(x).toEqual(["a"]);
    expect(y).toBe(x);
    await cached("t1", 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after an invalidation serves the previous value once while one reload runs, then the new one", async () => {
    let version = 0;
    const load = jest.fn(async () => ++version);
    expect(await cached("t2", 60_000, load)).toBe(1);
    invalidate("t2");
    const [a, b] = await Promise.all([cached("t2", 60_000, load), cached("t2", 60_000, load)]);
    expect([a, b]).toEqual([1, 1]);
    await settled("t2");
    expect(await cached("t2", 60_000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is fresh only after a load that started after the last invalidation succeeded", async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce("alt")
      .mockRejectedValueOnce(new Error("CMS weg"))
      .mockResolvedValueOnce("neu");
    expect(isFresh("t-frisch")).toBe(false);
    await cached("t-frisch", 60_000, load);
    expect(isFresh("t-frisch")).toBe(true);
    invalidate("t-frisch");
    expect(isFresh("t-frisch")).toBe(false);
    jest.spyOn(console, "error").mockImplementation(() => {});
    // The failed reload keeps serving the old value, but it is not fresh.
    expect(await cached("t-frisch", 60_000, load)).toBe("alt");
    await settled("t-frisch");
    expect(isFresh("t-frisch")).toBe(false);
    // The next change (or RETRY_AFTER_FAILURE_MS) lets a read reload again.
    invalidate("t-frisch");
    await cached("t-frisch", 60_000, load);
    await settled("t-frisch");
    expect(isFresh("t-frisch")).toBe(true);
    expect(await cached("t-frisch", 60_000, load)).toBe("neu");
  });

  it("reloads on demand: the value the source holds now, also while an older load is in flight", async () => {
    let version = 0;
    let release = () => {};
    const load = () => cached("t-neu", 60_000, async () => ++version);
    expect(await load()).toBe(1);
    // A reload that read the source before the change is still running.
    invalidate("t-neu");
    const early = cached(
      "t-neu",
      60_000,
      () => new Promise<number>((resolve) => (release = () => resolve(++version))),
    );
    const now = reloaded("t-neu", load);
    release();
    await early;
    expect(await now).toBe(3);
  });

  it("fails an on-demand reload when the source cannot be read, instead of answering with the old value", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    let reachable = true;
    const load = () =>
      cached("t-weg", 60_000, async () => {
        if (!reachable) throw new Error("CMS weg");
        return "alt";
      });
    expect(await load()).toBe("alt");
    reachable = false;
    await expect(reloaded("t-weg", load)).rejects.toThrow("t-weg konnte nicht neu geladen werden");
  });

  it("does not remember a failed first load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("CMS weg")).mockResolvedValueOnce("ok");
    await expect(cached("t3", 60_000, load)).rejects.toThrow("CMS weg");
    await expect(cached("t3", 60_000, load)).resolves.toBe("ok");
  });

  it("keeps serving the old value when a reload fails, and retries only a while later", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    let now = 1_000_000;
    const clock = jest.spyOn(Date, "now").mockImplementation(() => now);
    const load = jest
      .fn()
      .mockResolvedValueOnce("alt")
      .mockRejectedValueOnce(new Error("CMS weg"))
      .mockResolvedValueOnce("neu");
    expect(await cached("t4", 60_000, load)).toBe("alt");
    invalidate("t4");
    expect(await cached("t4", 60_000, load)).toBe("alt");
    await settled("t4");
    // Right after the failure, readers get the old value and the CMS is not asked again.
    now += RETRY_AFTER_FAILURE_MS - 1;
    expect(await cached("t4", 60_000, load)).toBe("alt");
    expect(load).toHaveBeenCalledTimes(2);
    now += 1;
    expect(await cached("t4", 60_000, load)).toBe("alt");
    await settled("t4");
    expect(await cached("t4", 60_000, load)).toBe("neu");
    expect(load).toHaveBeenCalledTimes(3);
    clock.mockRestore();
    error.mockRestore();
  });

  it("reloads at once after a change, also right after a failed reload", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest
      .fn()
      .mockResolvedValueOnce("alt")
      .mockRejectedValueOnce(new Error("CMS weg"))
      .mockResolvedValueOnce("neu");
    await cached("t4b", 60_000, load);
    invalidate("t4b");
    await cached("t4b", 60_000, load);
    await settled("t4b");
    invalidate("t4b");
    expect(await cached("t4b", 60_000, load)).toBe("alt");
    await settled("t4b");
    expect(await cached("t4b", 60_000, load)).toBe("neu");
    error.mockRestore();
  });

  it("treats a result whose load overlapped an invalidation as stale", async () => {
    let release: (v: string) => void = () => {};
    const first = new Promise<string>((resolve) => (release = resolve));
    const load = jest.fn().mockReturnValueOnce(first).mockResolvedValueOnce("neu");
    const pending = cached("t5", 60_000, load);
    invalidate("t5");
    release("alt");
    expect(await pending).toBe("alt");
    expect(await cached("t5", 60_000, load)).toBe("alt");
    await settled("t5");
    expect(await cached("t5", 60_000, load)).toBe("neu");
  });

  it("refreshes entries older than the time to live", async () => {
    const load = jest.fn(async () => 1);
    await cached("t6", 0, load);
    await cached("t6", 0, load);
    await settled("t6");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("entry patches", () => {
  it("changes the cached value without a reload", async () => {
    const load = jest.fn(async () => ["a", "b"]);
    await cached("p1", 60_000, load);
    patch<string[]>("p1", (items) => items.map((i) => (i === "b" ? "B" : i)));
    expect(await cached("p1", 60_000, load)).toEqual(["a", "B"]);
    expect(peek("p1")).toEqual(["a", "B"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("applies a patch made during a load to that load's result (it may have read the CMS before the change)", async () => {
    let finish: (v: string[]) => void = () => undefined;
    const load = jest.fn(() => new Promise<string[]>((r) => (finish = r)));
    const reading = cached("p2", 60_000, load);
    expect(isLoaded("p2")).toBe(true);
    patch<string[]>("p2", (items) => [...items.filter((i) => i !== "old"), "new"]);
    finish(["x", "old"]);
    expect(await reading).toEqual(["x", "new"]);
  });

  it("does nothing for a collection nobody loaded", () => {
    patch<string[]>("p3", () => ["nie"]);
    expect(peek("p3")).toBeUndefined();
    expect(isLoaded("p3")).toBe(false);
  });
});

describe("a first load with a preview (list fields before the full entries)", () => {
  /** A load that resolves when the test says so, recording when it started. */
  function deferred<T>(log: string[], name: string) {
    const control: { resolve: (value: T) => void; reject: (error: Error) => void } = {
      resolve: () => {},
      reject: () => {},
    };
    const load = jest.fn(
      () =>
        new Promise<T>((resolve, reject) => {
          log.push(name);
          Object.assign(control, { resolve, reject });
        }),
    );
    return { load, control };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it("answers summary readers with the preview and starts the full load only after it", async () => {
    const log: string[] = [];
    const full = deferred<string[]>(log, "full");
    const preview = deferred<string[]>(log, "preview");
    const first = cachedPreview("v1", 60_000, full.load, preview.load);
    await flush();
    expect(log).toEqual(["preview"]);
    preview.control.resolve(["kurz"]);
    expect(await first).toEqual(["kurz"]);
    expect(await cachedPreview("v1", 60_000, full.load, preview.load)).toEqual(["kurz"]);
    await flush();
    expect(log).toEqual(["preview", "full"]);
    // A full reader meanwhile waits for the full load, which is not started twice.
    const fullReader = cached("v1", 60_000, full.load);
    full.control.resolve(["lang"]);
    expect(await fullReader).toEqual(["lang"]);
    expect(await cachedPreview("v1", 60_000, full.load, preview.load)).toEqual(["lang"]);
    expect(full.load).toHaveBeenCalledTimes(1);
    expect(preview.load).toHaveBeenCalledTimes(1);
  });

  it("loads no preview when a full reader came first", async () => {
    const log: string[] = [];
    const full = deferred<string[]>(log, "full");
    const preview = deferred<string[]>(log, "preview");
    const fullReader = cached("v2", 60_000, full.load);
    const summaryReader = cachedPreview("v2", 60_000, full.load, preview.load);
    full.control.resolve(["lang"]);
    expect(await summaryReader).toEqual(["lang"]);
    expect(await fullReader).toEqual(["lang"]);
    expect(log).toEqual(["full"]);
  });

  it("applies an entry patch made before or after the preview landed to the preview and to the full load", async () => {
    const log: string[] = [];
    const full = deferred<string[]>(log, "full");
    const preview = deferred<string[]>(log, "preview");
    const first = cachedPreview("v3", 60_000, full.load, preview.load);
    patch<string[]>("v3", (items) => [...items.filter((i) => i !== "a"), "A"]);
    preview.control.resolve(["a", "b"]);
    expect(await first).toEqual(["b", "A"]);
    patch<string[]>("v3", (items) => items.filter((i) => i !== "b"));
    expect(await cachedPreview("v3", 60_000, full.load, preview.load)).toEqual(["A"]);
    await flush();
    full.control.resolve(["a", "b", "c"]);
    expect(await cached("v3", 60_000, full.load)).toEqual(["c", "A"]);
  });

  it("falls back to the full load when the preview fails", async () => {
    const log: string[] = [];
    const full = deferred<string[]>(log, "full");
    const preview = deferred<string[]>(log, "preview");
    const first = cachedPreview("v4", 60_000, full.load, preview.load);
    await flush();
    preview.control.reject(new Error("CMS weg"));
    await flush();
    expect(log).toEqual(["preview", "full"]);
    full.control.resolve(["lang"]);
    expect(await first).toEqual(["lang"]);
  });
});

describe("the safety net's round (catching up)", () => {
  let now = 5_000_000;
  beforeEach(() => {
    jest.spyOn(Date, "now").mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it("past the TTL reads only the changes since a minute before the last load began, not everything", async () => {
    const load = jest.fn(async () => ["a"]);
    const catchUp = jest.fn(async (value: string[]) => [...value, "b"]);
    const started = now;
    await cached("c1", 1000, load, catchUp);
    now += 1000;
    expect(await cached("c1", 1000, load, catchUp)).toEqual(["a"]);
    await settled("c1");
    expect(await cached("c1", 1000, load, catchUp)).toEqual(["a", "b"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(catchUp).toHaveBeenCalledWith(["a"], started - 60_000);
    // The next round reads from when this one began.
    const second = now;
    now += 1000;
    await cached("c1", 1000, load, catchUp);
    await settled("c1");
    expect(catchUp).toHaveBeenLastCalledWith(["a", "b"], second - 60_000);
  });

  it("loads everything when catching up cannot tell, after a change was announced, and at least hourly", async () => {
    const load = jest.fn(async () => ["voll"]);
    const catchUp = jest.fn(async (): Promise<string[] | null> => null);
    await cached("c2", 1000, load, catchUp);
    now += 1000;
    await cached("c2", 1000, load, catchUp);
    await settled("c2");
    expect([catchUp.mock.calls.length, load.mock.calls.length]).toEqual([1, 2]);

    catchUp.mockImplementation(async () => ["teil"]);
    invalidate("c2");
    await cached("c2", 1000, load, catchUp);
    await settled("c2");
    expect([catchUp.mock.calls.length, load.mock.calls.length]).toEqual([1, 3]);

    now += FULL_RELOAD_MS;
    await cached("c2", 1000, load, catchUp);
    await settled("c2");
    expect([catchUp.mock.calls.length, load.mock.calls.length]).toEqual([1, 4]);
  });

  it("keeps the pages rendered from a value nothing changed in (the same value back)", async () => {
    const value = ["a"];
    await cached(
      "c3",
      1000,
      async () => value,
      async (held) => held,
    );
    const version = contentVersion();
    now += 1000;
    await cached(
      "c3",
      1000,
      async () => value,
      async (held) => held,
    );
    await settled("c3");
    expect(contentVersion()).toBe(version);
    expect(isFresh("c3")).toBe(true);
  });
});
