"use client";

// The Versorgungspartner form (signed-in spec, sections 2, 3 and 5): the category decides which
// of the category fields are shown (and saveListing clears the others); media need Premium.
import { useWatch } from "react-hook-form";
import {
  CheckboxGroup,
  FormSection,
  MapMarkerField,
  MediaUploadField,
  SelectField,
  TextAreaField,
  UploadController,
} from "@/components/editor/fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import { ListingFormShell, useListingEditor } from "@/components/editor/listing-form-shell";
import { Field } from "@/components/ui/field";
import { versorgungspartnerSchema } from "@/lib/schemas/listings";
import { categoryHasField, type KategorieFeld } from "@/lib/taxonomy";
import { saveVersorgungspartner } from "@/server/actions/listings";
import type { EditorFormProps } from "./types";

const TEXT_FIELDS: { name: KategorieFeld & keyof typeof LABELS; rows?: number }[] = [
  { name: "Fachgebiete" },
  { name: "Ausstattung" },
  { name: "BehandelteKrankheiten" },
  { name: "Behandlungsmoeglichkeiten" },
  { name: "Spezialisierung" },
];

const LABELS = FIELD_LABELS.Versorgungspartner;
const OPTIONS = FIELD_OPTIONS.Versorgungspartner;

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
  const { register, control } = editor.form;
  const { bind } = editor;
  const kategorie = useWatch({ control, name: "Kategorie" });
  const has = (field: KategorieFeld) => categoryHasField(kategorie ?? "", field);

  return (
    <ListingFormShell
      editor={editor}
      plan={plan}
      title={editing ? "Versorgungspartner bearbeiten" : "Versorgungspartner erstellen"}
    >
      <FormSection title="Einrichtung">
        <Field label={LABELS.Name} autoComplete="organization" {...bind("Name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={LABELS.Stadt} autoComplete="address-level2" {...bind("Stadt")} />
          <Field label={LABELS.PLZ} inputMode="numeric" autoComplete="postal-code" {...bind("PLZ")} />
          <SelectField
            label={LABELS.Bundesland}
            options={optionsOf(OPTIONS.Bundesland)}
            {...bind("Bundesland")}
          />
          <Field label={LABELS.Homepage} type="url" inputMode="url" {...bind("Homepage")} />
        </div>
        <MapMarkerField control={control} name="Standort" label="Standort auf der Karte" />
        <UploadController control={control} name="Logo" label="Logo" kind="image" max={1} />
        <MediaUploadField control={control} name="Medien" />
      </FormSection>

      <FormSection title="Kategorie und Leistungen">
        <SelectField label={LABELS.Kategorie} options={optionsOf(OPTIONS.Kategorie)} {...bind("Kategorie")} />
        {editor.control("Aufgabengebiete", (field) => (
          <CheckboxGroup
            legend={LABELS.Aufgabengebiete}
            options={optionsOf(OPTIONS.Aufgabengebiete)}
            {...field}
          />
        ))}
        {TEXT_FIELDS.filter(({ name }) => has(name)).map(({ name }) => (
          <TextAreaField key={name} label={LABELS[name]} {...bind(name)} />
        ))}
        {has("Bettenanzahl") ? (
          <Field
            label={LABELS.Bettenanzahl}
            type="number"
            min={0}
            inputMode="numeric"
            {...bind("Bettenanzahl")}
          />
        ) : null}
        {has("Barrierefreiheit") ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5" {...register("Barrierefreiheit")} />
            <span className="font-semibold">{LABELS.Barrierefreiheit}</span>
          </label>
        ) : null}
        {has("Spezialbehandlungen")
          ? editor.control("Spezialbehandlungen", (field) => (
              <CheckboxGroup
                legend={LABELS.Spezialbehandlungen}
                options={optionsOf(OPTIONS.Spezialbehandlungen)}
                {...field}
              />
            ))
          : null}
      </FormSection>
    </ListingFormShell>
  );
}
