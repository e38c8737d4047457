"use client";

// 'Teilen' on a detail page: the browser's own share sheet (Web Share API) with the page's title
// and canonical address where it has one, else the address copied to the clipboard with a spoken
// and visible 'Link kopiert', else the address in a selected field to copy by hand. No third-party
// script, nothing per visitor: the cached HTML is the same for everyone. Without JavaScript the
// button would do nothing, so it stays hidden until the page is hydrated.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/** The page's canonical address (its metadata), else the address in the address bar. */
const pageUrl = () =>
  document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || window.location.href;

const never = () => () => {};

export function ShareButton() {
  // false in the server's HTML and while hydrating, true once the button's handler is attached.
  const ready = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState("");
  const [manual, setManual] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), [manual]);

  async function share() {
    const url = pageUrl();
    setStatus("");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: document.title, url });
        return;
      } catch (error) {
        // Closed by the visitor: nothing to do. Refused by the browser: copy instead.
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setManual(null);
      setStatus("Link kopiert");
    } catch {
      setManual(url);
      setStatus("Link zum Kopieren markiert");
    }
  }

  return (
    <div hidden={!ready} className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Teilen
      </button>
      <span role="status" className="text-sm">
        {status}
      </span>
      {manual ? (
        <input
          ref={field}
          readOnly
          value={manual}
          aria-label="Link zu dieser Seite"
          className="w-full min-w-0 rounded border border-gray-400 px-2 py-1 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
