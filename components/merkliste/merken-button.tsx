// The Merken button of a card or detail page: a plain form, so it works without JavaScript (the
// route toggles the entry and answers 303 back). The server always draws it as "Merken" (public
// pages are cached and read no cookie); the one client script (merkliste-script.tsx) marks the
// saved ones and sends the form with fetch.
import type { ListingKind } from "@wundportal/rules";
import { merkToken } from "@/lib/merkliste-cookie";

export function MerkenButton({
  kind,
  documentId,
  name,
  returnTo,
  large = false,
}: {
  kind: ListingKind;
  documentId: string;
  /** The entry's name, for screen readers ("Merken Wundkongress 2027"). */
  name: string;
  /** The page to come back to without JavaScript (else the page the form was sent from). */
  returnTo?: string;
  large?: boolean;
}) {
  const token = merkToken({ kind, documentId });
  // Its look is the `merken` class in app/globals.css (one class, the icon a CSS mask): the button
  // is on every row of a list, in the HTML and in React's payload, so every byte counts 200 times.
  return (
    <form method="post" action="/api/merkliste" data-merken="">
      <input type="hidden" name="eintrag" value={token} />
      {returnTo ? <input type="hidden" name="zurueck" value={returnTo} /> : null}
      {/* relative (in .merken): the name for screen readers (sr-only, absolute) stays inside the
          button, and so inside a carousel's clipping viewport (else it widened the page on phones). */}
      <button type="submit" aria-pressed="false" className={large ? "merken px-4 py-2 text-base" : "merken"}>
        <span data-merken-text>Merken</span>
        <span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}

/** The Merken column of a list's table: the last column, a full-width line in the phone cards. */
export const MERKEN_COLUMN = {
  key: "merken",
  header: "Merkliste",
  sortable: false,
  srOnlyHeader: true,
  card: "wide",
} as const;
