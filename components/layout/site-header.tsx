import { Link } from "@/components/ui/link";
import { HeaderSearch } from "@/components/site-search/header-search";
import { MerklisteLink } from "@/components/merkliste/merkliste-link";
import { AdminNav } from "./admin-nav";
import { SessionPhoneUserMenu, SessionSideMenu, SessionUserMenu } from "./session-slot";
import { JobsComingSoon, MAIN_NAV } from "./nav-items";

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
 * Header: from 1194 px the logo, the search field, 'Inserieren' and the avatar in one row and the
 * full navigation on one line below it (beside the field it took two lines at laptop widths); below
 * 1194 px a slide-out side menu holds the navigation and a "Suche" button opens the search field;
 * below 948 px 'Inserieren' and the avatar move into a compact second row. On phones (below
 * 640 px) the header is one row (menu, logo, the search button, and a signed-in user's avatar) and
 * 'Inserieren' and the account entries live in the side menu.
 */
export function SiteHeader() {
  return (
    <header className="relative border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-x-4 px-4 py-3 min-[1194px]:gap-x-6">
        <SessionSideMenu />
        <Link href="/" className="text-lg font-bold text-brand-700">
          Wundportal
        </Link>
        <div className="ml-auto flex items-center gap-2 sm:gap-4 min-[1194px]:flex-1">
          <MerklisteLink />
          <HeaderSearch />
          {/* Phones: signed in, the avatar stays in the row (its menu has 'Abmelden'). */}
          <div className="sm:hidden">
            <SessionPhoneUserMenu />
          </div>
          <div className="hidden items-center gap-4 min-[948px]:flex">
            <InserierenButton />
            <SessionUserMenu />
          </div>
        </div>
      </div>
      <nav aria-label="Hauptnavigation" className="mx-auto hidden max-w-7xl px-4 pb-2 min-[1194px]:block">
        <ul className="flex gap-x-6 whitespace-nowrap text-sm">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="text-ink hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <JobsComingSoon className="text-muted" />
          </li>
        </ul>
      </nav>
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
