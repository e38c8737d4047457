"use client";

// The Referent form (signed-in spec, sections 2 and 3): premium fields locked per plan.
import {
  CheckboxGroup,
  CourseContentField,
  DateList,
  FormSection,
  MapMarkerField,
  RichTextController,
  SelectField,
  TextAreaField,
  UploadController,
} from "@/components/editor/fields";
import { optionsOf } from "@/lib/labels";
import { ListingFormShell, LockedField, useListingEditor } from "@/components/editor/listing-form-shell";
import { Field } from "@/components/ui/field";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import { referentSchema } from "@/lib/schemas/listings";
import { FORTBILDUNGSINHALTE, type FortbildungsinhaltKey } from "@/lib/taxonomy";
import { saveReferent } from "@/server/actions/listings";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import type { EditorFormProps } from "./types";

const LABELS = FIELD_LABELS.Referent;
const OPTIONS = FIELD_OPTIONS.Referent;

/** The three fee expectations (Premium Plus): field, bands. */
const FEE_FIELDS = [
  ["HonorarvorstellungProUnterrichtseinheit", OPTIONS.HonorarvorstellungProUnterrichtseinheit],
  ["HonorarvorstellungPauschaleHalberTag", OPTIONS.HonorarvorstellungPauschaleHalberTag],
  ["HonorarvorstellungPauschaleGanzerTag", OPTIONS.HonorarvorstellungPauschaleGanzerTag],
] as const;

export function ReferentForm({ defaultValues, plan, draftKey, editing }: EditorFormProps<"Referent">) {
  const editor = useListingEditor({
    kind: "Referent",
    schema: referentSchema,
    defaultValues,
    action: saveReferent,
    draftKey,
  });
  const { control } = editor.form;
  const { bind } = editor;

  return (
    <ListingFormShell
      editor={editor}
      plan={plan}
      title={editing ? "Referent bearbeiten" : "Referent erstellen"}
    >
      <FormSection title="Person">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={LABELS.Titel} {...bind("Titel")} />
          <Field label={LABELS.Vorname} autoComplete="given-name" {...bind("Vorname")} />
          <Field label={LABELS.Name} autoComplete="family-name" {...bind("Name")} />
        </div>
        <UploadController control={control} name="Bild" label="Bild" kind="speakerImage" max={1} />
        <RichTextController
          control={control}
          kind="Referent"
          name="Bio"
          id="referent-bio"
          label={LABELS.Bio}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={LABELS.Email} type="email" autoComplete="email" {...bind("Email")} />
          <Field label={LABELS.ExternerLink} type="url" inputMode="url" {...bind("ExternerLink")} />
          <Field label={LABELS.AnbieterNummer} {...bind("AnbieterNummer")} />
          <Field label={LABELS.Ansprechpartner} {...bind("Ansprechpartner")} />
          <SelectField
            label={LABELS.Teilnehmergebuehr}
            options={optionsOf(OPTIONS.Teilnehmergebuehr)}
            {...bind("Teilnehmergebuehr")}
          />
        </div>
        <UploadController
          control={control}
          name="Medien"
          label="Medien"
          kind="media"
          multiple
          max={MAX_MEDIA_FILES}
        />
      </FormSection>

      <FormSection title="Einsatzort">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={LABELS.Stadt} autoComplete="address-level2" {...bind("Stadt")} />
          <Field label={LABELS.PLZ} inputMode="numeric" autoComplete="postal-code" {...bind("PLZ")} />
        </div>
        <MapMarkerField control={control} name="Einsatzort" label="Einsatzort auf der Karte" />
        <LockedField field="Einsatzgebiet">
          <SelectField
            label={LABELS.Einsatzgebiet}
            options={optionsOf(OPTIONS.Einsatzgebiet)}
            {...bind("Einsatzgebiet")}
          />
        </LockedField>
      </FormSection>

      <FormSection title="Qualifikation und Themen">
        {(["Grundqualifikation", "Zusatzqualifikation", "Seminartyp"] as const).map((name) => (
          <LockedField key={name} field={name}>
            {(locked) =>
              editor.control(name, (field) => (
                <CheckboxGroup
                  legend={LABELS[name]}
                  options={optionsOf(
                    name === "Grundqualifikation"
                      ? OPTIONS.Grundqualifikation
                      : name === "Zusatzqualifikation"
                        ? OPTIONS.Zusatzqualifikation
                        : OPTIONS.Seminartyp,
                  )}
                  {...field}
                  disabled={locked}
                />
              ))
            }
          </LockedField>
        ))}
        {(Object.keys(FORTBILDUNGSINHALTE) as FortbildungsinhaltKey[]).map((name) => (
          <LockedField key={name} field={name}>
            {(locked) =>
              editor.control(name, (field) => (
                <CourseContentField course={name} {...field} disabled={locked} />
              ))
            }
          </LockedField>
        ))}
        <LockedField field="AndereFortbildungsinhalte">
          <TextAreaField label={LABELS.AndereFortbildungsinhalte} {...bind("AndereFortbildungsinhalte")} />
        </LockedField>
        <LockedField field="Homepage">
          <Field label={LABELS.Homepage} type="url" inputMode="url" {...bind("Homepage")} />
        </LockedField>
      </FormSection>

      <FormSection title="Honorar und Verfügbarkeit">
        <div className="grid gap-4 sm:grid-cols-3">
          {FEE_FIELDS.map(([name, bands]) => (
            <LockedField key={name} field={name}>
              <SelectField label={LABELS[name]} options={optionsOf(bands)} {...bind(name)} />
            </LockedField>
          ))}
        </div>
        <LockedField field="Terminverfuegbarkeit">
          {(locked) =>
            editor.control("Terminverfuegbarkeit", (field) => (
              <DateList label={LABELS.Terminverfuegbarkeit} {...field} disabled={locked} />
            ))
          }
        </LockedField>
      </FormSection>
    </ListingFormShell>
  );
}
