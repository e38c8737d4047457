// The Merkliste in the browser: a first-party cookie holding only listing kinds and documentIds.
// Each entry is one token, a letter for its kind and the 24-character documentId (25 characters,
// no separator); 200 entries (5000 characters) do not fit one cookie (about 4 KB each), so the
// list is split over two cookies of at most 100 entries. Read by the server (route handlers,
// /merkliste) and by the one client script of the Merken buttons, so nothing here loads zod.
import type { ListingKind } from "@wundportal/rules";
import type { MerkRef } from "@wundportal/rules/merkliste";

export const MERKLISTE_COOKIES = ["merkliste", "merkliste2"] as const;
/** Set once a signed-in browser's entries were merged into the account (its user id). */
export const MERKLISTE_SYNC_COOKIE = "merkliste-konto";
const PER_COOKIE = 100;
/** One year, in seconds. */
export const MERKLISTE_MAX_AGE = 365 * 24 * 60 * 60;

const CODE_OF: Record<ListingKind, string> = {
  Veranstaltung: "v",
  Referent: "r",
  Hersteller: "h",
  Produkt: "p",
  Versorgungspartner: "s",
};
const KIND_OF = Object.fromEntries(Object.entries(CODE_OF).map(([kind, code]) => [code, kind])) as Record<
  string,
  ListingKind
>;
const TOKEN = /^[vrhps][a-z0-9]{24}$/;
const TOKEN_LENGTH = 25;

/** The token a Merken form carries (its hidden `eintrag` field) and the cookie holds. */
export const merkToken = (ref: MerkRef) => `${CODE_OF[ref.kind]}${ref.documentId}`;

export function refOfToken(token: string): MerkRef | null {
  if (!TOKEN.test(token)) return null;
  const kind = KIND_OF[token[0]!];
  return kind ? { kind, documentId: token.slice(1) } : null;
}

/** The tokens of the cookies' values, in order, without duplicates or anything malformed. */
export function decodeTokens(values: readonly (string | undefined)[]): string[] {
  const tokens: string[] = [];
  for (const value of values) {
    if (!value) continue;
    for (let i = 0; i + TOKEN_LENGTH <= value.length; i += TOKEN_LENGTH) {
      const token = value.slice(i, i + TOKEN_LENGTH);
      if (TOKEN.test(token) && !tokens.includes(token)) tokens.push(token);
    }
  }
  return tokens;
}

export const decodeRefs = (values: readonly (string | undefined)[]): MerkRef[] =>
  decodeTokens(values).flatMap((token) => refOfToken(token) ?? []);

/** The values of MERKLISTE_COOKIES for these entries ("" for a cookie to delete). */
export function encodeRefs(refs: readonly MerkRef[]): [string, string] {
  const tokens = refs.map(merkToken);
  return [tokens.slice(0, PER_COOKIE).join(""), tokens.slice(PER_COOKIE, 2 * PER_COOKIE).join("")];
}

/** The tokens in `document.cookie` (the client script's read). */
export function tokensOfCookieHeader(header: string): string[] {
  const values = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return decodeTokens(MERKLISTE_COOKIES.map((name) => values.get(name)));
}
