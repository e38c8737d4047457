"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

// The menu's dialog code (Radix) is fetched when the visitor heads for the button, not with every page.
const loadPanel = () => import("./side-menu-panel");
const SideMenuPanel = dynamic(loadPanel, { ssr: false });
const preload = () => void loadPanel();

/** Below 1194 px the main navigation moves into this slide-out menu (focus stays inside while open). */
export function SideMenu({ signedIn }: { signedIn: boolean }) {
  const { open, setOpen, mounted, opener, openerProps } = useLazyDialog({ preload });
  return (
    <>
      <button
        {...openerProps}
        className="flex items-center gap-1.5 rounded border border-gray-400 px-3 py-2 font-semibold min-[1194px]:hidden"
        aria-label="Menü öffnen"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
        {/* Below 360 px the word gives its room to a signed-in visitor's avatar (the name stays). */}
        <span className="max-[419px]:sr-only">Menü</span>
      </button>
      {mounted ? (
        <SideMenuPanel open={open} setOpen={setOpen} signedIn={signedIn} returnFocus={opener} />
      ) : null}
    </>
  );
}
