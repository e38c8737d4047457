// The header's link to the Merkliste. Its count is drawn by the client script (the header is part
// of cached pages): until then the link reads "Merkliste" without a number.
import { Link } from "@/components/ui/link";
import { BookmarkIcon } from "./merken-button";

export function MerklisteLink() {
  return (
    <Link
      href="/merkliste"
      data-merkliste-link
      className="inline-flex min-h-10 items-center gap-1.5 rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <BookmarkIcon className="h-5 w-5" />
      <span className="max-sm:sr-only">Merkliste</span>
      <span
        data-merkliste-anzahl
        hidden
        className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white"
      />
    </Link>
  );
}
