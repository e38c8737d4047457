import "server-only";
import type { Plan } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapPlan } from "./mappers";
import type { RawPlan } from "./raw";
import { TAGS } from "@/server/read-path/tags";

/** The available plans, sorted by title (the specification's client read them name-ascending). */
export async function listPlans(): Promise<Plan[]> {
  return cachedCollection(TAGS.plans, async () => {
    const raw = await strapiFetchAll<RawPlan>("/plans", { sort: ["title:asc"] });
    return raw.map(mapPlan);
  });
}
