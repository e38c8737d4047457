import "server-only";
import { speakerForViewer, type Viewer } from "@/lib/access";
import type { Speaker } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapSpeaker } from "./mappers";
import { SPEAKER_POPULATE } from "./populate";
import type { RawSpeaker } from "./raw";
import { TAGS } from "./tags";

// The CMS gives the web app every published speaker with the private part (contact, fees, bio,
// availability). That list stays inside this module: callers get either the public projection or
// the one for a given viewer, so no page, route or metadata can forget the visibility check.
// (speakers.test.ts pins the exports.)

function listAllWithPrivateData(): Promise<Speaker[]> {
  return cachedCollection(TAGS.speakers, async () => {
    const raw = await strapiFetchAll<RawSpeaker>("/referents", {
      filters: { Published: { $eq: true } },
      populate: SPEAKER_POPULATE,
      sort: ["Name:asc", "Vorname:asc", "id:asc"],
    });
    return raw.map(mapSpeaker);
  });
}

/** Published speakers as an anonymous visitor may see them (also loads the cache). */
export async function listPublicSpeakers(): Promise<Speaker[]> {
  return (await listAllWithPrivateData()).map((speaker) => ({ ...speaker, private: null }));
}

/** Published speakers as `viewer` may see them: the private part only where entitled. */
export async function listSpeakersFor(viewer: Viewer): Promise<Speaker[]> {
  return (await listAllWithPrivateData()).map((speaker) => speakerForViewer(viewer, speaker));
}
