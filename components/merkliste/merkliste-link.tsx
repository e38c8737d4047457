// The header's link to the Merkliste. Its count is drawn by the client script (the header is part
// of cached pages): until then the link reads "Merkliste" without a number. On phones the count
// sits on the icon's corner, so the one header row keeps its width; below 360 px the row has no
// room left for it (menu, logo and search fill 320 px exactly) and the link is left out.
import { Link } from "@/components/ui/link";

export function MerklisteLink() {
  return (
    <Link
      href="/merkliste"
      data-merkliste-link
      className="relative inline-flex min-h-10 items-center max-[359px]:hidden gap-1.5 rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      {/* The bookmark is drawn by CSS (.bookmark-icon in app/globals.css), as on the Merken buttons. */}
      <span aria-hidden="true" className="bookmark-icon h-5 w-5" />
      <span className="max-sm:sr-only">Merkliste</span>
      <span
        data-merkliste-anzahl
        hidden
        className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white max-sm:absolute max-sm:-top-0.5 max-sm:left-4"
      />
    </Link>
  );
}
