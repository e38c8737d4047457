"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { MAIN_NAV } from "./nav-items";

/** Below 1194 px the main navigation moves into this slide-out menu (focus stays inside while open). */
export function SideMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const inAdmin = pathname.startsWith("/admin");
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className="rounded border border-gray-400 px-3 py-2 font-semibold min-[1194px]:hidden"
        aria-label="Menü öffnen"
      >
        <span aria-hidden="true">☰</span> Menü
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl">
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
                <span aria-disabled="true" className="block px-3 py-2 text-muted">
                  Jobbörse <span className="text-xs">(Coming Soon)</span>
                </span>
              </li>
              {!inAdmin && !signedIn ? (
                <li className="mt-2 border-t border-gray-200 pt-2">
                  <Link
                    href="/signin"
                    onClick={() => setOpen(false)}
                    className="block rounded px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    Anmelden
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
