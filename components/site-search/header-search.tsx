"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { SuggestCombobox } from "@/components/search/suggest-combobox";

const PANEL = "kopf-suche-feld";
const noSubscription = () => () => {};

/**
 * The header's site search, suggesting every kind as the visitor types (grouped by kind). From
 * 1194 px the field sits in the header row, between the logo and 'Inserieren'; below, a "Suche" button opens it as a disclosure panel
 * under the header, focused (the page stays where it is, and Escape or the button closes it: no
 * dialog whose focus trap would keep the visitor from the page). Without JavaScript the button is a
 * link to /suche and the field a GET form to it.
 */
export function HeaderSearch() {
  const router = useRouter();
  const pathname = usePathname();
  // False in the server's HTML and while hydrating: the link is swapped for the button once it works.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A new page (a suggestion or the search opened): the panel closes, the field empties.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setQuery("");
    setTyped(false);
  }
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const toggleClass =
    "flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 min-[1194px]:hidden";
  return (
    <>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          aria-label="Suche"
          title="Suche"
          aria-expanded={open}
          aria-controls={PANEL}
          onClick={() => setOpen((was) => !was)}
          className={toggleClass}
        >
          <Search aria-hidden="true" className="h-6 w-6" />
        </button>
      ) : (
        <a href="/suche" aria-label="Suche" title="Suche" className={toggleClass}>
          <Search aria-hidden="true" className="h-6 w-6" />
        </a>
      )}
      <div
        id={PANEL}
        className={`${
          open
            ? "max-[1193px]:absolute max-[1193px]:inset-x-0 max-[1193px]:top-full max-[1193px]:z-30 max-[1193px]:border-b max-[1193px]:border-gray-200 max-[1193px]:bg-white max-[1193px]:px-4 max-[1193px]:py-3 max-[1193px]:shadow-md"
            : "max-[1193px]:hidden"
        } min-[1194px]:flex-1`}
      >
        <form
          action="/suche"
          method="get"
          role="search"
          aria-label="Portal durchsuchen"
          className="relative mx-auto max-w-xl"
          onSubmit={(event) => {
            event.preventDefault();
            const q = query.trim();
            router.push(q ? `/suche?${new URLSearchParams({ q })}` : "/suche");
          }}
        >
          <label htmlFor="kopf-suche" className="sr-only">
            Suchbegriff
          </label>
          <div className="flex">
            <SuggestCombobox
              id="kopf-suche"
              scope="alle"
              grouped
              query={query}
              typed={typed}
              onType={(value) => {
                setQuery(value);
                setTyped(true);
              }}
              inputRef={input}
              onEscape={() => {
                if (!open) return;
                setOpen(false);
                toggle.current?.focus();
              }}
              placeholder="Suchen …"
              className="min-w-0 flex-1 rounded-l border border-gray-500 px-3 py-2"
            />
            <button
              type="submit"
              className="flex min-w-11 items-center justify-center rounded-r bg-brand-700 px-2 text-white hover:bg-brand-800"
            >
              <Search aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Suchen</span>
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
