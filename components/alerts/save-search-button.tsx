"use client";

// 'Suche speichern': a small client island on the public lists. It reads the list's current
// filter from the address bar when the dialog opens, so the list page itself stays free of
// cookies and per-visitor state (and can be cached).
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogCancel, DialogClose } from "@/components/ui/dialog";
import { CheckboxField, EmailField } from "@/components/ui/field";
import { type AlertList } from "@/lib/alerts/lists";
import { FrequencyRadios } from "./frequency-radios";
import { useActionForm } from "@/lib/forms/use-action-form";
import { saveSearchSchema, type SaveSearchInput } from "@/lib/schemas/saved-search";
import { saveSearch } from "@/server/actions/alerts";

export function SaveSearchButton({ list }: { list: AlertList }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, busy } = useActionForm({
    schema: saveSearchSchema,
    defaultValues: {
      email: "",
      frequency: "woechentlich",
      consent: false as unknown as true,
      list,
      query: "",
    } satisfies SaveSearchInput as never,
    action: saveSearch,
    successMessage: false,
    onSuccess: (_result, values) => setSentTo(values.email),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onOpenChange = (next: boolean) => {
    if (next) {
      // The filter as the visitor sees it right now; the server keeps only the filter part.
      form.setValue("query", window.location.search.replace(/^\?/, ""));
      setSentTo(null);
    }
    setOpen(next);
  };

  return (
    <Dialog
      trigger={
        <Button type="button" variant="secondary">
          Suche speichern
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title="Suche speichern"
      description="Wir schreiben Ihnen eine Email, sobald neue Einträge zu Ihrer aktuellen Suche erscheinen. Ein Konto brauchen Sie dafür nicht."
    >
      {sentTo ? (
        <div role="status" className="flex flex-col gap-4">
          <p>
            Fast geschafft! Wir haben eine Email an <strong>{sentTo}</strong> gesendet. Bitte bestätigen Sie
            die Suche über den Link darin innerhalb von 48 Stunden. Erst dann erhalten Sie Benachrichtigungen.
          </p>
          <DialogClose asChild>
            <Button type="button">Schließen</Button>
          </DialogClose>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <EmailField error={errors.email?.message} {...register("email")} />
          <FrequencyRadios
            legend="Wie oft?"
            error={errors.frequency?.message}
            radio={() => register("frequency")}
          />
          <CheckboxField
            id="alert-consent"
            label={
              <>
                Ich bin einverstanden, dass das Wundportal meine Email-Adresse und diese Suche speichert, um
                mir neue Einträge zu senden. Abmelden kann ich mich in jeder Email mit einem Klick. Mehr in
                den{" "}
                <Link href="/datenschutz" className="text-brand-700 underline" target="_blank">
                  Datenschutzbestimmungen
                </Link>
                .
              </>
            }
            error={errors.consent?.message}
            {...register("consent")}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? "Wird gespeichert..." : "Suche speichern"}
            </Button>
            <DialogCancel />
          </div>
        </form>
      )}
    </Dialog>
  );
}
