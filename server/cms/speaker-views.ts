import "server-only";
import type { Speaker } from "@/lib/types";
import type { Viewer } from "@/lib/access";
import { currentViewer } from "@/server/access/viewer";
import { getSpeakerFor, listSpeakersFor } from "./speakers";

/** Published speakers as the current viewer may receive them (private part only when entitled). */
export async function listSpeakersForViewer(): Promise<{ speakers: Speaker[]; viewer: Viewer }> {
  const viewer = await currentViewer();
  return { speakers: await listSpeakersFor(viewer), viewer };
}

export async function getSpeakerForViewer(id: number) {
  const viewer = await currentViewer();
  return { speaker: await getSpeakerFor(viewer, id), viewer };
}
