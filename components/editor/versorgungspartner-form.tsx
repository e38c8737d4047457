"use client";

import type { EditorFormProps } from "@/components/editor/editor-page";
import { ListingFormShell, useListingEditor } from "@/components/editor/listing-form-shell";
import { Field } from "@/components/ui/field";
import { versorgungspartnerSchema } from "@/lib/schemas/listings";
import { saveVersorgungspartner } from "@/server/actions/listings";

export function VersorgungspartnerForm({
  defaultValues,
  plan,
  draftKey,
  editing,
}: EditorFormProps<"Versorgungspartner">) {
  const editor = useListingEditor({
    kind: "Versorgungspartner",
    schema: versorgungspartnerSchema,
    defaultValues,
    action: saveVersorgungspartner,
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
      title={editing ? "Versorgungspartner bearbeiten" : "Versorgungspartner erstellen"}
    >
      <Field label="Name" error={errors.Name?.message} {...register("Name")} />
    </ListingFormShell>
  );
}
