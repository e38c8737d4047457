// The Merkliste's rules, for both processes: what an entry is (a listing kind and a documentId),
// how many fit (MERKLISTE_MAX), the one input shape the CMS accepts, and how two lists merge.
// No zod here: the web app's one client script for the Merken buttons reads this module.
import { LISTING_KINDS, type ListingKind } from "./kinds";

export const MERKLISTE_MAX = 200;

export interface MerkRef {
  kind: ListingKind;
  documentId: string;
}

/** Strapi 5 document ids: 24 lower-case letters and digits (a cuid2). */
const DOCUMENT_ID = /^[a-z0-9]{24}$/;

export const isMerkKind = (value: unknown): value is ListingKind =>
  typeof value === "string" && (LISTING_KINDS as readonly string[]).includes(value);

export const isDocumentId = (value: unknown): value is string =>
  typeof value === "string" && DOCUMENT_ID.test(value);

export const sameRef = (a: MerkRef, b: MerkRef) => a.kind === b.kind && a.documentId === b.documentId;

/** One entry in its canonical shape, `{ kind, documentId }` and nothing else; null otherwise. */
export function parseMerkRef(value: unknown): MerkRef | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes("kind") || !keys.includes("documentId")) return null;
  const { kind, documentId } = value as Record<string, unknown>;
  return isMerkKind(kind) && isDocumentId(documentId) ? { kind, documentId } : null;
}

/** A list of entries in the canonical shape (no duplicates), or null when any part is not. */
export function parseMerkRefs(value: unknown): MerkRef[] | null {
  if (!Array.isArray(value)) return null;
  const refs: MerkRef[] = [];
  for (const item of value) {
    const ref = parseMerkRef(item);
    if (!ref) return null;
    if (!refs.some((r) => sameRef(r, ref))) refs.push(ref);
  }
  return refs;
}

/**
 * The union of two lists: `first` in its order, then what only `second` holds, cut at
 * MERKLISTE_MAX (so the first list, the account's on sign-in, keeps everything it had).
 */
export function mergeMerkRefs(first: readonly MerkRef[], second: readonly MerkRef[]): MerkRef[] {
  const merged: MerkRef[] = [];
  for (const ref of [...first, ...second]) {
    if (merged.length >= MERKLISTE_MAX) break;
    if (!merged.some((r) => sameRef(r, ref))) merged.push(ref);
  }
  return merged;
}

export type MerkToggle =
  { ok: true; refs: MerkRef[]; saved: boolean } | { ok: false; code: "merkliste.full" };

/** Adds (`save` true) or removes an entry; adding to a full list changes nothing. */
export function setMerkRef(refs: readonly MerkRef[], ref: MerkRef, save: boolean): MerkToggle {
  const without = refs.filter((r) => !sameRef(r, ref));
  if (!save) return { ok: true, refs: without, saved: false };
  if (without.length < refs.length) return { ok: true, refs: [...refs], saved: true };
  if (refs.length >= MERKLISTE_MAX) return { ok: false, code: "merkliste.full" };
  return { ok: true, refs: [...refs, ref], saved: true };
}
