"use client";

// 'Suche speichern': a small client island on the public lists. Its form reads the list's current
// filter from the address bar when the dialog opens, so the list page itself stays free of cookies
// and per-visitor state (and can be cached). The form's and the dialog's code load on demand.
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyDialog, preloadDialog } from "@/components/ui/lazy-dialog";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { type AlertList } from "@/lib/alerts/lists";
import type { SaveSearchDraft } from "./save-search-form";

const loadForm = () => import("./save-search-form");
const SaveSearchForm = dynamic(() => loadForm().then((m) => m.SaveSearchForm), {
  loading: () => <p>Formular wird geladen …</p>,
});

export function SaveSearchButton({ list }: { list: AlertList }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What was typed survives closing the dialog (the form itself unmounts with it).
  const [draft, setDraft] = useState<SaveSearchDraft>({
    email: "",
    frequency: "woechentlich",
    consent: false,
  });

  // The dialog and form start loading when the visitor heads for the button, so they are there when it opens.
  const { open, setOpen, mounted, opener, openerProps } = useLazyDialog({
    preload: () => {
      preloadDialog();
      void loadForm();
    },
    onOpen: () => setSentTo(null),
  });

  return (
    <>
      <Button {...openerProps} variant="secondary">
        Suche speichern
      </Button>
      {mounted ? (
        <LazyDialog
          returnFocus={opener}
          open={open}
          onOpenChange={setOpen}
          title="Suche speichern"
          description="Wir schreiben Ihnen eine Email, sobald neue Einträge zu Ihrer aktuellen Suche erscheinen. Ein Konto brauchen Sie dafür nicht."
        >
          {sentTo ? (
            <div role="status" className="flex flex-col gap-4">
              <p>
                Fast geschafft! Wir haben eine Email an <strong>{sentTo}</strong> gesendet. Bitte bestätigen
                Sie die Suche über den Link darin innerhalb von 48 Stunden. Erst dann erhalten Sie
                Benachrichtigungen.
              </p>
              <Button type="button" onClick={() => setOpen(false)}>
                Schließen
              </Button>
            </div>
          ) : (
            <SaveSearchForm list={list} draft={draft} onDraftChange={setDraft} onSent={setSentTo} />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}
