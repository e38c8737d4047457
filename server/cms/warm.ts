import "server-only";
import { listBackgroundImages } from "./background-images";
import { listCarePartners } from "./care-partners";
import { listEvents } from "./events";
import { listManufacturers } from "./manufacturers";
import { listPlans } from "./plans";
import { listPublicSpeakers } from "./speakers";
import { TAGS, type Tag } from "./tags";

const LOADERS: Record<Tag, () => Promise<unknown>> = {
  [TAGS.events]: listEvents,
  [TAGS.speakers]: listPublicSpeakers,
  [TAGS.manufacturers]: listManufacturers,
  [TAGS.carePartners]: listCarePartners,
  [TAGS.plans]: listPlans,
  [TAGS.backgrounds]: listBackgroundImages,
};

/**
 * Starts loading (or reloading stale) collections right away, all in parallel. Callers need not wait:
 * the returned promise settles when every load has (a failed load is logged by the cache and retried
 * by the next request).
 */
export function warm(tags: readonly Tag[]): Promise<unknown> {
  return Promise.allSettled(tags.map((tag) => LOADERS[tag]()));
}
