import "server-only";
import type { BackgroundImage } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapBackgroundImage } from "./mappers";
import { BACKGROUND_POPULATE } from "./populate";
import type { RawBackgroundImage } from "./raw";
import { TAGS } from "@/server/read-path/tags";

export async function listBackgroundImages(): Promise<BackgroundImage[]> {
  return cachedCollection(TAGS.backgrounds, async () => {
    const raw = await strapiFetchAll<RawBackgroundImage>("/background-images", {
      populate: BACKGROUND_POPULATE,
      sort: ["Reihenfolge:asc", "id:asc"],
    });
    return raw.map(mapBackgroundImage).filter((b): b is BackgroundImage => b !== null);
  });
}
