// The states of a collection cache entry and each transition between them (pure: no loads run here).
import {
  EMPTY,
  invalidated,
  loadFailed,
  loadLanded,
  loadOf,
  loadStarted,
  mayReload,
  patched,
  previewFailed,
  previewLanded,
  previewStarted,
  RETRY_AFTER_FAILURE_MS,
  valueOf,
  type EntryState,
} from "./cache-entry";

type Rows = string[];
const pending = () => new Promise<Rows>(() => undefined);
const previewPending = () => new Promise<void>(() => undefined);
const add = (row: string) => (rows: Rows) => [...rows, row];

describe("a full reader's first load", () => {
  it("goes from empty to loading to loaded, with the load's result as the fresh value", () => {
    const loading = loadStarted<Rows>(EMPTY, pending());
    expect(loading.state).toBe("loading");
    expect(valueOf(loading)).toBeUndefined();
    expect(loadLanded(loading, ["a"], 1000)).toEqual({ state: "loaded", value: ["a"], loadedAt: 1000 });
  });

  it("goes back to empty when the load fails (a failure is not remembered)", () => {
    expect(loadFailed(loadStarted<Rows>(EMPTY, pending()), 7)).toEqual(EMPTY);
  });
});

describe("a preview reader's first load", () => {
  const previewing = () => previewStarted(loadStarted<Rows>(EMPTY, pending()), previewPending());

  it("previews, then serves the preview while the full load runs, then the full value", () => {
    const state = previewing();
    expect(state.state).toBe("previewing");
    const preview = previewLanded(state, ["a (Liste)"]);
    expect(preview).toMatchObject({ state: "preview", preview: ["a (Liste)"] });
    expect(loadOf(preview)).toBe(loadOf(state));
    expect(loadLanded(preview, ["a"], 5)).toEqual({ state: "loaded", value: ["a"], loadedAt: 5 });
  });

  it("leaves the readers to the full load when the preview fails, and keeps the preview when the full load fails", () => {
    const state = previewing();
    expect(previewFailed(state)).toEqual({ state: "loading", load: loadOf(state) });
    const preview = previewLanded(state, ["a (Liste)"]);
    expect(loadFailed(preview, 7)).toMatchObject({
      state: "preview",
      preview: ["a (Liste)"],
      load: undefined,
    });
  });

  it("applies to the preview the patches made while it loaded", () => {
    const state = patched(previewing(), add("neu"));
    expect(previewLanded(state, ["a"])).toMatchObject({ preview: ["a", "neu"] });
  });

  it("starts only from a first full load", () => {
    expect(() => previewStarted<Rows>(EMPTY, previewPending())).toThrow();
  });
});

describe("a loaded value", () => {
  const loaded: EntryState<Rows> = { state: "loaded", value: ["a"], loadedAt: 1 };

  it("turns stale on invalidate, is served while a reload runs, and is fresh again when the reload lands", () => {
    const stale = invalidated(loaded);
    expect(stale).toMatchObject({ state: "stale", value: ["a"], loadedAt: 1 });
    const reloading = loadStarted(stale, pending());
    expect(valueOf(reloading)).toEqual(["a"]);
    expect(loadLanded(reloading, ["b"], 9)).toEqual({ state: "loaded", value: ["b"], loadedAt: 9 });
  });

  it("stays stale when the reload fails, and when invalidate came while the reload ran", () => {
    const reloading = loadStarted(invalidated(loaded), pending());
    expect(loadFailed(reloading, 7)).toMatchObject({ state: "stale", value: ["a"], load: undefined });
    expect(loadLanded(invalidated(reloading), ["b"], 9)).toEqual({
      state: "stale",
      value: ["b"],
      loadedAt: 9,
    });
    // Also a first load the invalidation overtook.
    expect(loadLanded(invalidated(loadStarted<Rows>(EMPTY, pending())), ["a"], 9).state).toBe("stale");
  });

  it("is reloaded again only a while after a failed reload, or at once after the next change", () => {
    expect(mayReload(loaded, 5)).toBe(true);
    const failed = loadFailed(loadStarted(loaded, pending()), 1000);
    expect(failed).toMatchObject({ state: "loaded", value: ["a"], failedAt: 1000 });
    expect(mayReload(failed, 1000 + RETRY_AFTER_FAILURE_MS - 1)).toBe(false);
    expect(mayReload(failed, 1000 + RETRY_AFTER_FAILURE_MS)).toBe(true);
    expect(mayReload(invalidated(failed), 1001)).toBe(true);
    expect(mayReload(loadLanded(loadStarted(failed, pending()), ["b"], 1002), 1003)).toBe(true);
  });

  it("keeps its reload when one is started past the TTL (no second load)", () => {
    const reloading = loadStarted(loaded, pending());
    expect(reloading).toMatchObject({ state: "loaded", value: ["a"] });
    expect(() => loadStarted(reloading, pending())).toThrow();
  });

  it("is patched in place, and so is the result of the reload in flight", () => {
    expect(patched(loaded, add("neu"))).toMatchObject({ state: "loaded", value: ["a", "neu"] });
    const reloading = patched(loadStarted(loaded, pending()), add("neu"));
    expect(valueOf(reloading)).toEqual(["a", "neu"]);
    expect(valueOf(loadLanded(reloading, ["a", "b"], 2))).toEqual(["a", "b", "neu"]);
  });
});

describe("an empty entry", () => {
  it("stays empty on invalidate and patch: its first read loads everything fresh", () => {
    expect(invalidated<Rows>(EMPTY)).toBe(EMPTY);
    expect(patched<Rows>(EMPTY, add("neu"))).toBe(EMPTY);
  });
});
