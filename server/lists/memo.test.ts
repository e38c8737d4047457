import { memoized } from "./memo";

describe("memoized list results", () => {
  afterEach(() => jest.useRealTimers());

  it("computes a query once per collection value", () => {
    const collection = [1, 2, 3];
    const compute = jest.fn(() => collection.filter((n) => n > 1));
    const first = memoized(collection, "q=a", compute);
    expect(memoized(collection, "q=a", compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another query is its own entry.
    memoized(collection, "q=b", compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("recomputes for a new collection value (a reload or an incremental update)", () => {
    const compute = jest.fn((items: number[]) => items.length);
    expect(memoized([1], "q", () => compute([1]))).toBe(1);
    expect(memoized([1, 2], "q", () => compute([1, 2]))).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("recomputes after a minute (the default order depends on the clock)", () => {
    jest.useFakeTimers({ now: 0 });
    const collection: number[] = [];
    let calls = 0;
    memoized(collection, "q", () => ++calls);
    jest.setSystemTime(59_000);
    expect(memoized(collection, "q", () => ++calls)).toBe(1);
    jest.setSystemTime(61_000);
    expect(memoized(collection, "q", () => ++calls)).toBe(2);
  });
});
