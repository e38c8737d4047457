"use client";

import { UserRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import { signOutTo } from "@/components/auth/sign-out";
import { refreshHeaderSession } from "./use-header-session";

/** Up to two initials of a user name ("erika.mustermann" → "EM"), or "" when it has no letter. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase("de-DE"))
    .join("");
}

/**
 * The avatar: 'Anmelden' link when signed out; when signed in a green button with the user's
 * initials, named after the account, whose menu offers the account and 'Abmelden'. `compact` is
 * the smaller one of the phone header row.
 */
export function UserMenu({ name, compact = false }: { name: string | null; compact?: boolean }) {
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

  const initials = initialsOf(name);
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        title="Benutzerkonto"
        aria-label={`Benutzerkonto von ${name}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          // The name may have changed since the page loaded (profile form).
          if (!open) void refreshHeaderSession();
          setOpen((v) => !v);
        }}
        className={`flex ${compact ? "h-9 w-9" : "h-10 w-10"} items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800`}
      >
        {initials ? (
          <span aria-hidden="true">{initials}</span>
        ) : (
          <UserRound aria-hidden="true" className="h-6 w-6" />
        )}
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
