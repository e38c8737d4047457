import { cached, invalidate, settled } from "./cache";

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

  it("does not remember a failed first load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("CMS weg")).mockResolvedValueOnce("ok");
    await expect(cached("t3", 60_000, load)).rejects.toThrow("CMS weg");
    await expect(cached("t3", 60_000, load)).resolves.toBe("ok");
  });

  it("keeps serving the old value when a reload fails, and retries on the next read", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest.fn().mockResolvedValueOnce("alt").mockRejectedValueOnce(new Error("CMS weg")).mockResolvedValueOnce("neu");
    expect(await cached("t4", 60_000, load)).toBe("alt");
    invalidate("t4");
    expect(await cached("t4", 60_000, load)).toBe("alt");
    await settled("t4");
    expect(await cached("t4", 60_000, load)).toBe("alt");
    await settled("t4");
    expect(await cached("t4", 60_000, load)).toBe("neu");
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
