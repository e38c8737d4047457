import Link from "next/link";
import { AdminNav } from "./admin-nav";
import { UserMenu } from "./user-menu";

const NAV = [
  { href: "/", label: "Suchen" },
  { href: "/veranstaltungen", label: "Veranstaltungen" },
  { href: "/referenten", label: "Referenten" },
  { href: "/hersteller", label: "Hersteller/Produkte" },
  { href: "/versorgungspartner", label: "Versorgungspartner" },
  { href: "/info", label: "Über" },
  { href: "/abo", label: "Abonnements" },
];

export function SiteHeader({ userName }: { userName: string | null }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-700">
          Wundportal
        </Link>
        <nav aria-label="Hauptnavigation" className="flex-1">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {NAV.map((item) => (
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
        <Link
          href="/admin/inserieren"
          className="rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Inserieren
        </Link>
        <UserMenu name={userName} />
      </div>
      <AdminNav />
    </header>
  );
}
