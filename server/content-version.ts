// One number for "what the public pages show": bumped whenever a cached collection changes (a load
// finishes, an entry is patched in, a tag is marked stale). The HTML cache (server/html-cache.ts)
// keeps a page only while this number is the one it was rendered at.
// On globalThis: proxy.ts and the page and route modules are separate bundles of the same process.
const KEY = Symbol.for("wundportal.contentVersion");
type Holder = { [KEY]?: number };

export function contentVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

export function bumpContentVersion(): void {
  const holder = globalThis as Holder;
  holder[KEY] = (holder[KEY] ?? 0) + 1;
}
