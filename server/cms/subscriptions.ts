import "server-only";
import type { Subscription } from "@/lib/types";
import { strapiFetch, type StrapiList } from "./client";
import { mapSubscription } from "./mappers";
import { SUBSCRIPTION_POPULATE } from "./populate";
import type { RawSubscription } from "./raw";

/**
 * The user's current subscription: the newest by creation, or null. Not cached: it decides
 * what a reader may see and must reflect the latest webhook.
 */
export async function getCurrentSubscription(userId: number): Promise<Subscription | null> {
  try {
    const list = await strapiFetch<StrapiList<RawSubscription>>("/subscriptions", {
      query: {
        filters: { user: { id: { $eq: userId } } },
        sort: ["createdAt:desc", "id:desc"],
        pagination: { page: 1, pageSize: 1 },
        populate: SUBSCRIPTION_POPULATE,
      },
    });
    const first = list.data[0];
    return first ? mapSubscription(first) : null;
  } catch (error) {
    // The specification: subscription failures are only logged; the user counts as without one.
    console.error("[cms] Abonnement konnte nicht gelesen werden:", error);
    return null;
  }
}
