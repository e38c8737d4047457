import "server-only";
import { revalidateTag } from "next/cache";
import { invalidate, settled } from "./cache";
import { tagsForModel } from "./tags";
import { warm } from "./warm";

/**
 * After the portal itself wrote a listing: marks the collections it appears in stale and waits
 * for their reload, so the public list and detail pages show the change on the next request.
 * (Strapi's webhook to /api/revalidate does the same for edits made in the Strapi admin.)
 */
export async function refreshAfterWrite(model: string): Promise<void> {
  const tags = tagsForModel(model);
  for (const tag of tags) {
    invalidate(tag);
    revalidateTag(tag, { expire: 0 });
  }
  warm(tags);
  // A reload that fails is logged by the loaders; the save itself has succeeded.
  await Promise.race([
    Promise.all(tags.map((tag) => settled(tag))),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}
