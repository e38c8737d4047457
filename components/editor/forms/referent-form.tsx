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
import {
  EINSATZGEBIET,
  FORTBILDUNGSINHALTE,
  GRUNDQUALIFIKATION,
  HONORAR_GANZER_TAG,
  HONORAR_HALBER_TAG,
  HONORAR_UE,
  SEMINARTYP,
  TEILNEHMERGEBUEHR,
  ZUSATZQUALIFIKATION,
  type FortbildungsinhaltKey,
} from "@/lib/taxonomy";
import { saveReferent } from "@/server/actions/listings";
import type { EditorFormProps } from "./types";

/** The three fee expectations (Premium Plus): field, label, bands. */
const FEE_FIELDS = [
  ["HonorarvorstellungProUnterrichtseinheit", "Honorarvorstellung pro Unterrichtseinheit", HONORAR_UE],
  ["HonorarvorstellungPauschaleHalberTag", "Honorarvorstellung Pauschale halber Tag", HONORAR_HALBER_TAG],
  ["HonorarvorstellungPauschaleGanzerTag", "Honorarvorstellung Pauschale ganzer Tag", HONORAR_GANZER_TAG],
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
          <Field label="Titel" {...bind("Titel")} />
          <Field label="Vorname" autoComplete="given-name" {...bind("Vorname")} />
          <Field label="Name" autoComplete="family-name" {...bind("Name")} />
        </div>
        <UploadController control={control} name="Bild" label="Bild" kind="speakerImage" max={1} />
        <RichTextController control={control} kind="Referent" name="Bio" id="referent-bio" label="Bio" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" type="email" autoComplete="email" {...bind("Email")} />
          <Field label="Externer Link" type="url" inputMode="url" {...bind("ExternerLink")} />
          <Field label="Anbieternummer" {...bind("AnbieterNummer")} />
          <Field label="Ansprechpartner" {...bind("Ansprechpartner")} />
          <SelectField
            label="Teilnehmergebühr"
            options={optionsOf(TEILNEHMERGEBUEHR)}
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
          <Field label="Stadt" autoComplete="address-level2" {...bind("Stadt")} />
          <Field label="PLZ" inputMode="numeric" autoComplete="postal-code" {...bind("PLZ")} />
        </div>
        <MapMarkerField control={control} name="Einsatzort" label="Einsatzort auf der Karte" />
        <LockedField field="Einsatzgebiet">
          <SelectField
            label="Einsatzgebiet (Umkreis)"
            options={optionsOf(EINSATZGEBIET)}
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
                  legend={name}
                  options={optionsOf(
                    name === "Grundqualifikation"
                      ? GRUNDQUALIFIKATION
                      : name === "Zusatzqualifikation"
                        ? ZUSATZQUALIFIKATION
                        : SEMINARTYP,
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
          <TextAreaField label="Andere Fortbildungsinhalte" {...bind("AndereFortbildungsinhalte")} />
        </LockedField>
        <LockedField field="Homepage">
          <Field label="Link zum ICW-Register" type="url" inputMode="url" {...bind("Homepage")} />
        </LockedField>
      </FormSection>

      <FormSection title="Honorar und Verfügbarkeit">
        <div className="grid gap-4 sm:grid-cols-3">
          {FEE_FIELDS.map(([name, label, bands]) => (
            <LockedField key={name} field={name}>
              <SelectField label={label} options={optionsOf(bands)} {...bind(name)} />
            </LockedField>
          ))}
        </div>
        <LockedField field="Terminverfuegbarkeit">
          {(locked) =>
            editor.control("Terminverfuegbarkeit", (field) => (
              <DateList label="Terminverfügbarkeit" {...field} disabled={locked} />
            ))
          }
        </LockedField>
      </FormSection>
    </ListingFormShell>
  );
}
