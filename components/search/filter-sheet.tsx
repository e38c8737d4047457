"use client";

// The filters as a full-height sheet on phones (filter-panel.tsx). Its code (Radix) loads when the
// visitor heads for the "Filter (n)" button, not with every list page (as lazy-dialog.tsx does for
// the other dialogs of the public pages).
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { focusOnClose } from "@/components/ui/use-lazy-dialog";
import { countLabel } from "@/lib/format";

export function FilterSheet({
  open,
  onOpenChange,
  returnFocus,
  total,
  status,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Filter (n)" button: focus returns to it on close. */
  returnFocus: RefObject<HTMLElement | null>;
  /** The results of the current filter. */
  total: number;
  /** "Ergebnisse werden aktualisiert …" while the results follow an input. */
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={focusOnClose(returnFocus)}
          className="fixed inset-0 z-50 flex h-dvh flex-col bg-white"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <RadixDialog.Title className="text-xl font-bold">Filter</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-2 hover:bg-gray-100" aria-label="Schließen">
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{open ? children : null}</div>
          <div className="flex flex-col gap-2 border-t border-gray-200 p-4">
            {status}
            <RadixDialog.Close className="w-full rounded bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
              {countLabel(total, "Ergebnis", "Ergebnisse")} anzeigen
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
