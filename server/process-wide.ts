// Values that exist once per process. Next bundles proxy.ts, instrumentation.ts, every page and every
// route handler apart, each with module instances of its own, so a module-level variable would exist
// once per bundle: the webhook's route would invalidate a cache the pages never read. These values
// live on globalThis instead, each under a registered symbol.

const keyOf = (name: string) => Symbol.for(`wundportal.${name}`);
const holder = globalThis as Record<symbol, unknown>;

/** The process's one value named `name`, made by `create` on its first use. */
export function processWide<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/** Forgets the value named `name`: the next `processWide(name, …)` makes a new one (tests, for a fresh start). */
export function forgetProcessWide(name: string): void {
  delete holder[keyOf(name)];
}
