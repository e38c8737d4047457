"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { signOutTo } from "@/components/auth/sign-out";
import { refreshHeaderSession } from "./use-header-session";

function AvatarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

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
        <AvatarIcon />
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
        <AvatarIcon />
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
