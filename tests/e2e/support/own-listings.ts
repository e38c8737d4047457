// Listings a search spec places itself: a token no other run's data contains, to confine every query
// to them, and a wait until the web app lists them (it learns of a write from the CMS's webhook, a
// moment later).
import { randomInt } from "node:crypto";
import { expect } from "@playwright/test";
import type { Accounts, FixtureAccount, Rolle } from "./fixtures";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";

// Consonants without s: a word of them keeps its letters through the German stemmer, and two
// random tokens are many edits apart, beyond the search's typo tolerance.
const LETTERS = "bcdfghjklmnpqrtvwxz";

/** A word of `length` random letters, capitalised, for the names of one spec's listings. */
export function runToken(length = 10): string {
  const word = Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join("");
  return word[0]!.toUpperCase() + word.slice(1);
}

/**
 * Waits until the web app's page at `path` (server-rendered, as a visitor gets it) names every one
 * of `names`: a new listing reaches the portal through the CMS's webhook, a moment after it is stored.
 */
export async function waitUntilListed(path: string, names: readonly string[]) {
  await expect
    .poll(
      async () => {
        // Not counting the query itself: the quick search shows `q` in its field (and a title,
        // meta tag or the streamed React payload in a script may echo it), which is there before
        // the listing is.
        const html = (await (await fetch(`${BASE_URL}${path}`)).text()).replace(
          /<script\b[^>]*>[\s\S]*?<\/script>|<input\b[^>]*>|<title>[^<]*<\/title>|<meta\b[^>]*>/g,
          "",
        );
        return names.filter((name) => !html.includes(escapeHtml(name)));
      },
      { message: `${path}: eigene Einträge gelistet`, timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toEqual([]);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * One account of each role, in that order, each with the role's Classic plan. One after the
 * other: each purchase waits for the billing webhook, which a burst of them in parallel can delay
 * past the wait on a busy machine.
 */
export async function classicAccounts<const R extends readonly Rolle[]>(
  accounts: Accounts,
  roles: R,
  prefix: string,
): Promise<{ [K in keyof R]: FixtureAccount }> {
  const made: FixtureAccount[] = [];
  for (const rolle of roles) made.push(await accounts.create({ rolle, plan: `${rolle}: Classic`, prefix }));
  return made as { [K in keyof R]: FixtureAccount };
}
