import { processWide } from "@/server/process-wide";

// One number for "what the public pages show": bumped whenever a cached collection changes (a load
// finishes, an entry is patched in, a tag is marked stale). The HTML cache (server/read-path/html-cache.ts)
// keeps a page only while this number is the one it was rendered at.
// One per process: proxy.ts and the page and route modules read and bump the same number.
const version = processWide("contentVersion", () => ({ value: 0 }));

export function contentVersion(): number {
  return version.value;
}

export function bumpContentVersion(): void {
  version.value += 1;
}
