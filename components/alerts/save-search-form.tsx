"use client";

// The form inside 'Suche speichern'. Loaded only when the dialog opens (or its button is pointed
// at): react-hook-form and the zod schema stay out of the list pages' first JavaScript.
import { useEffect } from "react";
import { DialogCancel } from "@/components/ui/dialog";
import { OptInConsentLabel } from "@/components/alerts/opt-in-consent";
import { Button } from "@/components/ui/button";
import { CheckboxField, EmailField } from "@/components/ui/field";
import { type AlertList } from "@/lib/alerts/lists";
import { useActionForm } from "@/lib/forms/use-action-form";
import { saveSearchSchema, type SaveSearchInput } from "@/lib/schemas/saved-search";
import { saveSearch } from "@/server/actions/alerts";
import { FrequencyRadios } from "./frequency-radios";
import { PostForm } from "@/components/ui/post-form";

/** What the visitor typed, kept by the button while the dialog is closed. */
export type SaveSearchDraft = Pick<SaveSearchInput, "email" | "frequency"> & { consent: boolean };

export function SaveSearchForm({
  list,
  draft,
  onDraftChange,
  onSent,
}: {
  list: AlertList;
  draft: SaveSearchDraft;
  onDraftChange: (draft: SaveSearchDraft) => void;
  onSent: (email: string) => void;
}) {
  const { form, submit, busy } = useActionForm({
    schema: saveSearchSchema,
    defaultValues: {
      ...draft,
      list,
      // The filter as the visitor sees it right now (the dialog mounts its form on each opening);
      // the server keeps only the filter part.
      query: window.location.search.replace(/^\?/, ""),
    } as SaveSearchInput as never,
    action: saveSearch,
    successMessage: false,
    onSuccess: (_result, values) => onSent(values.email),
  });
  const {
    register,
    watch,
    setFocus,
    formState: { errors },
  } = form;

  // The dialog focused what existed when it opened; the email field comes first once it is here.
  useEffect(() => setFocus("email"), [setFocus]);
  // Closing the dialog unmounts the form: the button keeps what was typed for the next opening.
  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      onDraftChange({
        email: values.email ?? "",
        frequency: values.frequency ?? "woechentlich",
        consent: values.consent === true,
      }),
    );
    return unsubscribe;
  }, [watch, onDraftChange]);

  return (
    <PostForm onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EmailField error={errors.email?.message} {...register("email")} />
      <FrequencyRadios
        legend="Wie oft?"
        error={errors.frequency?.message}
        radio={() => register("frequency")}
      />
      <CheckboxField
        id="alert-consent"
        label={
          <OptInConsentLabel>
            Ich bin einverstanden, dass das Wundportal meine Email-Adresse und diese Suche speichert, um mir
            neue Einträge zu senden. Abmelden kann ich mich in jeder Email mit einem Klick.
          </OptInConsentLabel>
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
    </PostForm>
  );
}
