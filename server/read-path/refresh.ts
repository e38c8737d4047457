import "server-only";
import { revalidateTag } from "next/cache";
import { createBus, redisTransport, type Bus, type Change } from "./bus";
import { invalidate, settled } from "./cache";
import { refreshEntry, refreshesEntries } from "./collection";
import { tagsForModel, type Tag } from "./tags";
import { warm } from "./warm";
import { env } from "@/server/env";
import { processWide } from "@/server/process-wide";

// Applying a change reported by Strapi's webhook, by the portal's own save actions or by another
// instance over the bus: an entry of a model refreshes just that entry and the entries that show it
// (server/read-path/collection.ts); anything else marks the model's collections stale and reloads them in
// the background.

/**
 * Inside a request (a save action, the webhook's route) marks the tags revalidated, which makes a
 * server action's answer tell the browser's router that data changed. The data itself lives in
 * server/read-path/cache.ts (no fetch or 'use cache' entry is tagged), so outside a request (a bus
 * message) there is nothing to do.
 */
function expireTags(tags: readonly string[]): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // No request store: a change from another instance.
  }
}

/** Applies `change` on this instance; resolves when the refreshed entries are in memory. */
export async function applyChange(change: Change): Promise<Tag[]> {
  if ("tags" in change || !refreshesEntries(change.model)) {
    const tags = ("tags" in change ? change.tags : tagsForModel(change.model)) as Tag[];
    for (const tag of tags) invalidate(tag);
    expireTags(tags);
    void warm(tags);
    return tags;
  }
  const touched = await refreshEntry(change.model, change);
  expireTags([...new Set([...touched, ...tagsForModel(change.model).slice(0, 1)])]);
  return touched;
}

const state = processWide("bus", (): { bus?: Promise<Bus | null> } => ({}));

/** The bus of this process (started once; null without REDIS_URL or when Redis is unreachable). */
export function bus(): Promise<Bus | null> {
  const url = env().REDIS_URL;
  state.bus ??= url
    ? redisTransport(url)
        .then((transport) => createBus(transport, applyChange))
        .catch((error: unknown) => {
          console.error("[cms] Redis nicht erreichbar, Änderungen gelten nur für diesen Server:", error);
          state.bus = undefined;
          return null;
        })
    : Promise.resolve(null);
  return state.bus;
}

/** Applies `change` here and publishes it to the other instances. */
export async function announceChange(change: Change): Promise<Tag[]> {
  const [tags] = await Promise.all([
    applyChange(change),
    bus()
      .then((b) => b?.publish(change))
      .catch((error: unknown) => console.error("[cms] Redis:", error)),
  ]);
  return tags;
}

/**
 * After the portal itself wrote a listing: refreshes it (or, without a documentId, the model's
 * collections) so the public list and detail pages show the change on the next request.
 * (Strapi's webhook to /api/revalidate does the same for edits made in the Strapi admin.)
 */
export async function refreshAfterWrite(
  model: string,
  ref?: { id?: number; documentId: string },
): Promise<void> {
  const change: Change = ref ? { model, ...ref } : { tags: tagsForModel(model) };
  // A refresh that fails is logged; the save itself has succeeded.
  await Promise.race([
    announceChange(change)
      .then((tags) => Promise.all(tags.map((tag) => settled(tag))))
      .catch((error: unknown) => console.error("[cms] Aktualisierung nach dem Speichern:", error)),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}
