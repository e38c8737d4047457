"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { Button } from "./button";
import { focusOnClose } from "./use-lazy-dialog";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Keep the dialog open when the backdrop is clicked. */
  modalBackdrop?: boolean;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  /** Where focus returns on close when the opening button is not a `trigger` (a dialog loaded on demand). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Radix dialog: focus is trapped inside and returns to the trigger on close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  modalBackdrop,
  trigger,
  returnFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onPointerDownOutside={modalBackdrop ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={returnFocus ? focusOnClose(returnFocus) : undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-3 text-ink">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/** The dialog's 'Abbrechen' button: closes it, focus returns to what opened it. */
export function DialogCancel() {
  return (
    <DialogClose asChild>
      <Button type="button" variant="secondary">
        Abbrechen
      </Button>
    </DialogClose>
  );
}

/** A question with a confirming and a cancelling button (delete, cancel a subscription, …). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  busyLabel = "Bitte warten...",
  danger = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex gap-3">
        <Button type="button" variant={danger ? "danger" : "primary"} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <DialogCancel />
      </div>
    </Dialog>
  );
}
