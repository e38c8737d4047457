"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";

// The menu's dialog code (Radix) is fetched when the visitor heads for the button, not with every page.
const loadPanel = () => import("./side-menu-panel");
const SideMenuPanel = dynamic(loadPanel, { ssr: false });
const preload = () => void loadPanel();

/** Below 1194 px the main navigation moves into this slide-out menu (focus stays inside while open). */
export function SideMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rounded border border-gray-400 px-3 py-2 font-semibold min-[1194px]:hidden"
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">☰</span> Menü
      </button>
      {wanted ? (
        <SideMenuPanel open={open} setOpen={setOpen} signedIn={signedIn} returnFocus={button} />
      ) : null}
    </>
  );
}
