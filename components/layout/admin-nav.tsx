"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

const ITEMS = [
  { href: "/admin/inserieren", label: "Inserieren" },
  { href: "/admin/meine-inserate", label: "Meine Inserate" },
  { href: "/admin/benutzerkonto", label: "Benutzerkonto" },
];

/** The admin row, shown on /admin paths only. */
export function AdminNav() {
  const pathname = usePathname();
  if (!pathname.startsWith("/admin")) return null;
  return (
    <nav aria-label="Verwaltung" className="border-t border-gray-200 bg-brand-50">
      <ul className="mx-auto flex max-w-7xl gap-6 px-4 py-2 text-sm">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={pathname.startsWith(item.href) ? "page" : undefined}
              className="hover:underline aria-[current=page]:font-bold"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
