import "server-only";
import type { MerkRef } from "@wundportal/rules/merkliste";
import { strapiFetch } from "./client";

// A signed-in user's Merkliste in the CMS (cms/src/api/merkliste): always with the user's token,
// the CMS takes the owner from it.

export async function getAccountMerkliste(jwt: string): Promise<{ entries: MerkRef[]; removed: MerkRef[] }> {
  return strapiFetch("/merkliste", { token: jwt });
}

export async function setAccountMerkliste(jwt: string, entry: MerkRef, save: boolean): Promise<MerkRef[]> {
  const { entries } = await strapiFetch<{ entries: MerkRef[] }>("/merkliste/set", {
    method: "POST",
    token: jwt,
    body: { entry, save },
  });
  return entries;
}

export async function mergeAccountMerkliste(jwt: string, entries: readonly MerkRef[]): Promise<MerkRef[]> {
  const merged = await strapiFetch<{ entries: MerkRef[] }>("/merkliste/merge", {
    method: "POST",
    token: jwt,
    body: { entries },
  });
  return merged.entries;
}
