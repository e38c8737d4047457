import { cached, invalidate } from "./cache";

describe("collection cache", () => {
  it("loads once for concurrent readers and serves from memory afterwards", async () => {
    const load = jest.fn(async () => ["a"]);
    const [x, y] = await Promise.all([cached("t1", 60_000, load), cached("t1", 60_000, load)]);
    expect(x).toEqual(["a"]);
    expect(y).toBe(x);
    await cached("t1", 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads after invalidation", async () => {
    let version = 0;
    const load = async () => ++version;
    expect(await cached("t2", 60_000, load)).toBe(1);
    invalidate("t2");
    expect(await cached("t2", 60_000, load)).toBe(2);
  });

  it("does not remember a failed load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("CMS weg")).mockResolvedValueOnce("ok");
    await expect(cached("t3", 60_000, load)).rejects.toThrow("CMS weg");
    await expect(cached("t3", 60_000, load)).resolves.toBe("ok");
  });

  it("drops a result whose load overlapped an invalidation", async () => {
    let release: (v: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (release = resolve));
    const pending = cached("t4", 60_000, () => slow);
    invalidate("t4");
    release("alt");
    await pending;
    expect(await cached("t4", 60_000, async () => "neu")).toBe("neu");
  });

  it("expires entries after the time to live", async () => {
    const load = jest.fn(async () => 1);
    await cached("t5", 0, load);
    await cached("t5", 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
