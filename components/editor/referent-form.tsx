"use client";

import type { EditorFormProps } from "@/components/editor/editor-page";
import { ListingFormShell, useListingEditor } from "@/components/editor/listing-form-shell";
import { Field } from "@/components/ui/field";
import { referentSchema } from "@/lib/schemas/listings";
import { saveReferent } from "@/server/actions/listings";

export function ReferentForm({ defaultValues, plan, draftKey, editing }: EditorFormProps<"Referent">) {
  const editor = useListingEditor({
    kind: "Referent",
    schema: referentSchema,
    defaultValues,
    action: saveReferent,
    draftKey,
  });
  const {
    register,
    formState: { errors },
  } = editor.form;
  return (
    <ListingFormShell
      editor={editor}
      plan={plan}
      title={editing ? "Referent bearbeiten" : "Referent erstellen"}
    >
      <Field label="Vorname" error={errors.Vorname?.message} {...register("Vorname")} />
      <Field label="Name" error={errors.Name?.message} {...register("Name")} />
    </ListingFormShell>
  );
}
