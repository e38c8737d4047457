import "server-only";
import { speakerForViewer } from "@/lib/access";
import type { Speaker } from "@/lib/types";
import { currentViewer } from "@/server/access/viewer";
import { listSpeakersWithPrivateData } from "./speakers";

/** Published speakers as the current viewer may receive them (private part only when entitled). */
export async function listSpeakersForViewer(): Promise<{ speakers: Speaker[]; viewer: Awaited<ReturnType<typeof currentViewer>> }> {
  const [all, viewer] = await Promise.all([listSpeakersWithPrivateData(), currentViewer()]);
  return { speakers: all.map((s) => speakerForViewer(viewer, s)), viewer };
}

export async function getSpeakerForViewer(id: number) {
  const { speakers, viewer } = await listSpeakersForViewer();
  return { speaker: speakers.find((s) => s.id === id) ?? null, viewer };
}
