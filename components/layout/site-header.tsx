import { Search } from "lucide-react";
import { Link } from "@/components/ui/link";
import { SiteSearchForm } from "@/components/site-search/site-search-form";
import { AdminNav } from "./admin-nav";
import { SessionSideMenu, SessionUserMenu } from "./session-slot";
import { MAIN_NAV } from "./nav-items";

function InserierenButton() {
  return (
    <Link
      href="/admin/inserieren"
      className="rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      Inserieren
    </Link>
  );
}

/**
 * Header: full navigation from 1194 px; below it a slide-out side menu; below 948 px the
 * 'Inserieren' button and the avatar move into a compact second row. On phones (below 640 px)
 * the header is one row (menu, logo, a search icon) and both live in the side menu instead. From
 * 1194 px a search field sits beside the navigation.
 */
export function SiteHeader() {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-x-6 px-4 py-3">
        <SessionSideMenu />
        <Link href="/" className="text-lg font-bold text-brand-700">
          Wundportal
        </Link>
        <nav aria-label="Hauptnavigation" className="hidden flex-1 min-[1194px]:block">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-ink hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <span aria-disabled="true" className="text-muted">
                Jobbörse <span className="text-xs">(Coming Soon)</span>
              </span>
            </li>
          </ul>
        </nav>
        <div className="hidden min-[1194px]:block">
          <SiteSearchForm compact id="kopf-suche" />
        </div>
        <Link
          href="/suche"
          aria-label="Suchen"
          title="Suchen"
          className="ml-auto flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 sm:hidden"
        >
          <Search aria-hidden="true" className="h-6 w-6" />
        </Link>
        <div className="ml-auto hidden items-center gap-4 min-[948px]:flex">
          <InserierenButton />
          <SessionUserMenu />
        </div>
      </div>
      <div
        data-testid="kompakte-zeile"
        className="flex items-center justify-end gap-4 border-t border-gray-100 px-4 py-2 max-sm:hidden min-[948px]:hidden"
      >
        <InserierenButton />
        <SessionUserMenu />
      </div>
      <AdminNav />
    </header>
  );
}
