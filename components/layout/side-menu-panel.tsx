"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { RefObject } from "react";
import { signOutTo } from "@/components/auth/sign-out";
import { focusOnClose } from "@/components/ui/use-lazy-dialog";
import { JobsComingSoon, MAIN_NAV } from "./nav-items";

/** The side menu's dialog (Radix: focus stays inside while open); loaded on the first opening (side-menu.tsx). */
export default function SideMenuPanel({
  open,
  setOpen,
  signedIn,
  returnFocus,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  signedIn: boolean;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname();
  const inAdmin = pathname.startsWith("/admin");
  const separated = "mt-2 border-t border-gray-200 pt-2";
  // On phones the header has no room for 'Inserieren' and the avatar: their entries are here.
  const accountLinks = [
    { href: "/admin/inserieren", label: "Inserieren", itemClass: `${separated} sm:hidden`, strong: true },
    // Below 360 px the header row has no room for the Merkliste's link (merkliste-link.tsx).
    { href: "/merkliste", label: "Merkliste", itemClass: "min-[360px]:hidden" },
    ...(signedIn ? [{ href: "/admin/benutzerkonto", label: "Benutzerkonto", itemClass: "sm:hidden" }] : []),
    ...(!inAdmin && !signedIn
      ? [
          {
            href: "/signin",
            label: "Anmelden",
            itemClass: `${separated} max-sm:mt-0 max-sm:border-t-0 max-sm:pt-0`,
            strong: true,
          },
        ]
      : []),
  ];
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          onCloseAutoFocus={focusOnClose(returnFocus)}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold">Menü</RadixDialog.Title>
            <RadixDialog.Close className="rounded border px-3 py-1" aria-label="Menü schließen">
              ×
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">
            Hauptnavigation des Wundportals
          </RadixDialog.Description>
          <nav aria-label="Hauptnavigation (Menü)">
            <ul className="flex flex-col gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => setOpen(false)}
                    aria-current={pathname === item.href ? "page" : undefined}
                    className="block rounded px-3 py-2 hover:bg-brand-50 aria-[current=page]:font-bold"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <JobsComingSoon className="block px-3 py-2 text-muted" />
              </li>
              {accountLinks.map((item) => (
                <li key={item.href} className={item.itemClass}>
                  <Link
                    href={item.href}
                    onClick={() => setOpen(false)}
                    className={`block rounded px-3 py-2 hover:bg-brand-50 ${item.strong ? "font-semibold text-brand-700" : ""}`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              {signedIn ? (
                <li className="sm:hidden">
                  <button
                    type="button"
                    onClick={() => void signOutTo("/signin")}
                    className="block w-full rounded px-3 py-2 text-left hover:bg-brand-50"
                  >
                    Abmelden
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
