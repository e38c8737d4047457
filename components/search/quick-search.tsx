"use client";

import { usePathname } from "next/navigation";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { SuggestCombobox } from "./suggest-combobox";
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

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label={label}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
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
        <SuggestCombobox
          id={`${id}-eingabe`}
          scope={scope}
          query={query}
          typed={typed}
          onType={(value) => {
            setQuery(value);
            setTyped(true);
          }}
          placeholder={placeholder}
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
    </form>
  );
}
