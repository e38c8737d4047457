import "server-only";
import type { Speaker } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapSpeaker } from "./mappers";
import { SPEAKER_POPULATE } from "./populate";
import type { RawSpeaker } from "./raw";
import { TAGS } from "./tags";

/**
 * All published speakers as the CMS gives them to the web app: with the private part
 * (contact, fees, bio, availability). Pages must pass them through the visibility check of the
 * reader before anything reaches the browser.
 */
export async function listSpeakersWithPrivateData(): Promise<Speaker[]> {
  return cachedCollection(TAGS.speakers, async () => {
    const raw = await strapiFetchAll<RawSpeaker>("/referents", {
      filters: { Published: { $eq: true } },
      populate: SPEAKER_POPULATE,
      sort: ["Name:asc", "Vorname:asc", "id:asc"],
    });
    return raw.map(mapSpeaker);
  });
}

/** The speaker without anything only entitled readers may see. */
export function withoutPrivateData(speaker: Speaker): Speaker {
  return { ...speaker, private: null };
}

/** Published speakers as an anonymous visitor may see them. */
export async function listPublicSpeakers(): Promise<Speaker[]> {
  return (await listSpeakersWithPrivateData()).map(withoutPrivateData);
}
