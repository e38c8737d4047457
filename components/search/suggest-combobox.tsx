"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type Ref } from "react";
import { detailPath, SUGGESTION_GROUPS, type Suggestion } from "@/lib/filters/suggest";

/** "1 Vorschlag", "5 Vorschläge": what the live region says when the list opens. */
const countText = (n: number) => (n === 1 ? "1 Vorschlag" : `${n} Vorschläge`);

/**
 * The input of a quick search as an ARIA 1.2 combobox whose suggestions come from the server
 * (`/api/suggest?bereich=…`): arrow keys move through them, Enter on a chosen one opens its page,
 * Enter without one submits the surrounding form, Escape closes the list (and, with the list
 * closed, calls `onEscape`). A polite live region says how many there are. `grouped` shows them
 * under their kinds (the header's search over every kind). The text and whether the visitor typed
 * it are the caller's (a list shows its `q` without suggesting for it); so is the form around it,
 * positioned (`relative`): the list opens below it.
 */
export function SuggestCombobox({
  id,
  scope,
  query,
  typed,
  onType,
  grouped = false,
  placeholder,
  className,
  popupClassName = "left-0 w-full",
  inputRef,
  onEscape,
}: {
  /** The input's id (the caller's label points to it); the list's and options' ids derive from it. */
  id: string;
  scope: string;
  query: string;
  typed: boolean;
  onType: (value: string) => void;
  grouped?: boolean;
  placeholder?: string;
  className?: string;
  /** Where the list (and the empty result) opens below the form and how wide: its full width by default. */
  popupClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  onEscape?: () => void;
}) {
  const router = useRouter();
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
  const optionId = (index: number) => `${id}-option-${index}`;

  const option = (item: Suggestion, index: number) => (
    <li
      key={`${item.type}-${item.id}`}
      id={optionId(index)}
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
  );
  // Grouped: the kinds in their order, each a group labelled by its heading (the options keep the
  // flat order the arrow keys walk through: the server sends them grouped already).
  const indexed = items.map((item, index) => ({ item, index }));
  const groups = grouped
    ? SUGGESTION_GROUPS.map((group) => ({
        ...group,
        entries: indexed.filter(({ item }) => item.type === group.type),
      })).filter((group) => group.entries.length > 0)
    : [];

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-liste`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        name="q"
        value={query}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => {
          // New text: no suggestion is chosen (Enter searches it, not what the last list offered).
          setActive(-1);
          onType(event.target.value);
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
          } else if (event.key === "Enter") {
            // A chosen suggestion opens; without one the form submits (and the list closes).
            setOpen(false);
            if (expanded && active >= 0 && items[active]) {
              event.preventDefault();
              go(items[active]);
            }
          } else if (event.key === "Escape") {
            // A search field clears itself on Escape: close the list (or leave) instead.
            event.preventDefault();
            if (expanded) setOpen(false);
            else onEscape?.();
          }
        }}
        className={className}
      />
      {/* A listbox may only hold options (or groups of them): the count and the empty result are a
          status message beside it. */}
      <p
        role="status"
        className={
          nothingFound
            ? `absolute top-full z-20 mt-1 ${popupClassName} rounded border border-gray-300 bg-white px-3 py-2 text-muted shadow-lg`
            : "sr-only"
        }
      >
        {nothingFound ? "Keine Ergebnisse gefunden" : expanded ? countText(items.length) : ""}
      </p>
      <ul
        id={`${id}-liste`}
        role="listbox"
        aria-label="Vorschläge"
        hidden={!expanded}
        className={`absolute top-full z-20 mt-1 max-h-80 ${popupClassName} overflow-auto rounded border border-gray-300 bg-white text-left text-base font-normal text-ink shadow-lg`}
      >
        {grouped
          ? groups.map((group) => (
              <li key={group.type} role="presentation">
                <ul role="group" aria-labelledby={`${id}-gruppe-${group.type}`}>
                  <li
                    role="presentation"
                    id={`${id}-gruppe-${group.type}`}
                    className="bg-gray-50 px-3 py-1 text-sm font-semibold text-muted"
                  >
                    {group.label}
                  </li>
                  {group.entries.map(({ item, index }) => option(item, index))}
                </ul>
              </li>
            ))
          : items.map(option)}
      </ul>
    </>
  );
}
