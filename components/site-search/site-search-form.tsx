import { Search } from "lucide-react";

/**
 * The site search as a plain GET form to /suche: it searches without JavaScript. `compact` is the
 * header's version (label for screen readers only, a narrow field).
 */
export function SiteSearchForm({
  q = "",
  compact = false,
  id,
}: {
  q?: string;
  compact?: boolean;
  id: string;
}) {
  return (
    <form action="/suche" method="get" role="search" aria-label={compact ? "Portal durchsuchen" : undefined}>
      <label htmlFor={id} className={compact ? "sr-only" : "block font-semibold"}>
        Suchbegriff
      </label>
      <div className={compact ? "flex" : "mt-1 flex max-w-xl"}>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder={compact ? "Suchen …" : "z. B. Dekubitus, Wundkongress, Stomatherapie"}
          className={`min-w-0 flex-1 rounded-l border border-gray-400 px-3 ${compact ? "w-40 py-1 text-sm" : "py-2"}`}
        />
        <button
          type="submit"
          className={`flex items-center gap-1 rounded-r bg-brand-700 font-semibold text-white hover:bg-brand-800 ${compact ? "px-2 py-1 text-sm" : "px-4 py-2"}`}
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          <span className={compact ? "sr-only" : undefined}>Suchen</span>
        </button>
      </div>
    </form>
  );
}
