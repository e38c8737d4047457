import "server-only";
import type { OwnListingStats } from "@/lib/listing-stats";
import type { AuthedUser } from "@/server/auth/session";
import { strapiFetch } from "./client";

/** The figures of the user's own listings; the CMS filters by the token's user (never by a parameter). */
export async function getOwnListingStats(auth: AuthedUser): Promise<OwnListingStats | null> {
  try {
    return (await strapiFetch<{ data: OwnListingStats }>("/listing-stats/mine", { token: auth.jwt })).data;
  } catch (error) {
    // The listings stay usable without their figures.
    console.error("[statistik] Zahlen konnten nicht geladen werden:", error);
    return null;
  }
}
