import "server-only";
import { listBackgroundImages } from "@/server/cms/background-images";
import { listCarePartners } from "@/server/cms/care-partners";
import { warmEvents } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPlans } from "@/server/cms/plans";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { hasLoaded } from "./cache";
import { TAGS, type Tag } from "./tags";

// In the order they load: the small ones, then by how often visitors ask for them.
const LOADERS: Record<Tag, () => Promise<unknown>> = {
  [TAGS.plans]: listPlans,
  [TAGS.backgrounds]: listBackgroundImages,
  [TAGS.events]: warmEvents,
  [TAGS.speakers]: listPublicSpeakers,
  [TAGS.carePartners]: listCarePartners,
  [TAGS.manufacturers]: listManufacturers,
};

/**
 * Loads collections that are not loaded yet one after another, in LOADERS' order. Strapi works
 * through one request at a time, so starting every load at once only made each of them finish late:
 * at 10,000 events the events list waited for the speakers' and manufacturers' loads as well. A
 * request for a collection that is not loaded yet starts its load at once, ahead of the queue. A
 * stale collection keeps serving its value and reloads in the background (cache.ts), so its reload
 * is started here but not awaited. Resolves when every first load has settled, with the tags that
 * hold no value afterwards: their load failed (the loaders log it and answer an empty list; the next
 * request, or the next warm-up, tries again).
 */
export async function warm(tags: readonly Tag[]): Promise<Tag[]> {
  const failed: Tag[] = [];
  for (const [tag, load] of Object.entries(LOADERS) as [Tag, () => Promise<unknown>][]) {
    if (!tags.includes(tag)) continue;
    await load().catch(() => undefined);
    if (!hasLoaded(tag)) failed.push(tag);
  }
  return failed;
}
