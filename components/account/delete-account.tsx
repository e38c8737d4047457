"use client";

import { useState } from "react";
import { signOutTo } from "@/components/auth/sign-out";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { deleteAccount } from "@/server/actions/account";

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const result = await deleteAccount().catch(() => ({ ok: false, message: "Es ging etwas schief" }));
    setBusy(false);
    setOpen(false);
    if (!result.ok) {
      toast.error(result.message ?? "Es ging etwas schief");
      return;
    }
    toast.success("Nutzer gelöscht. Sie werden in Kürze abgemeldet.");
    setTimeout(() => void signOutTo("/signin"), 1500);
  }

  return (
    <>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        Konto löschen
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Konto wirklich löschen?"
        description="Ihr Konto wird dauerhaft gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel="Ja, Konto löschen"
        busy={busy}
        busyLabel="Wird gelöscht..."
        danger
        onConfirm={confirm}
      />
    </>
  );
}
