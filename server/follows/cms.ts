// The web app's calls to the CMS's follow routes (cms/src/api/follow): the visitor's with the
// server token, the signed-in user's own follows with their token.
import "server-only";
import type { FollowKind } from "@/lib/schemas/follow";
import { orNullOnInvalid } from "@/server/alerts/cms";
import { strapiFetch } from "@/server/cms/client";

export interface FollowView {
  confirmed: boolean;
  /** The lister's name and the listing's path; null once the listing is gone. */
  name: string | null;
  url: string | null;
}

export interface OwnFollow extends FollowView {
  documentId: string;
  createdAt: string;
}

export async function subscribeFollow(input: { email: string; kind: FollowKind; listing: number }) {
  await strapiFetch("/follows/subscribe", { method: "POST", body: input });
}

export async function viewFollow(token: string, purpose: "confirm" | "manage") {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: FollowView }>("/follows/view", { method: "POST", body: { token, purpose } }),
  );
  return answer?.data ?? null;
}

export async function confirmFollow(token: string) {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: FollowView & { manageToken: string } }>("/follows/confirm", {
      method: "POST",
      body: { token },
    }),
  );
  return answer?.data ?? null;
}

export async function unsubscribeFollow(token: string): Promise<boolean> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ ok: boolean }>("/follows/unsubscribe", { method: "POST", body: { token } }),
  );
  return answer !== null;
}

export async function ownFollows(jwt: string): Promise<OwnFollow[]> {
  return (await strapiFetch<{ data: OwnFollow[] }>("/follows/mine", { token: jwt })).data;
}

export async function forgetFollow(jwt: string, documentId: string) {
  await strapiFetch("/follows/forget", { method: "POST", token: jwt, body: { documentId } });
}
