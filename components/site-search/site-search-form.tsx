import { Search } from "lucide-react";

/**
 * The site search page's form, a plain GET form to /suche: it searches without JavaScript. (The
 * header's search, which suggests as you type, is HeaderSearch.)
 */
export function SiteSearchForm({ q = "", id }: { q?: string; id: string }) {
  return (
    <form action="/suche" method="get" role="search">
      <label htmlFor={id} className="block font-semibold">
        Suchbegriff
      </label>
      <div className="mt-1 flex max-w-xl">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder="z. B. Dekubitus, Wundkongress, Stomatherapie"
          className="min-w-0 flex-1 rounded-l border border-gray-400 px-3 py-2"
        />
        <button
          type="submit"
          className="flex items-center gap-1 rounded-r bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          <span>Suchen</span>
        </button>
      </div>
    </form>
  );
}
