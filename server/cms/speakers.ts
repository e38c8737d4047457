import "server-only";
import { speakerForViewer, type Viewer } from "@/lib/access";
import { findById, memoOn } from "@/lib/memo";
import type { Speaker } from "@/lib/types";
import { byText, defineCollection } from "@/server/read-path/collection";
import { mapSpeaker } from "./mappers";
import type { RawSpeaker } from "./raw";
import { TAGS } from "@/server/read-path/tags";

// The CMS gives the web app every published speaker with the private part (contact, fees, bio,
// availability). That list stays inside this module: callers get either the public projection or
// the one for a given viewer, so no page, route or metadata can forget the visibility check.
// (speakers.test.ts pins the exports.)

const SPEAKERS = defineCollection<RawSpeaker, Speaker>({
  tag: TAGS.speakers,
  model: "referent",
  path: "/referents",
  exportName: "referenten",
  map: mapSpeaker,
  compare: (a, b) => byText(a.Name, b.Name) || byText(a.Vorname, b.Vorname) || a.id - b.id,
  shows: {
    veranstaltung: {
      field: "veranstaltungs",
      includes: (s, id) => s.veranstaltungs.some((v) => v.id === id),
    },
  },
});

function listAllWithPrivateData(): Promise<Speaker[]> {
  return SPEAKERS.list();
}

/** Published speakers as an anonymous visitor may see them (also loads the cache). */
export async function listPublicSpeakers(): Promise<Speaker[]> {
  const all = await listAllWithPrivateData();
  return memoOn(all, ["public"], () => all.map((speaker) => ({ ...speaker, private: null })));
}

/** One published speaker as `viewer` may see them (from memory, or read alone while the collection loads). */
export async function getSpeakerFor(viewer: Viewer, id: number): Promise<Speaker | null> {
  const speaker = await SPEAKERS.find({ ids: [id] }, (speakers) => findById(speakers, id));
  return speaker && speakerForViewer(viewer, speaker);
}

/**
 * Published speakers as `viewer` may see them: the private part only where entitled. Readers of
 * one kind get one array per loaded collection (organisers the whole, readers without a profile of
 * their own the public one, a profile's creator one of their own): the list's sort orders, filter
 * index and matches are remembered per array, and a new array per request would rebuild them all.
 */
export async function listSpeakersFor(viewer: Viewer): Promise<Speaker[]> {
  const all = await listAllWithPrivateData();
  if (viewer.organiser) return all;
  const { userId } = viewer;
  if (userId === null || !all.some((speaker) => speaker.createdBy === userId)) return listPublicSpeakers();
  return memoOn(all, ["creator", userId], () => all.map((speaker) => speakerForViewer(viewer, speaker)));
}
