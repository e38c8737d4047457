"use client";

// Links published speakers or manufacturers to an event: a combobox (ARIA 1.2 list autocomplete)
// searching /api/editor/suche, the chosen ones shown as removable chips.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { GENERIC_ERROR } from "@/lib/messages";

export interface PickedListing {
  id: number;
  name: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

type Status = "idle" | "loading" | "done" | "error";

export function ListingPicker({
  label,
  kind,
  value,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  kind: "referent" | "hersteller";
  value: PickedListing[];
  onChange: (value: PickedListing[]) => void;
  /** The list's own error (too many picked). */
  error?: string;
  /** Given the search box: the error summary focuses it. */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const inputId = `${id}-suche`;
  const listboxId = `${id}-treffer`;
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<PickedListing[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const chosen = new Set(value.map((item) => item.id));
  const options = hits.filter((hit) => !chosen.has(hit.id));
  const expanded = open && options.length > 0;

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus("loading");
      try {
        const response = await fetch(`/api/editor/suche?art=${kind}&q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setHits((await response.json()) as PickedListing[]);
        setActive(-1);
        setStatus("done");
      } catch {
        if (!controller.signal.aborted) setStatus("error");
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, kind]);

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    if (!text.trim()) {
      setHits([]);
      setStatus("idle");
    }
  };

  const choose = (item: PickedListing) => {
    onChange([...value, item]);
    setQuery("");
    setHits([]);
    setStatus("idle");
    setOpen(false);
    setActive(-1);
    searchRef.current?.focus();
  };

  const remove = (item: PickedListing) => {
    onChange(value.filter((other) => other.id !== item.id));
    searchRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((before) => (before + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      if (expanded && options[active]) {
        event.preventDefault(); // choose, do not submit the form
        choose(options[active]);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        type("");
      }
    }
  };

  const message =
    status === "loading"
      ? "Suche läuft …"
      : status === "error"
        ? GENERIC_ERROR
        : status === "done" && query.trim()
          ? options.length === 0
            ? "Keine Treffer"
            : `${options.length} Treffer, mit Pfeiltasten auswählen`
          : "";

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {value.length > 0 ? (
        <ul aria-label={`Ausgewählt: ${label}`} className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-1 pl-3"
            >
              {item.name}
              <button
                type="button"
                aria-label={`${item.name} entfernen`}
                onClick={() => remove(item)}
                className="rounded-full px-2 font-bold hover:bg-brand-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={(element) => {
            searchRef.current = element;
            inputRef?.(element);
          }}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Name eingeben …"
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="w-full rounded border border-gray-500 px-3 py-2"
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={`Treffer: ${label}`}
          hidden={!expanded}
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded border border-gray-500 bg-white shadow"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the click does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-100" : "hover:bg-brand-50"}`}
            >
              {option.name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="text-sm text-muted">
        {message}
      </p>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
