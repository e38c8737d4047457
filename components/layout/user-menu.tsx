"use client";

import { UserRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { signOutTo } from "@/components/auth/sign-out";
import { refreshHeaderSession } from "./use-header-session";

/** The avatar: 'Anmelden' link when signed out; a menu (account, logout) when signed in, shown green. */
export function UserMenu({ name }: { name: string | null }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  if (!name) {
    return (
      <Link
        href="/signin"
        title="Anmelden"
        aria-label="Anmelden"
        className="flex h-10 w-10 items-center justify-center rounded-full bg-gray-200 text-gray-700 hover:bg-gray-300"
      >
        <UserRound aria-hidden="true" className="h-6 w-6" />
      </Link>
    );
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        title="Benutzerkonto"
        aria-label="Benutzerkonto"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          // The name may have changed since the page loaded (profile form).
          if (!open) void refreshHeaderSession();
          setOpen((v) => !v);
        }}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <UserRound aria-hidden="true" className="h-6 w-6" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-30 mt-2 w-56 rounded border border-gray-200 bg-white py-2 shadow-lg"
        >
          <p className="truncate px-4 pb-2 text-sm text-muted">Angemeldet als {name}</p>
          <ul>
            <li>
              <Link
                href="/admin/benutzerkonto"
                className="block px-4 py-2 hover:bg-brand-50"
                onClick={() => setOpen(false)}
              >
                Benutzerkonto
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="block w-full px-4 py-2 text-left hover:bg-brand-50"
                onClick={() => void signOutTo("/signin")}
              >
                Abmelden
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
