import { sortEvents } from "@/lib/filters/events";
import { sortBy } from "@/lib/filters/sort-page";
import { makeEvent } from "@/lib/test-factories";
import { findById, lowerDe, memoOn, memoRecent } from "./memo";

describe("memoOn", () => {
  it("computes once per owner and keys, and again for another owner", () => {
    const compute = jest.fn(() => 42);
    const a = {};
    expect(memoOn(a, ["x", 1], compute)).toBe(42);
    expect(memoOn(a, ["x", 1], compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    memoOn(a, ["x", 2], compute);
    memoOn({}, ["x", 1], compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("lowerDe lower-cases as German text does", () => {
    expect(lowerDe("ÄRZTE Köln")).toBe("ärzte köln");
  });
});

describe("sorting a collection once", () => {
  it("sortBy hands out one frozen order: a caller cannot change it for the next", () => {
    const items = [{ n: "b" }, { n: "a" }];
    const key = (i: { n: string }) => i.n;
    const first = sortBy(items, key);
    expect(() => (first as { n: string }[]).reverse()).toThrow(TypeError);
    expect(sortBy(items, key)).toBe(first);
    expect(sortBy(items, key).map((i) => i.n)).toEqual(["a", "b"]);
  });

  it("the default order moves an event to the past once it has ended, though the collection is the same", () => {
    const running = makeEvent({ id: 1, Startzeit: "2026-12-01T09:00:00Z", Endzeit: "2026-12-01T17:00:00Z" });
    const later = makeEvent({ id: 2, Startzeit: "2026-12-05T09:00:00Z", Endzeit: "2026-12-05T17:00:00Z" });
    const events = [later, running];
    const before = Date.parse("2026-12-01T12:00:00Z");
    const after = Date.parse("2026-12-01T18:00:00Z");
    expect(sortEvents(events, "termin", "asc", before).map((e) => e.id)).toEqual([1, 2]);
    expect(sortEvents(events, "termin", "asc", after).map((e) => e.id)).toEqual([2, 1]);
    expect(sortEvents(events, "termin", "asc", before).map((e) => e.id)).toEqual([1, 2]);
  });
});

describe("findById", () => {
  it("finds an entry of a collection by id, and only in that collection", () => {
    const first = [
      { id: 1, n: "a" },
      { id: 2, n: "b" },
    ];
    expect(findById(first, 2)?.n).toBe("b");
    expect(findById(first, 3)).toBeUndefined();
    // A reloaded collection is a new array: its own entries, not the old ones, are found.
    const reloaded = [{ id: 2, n: "b2" }];
    expect(findById(reloaded, 2)?.n).toBe("b2");
    expect(findById(reloaded, 1)).toBeUndefined();
  });
});

describe("memoRecent (results per query)", () => {
  afterEach(() => jest.useRealTimers());

  it("computes a query once per collection value", () => {
    const collection = [1, 2, 3];
    const compute = jest.fn(() => collection.filter((n) => n > 1));
    const first = memoRecent(collection, "q=a", compute);
    expect(memoRecent(collection, "q=a", compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another query is its own entry.
    memoRecent(collection, "q=b", compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("recomputes for a new collection value (a reload or an incremental update)", () => {
    const compute = jest.fn((items: number[]) => items.length);
    expect(memoRecent([1], "q", () => compute([1]))).toBe(1);
    expect(memoRecent([1, 2], "q", () => compute([1, 2]))).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("recomputes after a minute (the default order depends on the clock)", () => {
    jest.useFakeTimers({ now: 0 });
    const collection: number[] = [];
    let calls = 0;
    memoRecent(collection, "q", () => ++calls);
    jest.setSystemTime(59_000);
    expect(memoRecent(collection, "q", () => ++calls)).toBe(1);
    jest.setSystemTime(61_000);
    expect(memoRecent(collection, "q", () => ++calls)).toBe(2);
  });

  it("keeps the most recently used results of an owner, up to its limit", () => {
    const collection: number[] = [];
    let calls = 0;
    const ask = (key: string) => memoRecent(collection, key, () => ++calls, { max: 2 });
    ask("a");
    ask("b");
    ask("a"); // a is now the most recent
    ask("c"); // drops b
    expect(calls).toBe(3);
    ask("a");
    expect(calls).toBe(3);
    ask("b");
    expect(calls).toBe(4);
  });
});
