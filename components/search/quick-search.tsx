"use client";

import { usePathname, useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { detailPath, type Suggestion } from "@/lib/filters/suggest";
import { useUrlState } from "./use-url-state";

/**
 * Quick search of a list: a combobox whose suggestions come from the server; picking one opens
 * its detail page. Arrow keys move through the list, Enter on a suggestion opens it, Enter without
 * one searches the list for the typed text (`q`, the other filters kept, from the first page),
 * Escape closes. Without JavaScript the same as a GET form: the list's other parameters ride along
 * as hidden fields.
 */
export function QuickSearch({
  scope,
  label,
  placeholder,
}: {
  scope: string;
  label: string;
  placeholder?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { searchParams, update } = useUrlState();
  const id = useId();
  const listQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(listQuery);
  // Suggestions only for what the visitor typed, not for the list's `q` shown on arrival.
  const [typed, setTyped] = useState(false);
  // The list's `q` changed (searched, filters reset, back button): show it.
  const [shownListQuery, setShownListQuery] = useState(listQuery);
  if (shownListQuery !== listQuery) {
    setShownListQuery(listQuery);
    setQuery(listQuery);
    setTyped(false);
  }
  const [items, setItems] = useState<Suggestion[]>([]);
  // The query the suggestions answer, so 'no results' is not shown while the answer is on its way.
  const [answered, setAnswered] = useState("");
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!typed || !query.trim()) return;
    const timer = window.setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(
          `/api/suggest?bereich=${encodeURIComponent(scope)}&q=${encodeURIComponent(query)}`,
          { signal: controller.signal },
        );
        const data = (await response.json()) as { items: Suggestion[] };
        setItems(data.items);
        setAnswered(query);
        setActive(-1);
        setOpen(true);
      } catch {
        /* aborted or offline: keep the previous list */
      }
    }, 200);
    return () => window.clearTimeout(timer);
  }, [query, scope, typed]);

  const go = (item: Suggestion) => {
    setOpen(false);
    router.push(detailPath(item.type, item.id));
  };
  const visible = open && typed && query.trim() !== "";
  const expanded = visible && items.length > 0;
  const nothingFound = visible && items.length === 0 && answered === query;

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label={label}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        update({ q: query.trim() || null });
      }}
    >
      {/* The list's other filters, for the form without JavaScript (a new search starts at page 1). */}
      {[...searchParams]
        .filter(([key]) => key !== "q" && key !== "page")
        .map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
      <label htmlFor={`${id}-eingabe`} className="text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex">
        <input
          id={`${id}-eingabe`}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-liste`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={placeholder}
          name="q"
          value={query}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setTyped(true);
          }}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(items.length - 1, i + 1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((i) => Math.max(-1, i - 1));
            } else if (event.key === "Enter" && active >= 0 && items[active]) {
              event.preventDefault();
              go(items[active]);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
          className="min-w-0 flex-1 rounded-l border border-gray-500 px-3 py-2"
        />
        <button
          type="submit"
          className="flex items-center rounded-r bg-brand-700 px-3 text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Liste durchsuchen</span>
        </button>
      </div>
      {/* A listbox may only hold options: the empty result is a status message beside it. */}
      <p
        role="status"
        className={
          nothingFound
            ? "absolute z-20 mt-1 w-full rounded border border-gray-300 bg-white px-3 py-2 text-muted shadow-lg"
            : "sr-only"
        }
      >
        {nothingFound ? "Keine Ergebnisse gefunden" : ""}
      </p>
      <ul
        id={`${id}-liste`}
        role="listbox"
        aria-label="Vorschläge"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded border border-gray-300 bg-white shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={`${item.type}-${item.id}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              go(item);
            }}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-100" : "hover:bg-brand-50"}`}
          >
            {item.parts
              ? item.parts.map((part, i) => (part.mark ? <strong key={i}>{part.text}</strong> : part.text))
              : item.label}
            {item.detail ? <span className="block text-sm text-muted">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
    </form>
  );
}
