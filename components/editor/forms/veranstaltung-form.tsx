"use client";

// The Veranstaltung editor (spec sections 2–3): every field of the event, inside the shared
// listing frame (ranking hint, draft, Published/Fokusiere, save flow). Medien is Premium only.
import { Fragment } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import {
  CheckboxGroup,
  CourseContentField,
  FormSection,
  MapMarkerField,
  SelectField,
  TextAreaField,
  MediaUploadField,
  RichTextController,
  UploadController,
} from "@/components/editor/fields";
import { optionsOf } from "@/lib/labels";
import { ListingPicker } from "@/components/editor/listing-picker";
import { ListingFormShell, SwitchField, useListingEditor } from "@/components/editor/listing-form-shell";
import { NameList } from "@/components/editor/name-list";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { veranstaltungSchema } from "@/lib/schemas/listings";
import { fieldLimit } from "@wundportal/rules/listing-fields";
import { FORTBILDUNGSINHALTE, VERGABESTELLEN, type FortbildungsinhaltKey } from "@/lib/taxonomy";
import { saveVeranstaltung } from "@/server/actions/listings";
import { FIELD_LABELS, FIELD_OPTIONS } from "@wundportal/rules/listing-fields";
import type { EditorFormProps } from "./types";

const LABELS = FIELD_LABELS.Veranstaltung;
const OPTIONS = FIELD_OPTIONS.Veranstaltung;

/** The event's speakers and manufacturers: picked listings, then names of external ones. */
const LINKED = [
  {
    picked: "referents",
    kind: "referent",
    label: "Referenten",
    external: "ExterneReferenten",
    listLabel: FIELD_LABELS.Veranstaltung.ExterneReferenten,
    itemLabel: "Externer Referent",
  },
  {
    picked: "herstellers",
    kind: "hersteller",
    label: "Hersteller",
    external: "ExterneHersteller",
    listLabel: FIELD_LABELS.Veranstaltung.ExterneHersteller,
    itemLabel: "Externer Hersteller",
  },
] as const;

export function VeranstaltungForm({
  defaultValues,
  plan,
  draftKey,
  editing,
}: EditorFormProps<"Veranstaltung">) {
  const editor = useListingEditor({
    kind: "Veranstaltung",
    schema: veranstaltungSchema,
    defaultValues,
    action: saveVeranstaltung,
    draftKey,
  });
  const { form, bind } = editor;
  const {
    control,
    formState: { errors },
  } = form;
  const points = useFieldArray({ control, name: "Fortbildungspunkte" });
  const online = useWatch({ control, name: "isonlineveranstaltung" });

  return (
    <ListingFormShell
      editor={editor}
      plan={plan}
      title={editing ? "Veranstaltung bearbeiten" : "Veranstaltung erstellen"}
    >
      <FormSection title="Veranstaltung">
        <Field label={LABELS.Veranstaltungsname} {...bind("Veranstaltungsname")} />
        <Field label={LABELS.Veranstaltername} {...bind("Veranstaltername")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Beginn (Datum und Uhrzeit)" type="datetime-local" {...bind("Startzeit")} />
          <Field label="Ende (Datum und Uhrzeit)" type="datetime-local" {...bind("Endzeit")} />
        </div>
        <UploadController control={control} name="Bild" label="Bild" kind="image" max={1} />
        <MediaUploadField control={control} name="Medien" />
        <RichTextController
          control={control}
          kind="Veranstaltung"
          name="Beschreibung"
          id="veranstaltung-beschreibung"
          label={LABELS.Beschreibung}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={LABELS.ErwarteteTeilnehmerzahl}
            options={optionsOf(OPTIONS.ErwarteteTeilnehmerzahl)}
            {...bind("ErwarteteTeilnehmerzahl")}
          />
          <SelectField
            label={LABELS.Teilnehmergebuehr}
            options={optionsOf(OPTIONS.Teilnehmergebuehr)}
            {...bind("Teilnehmergebuehr")}
          />
          <Field label={LABELS.AnbieterNummer} {...bind("AnbieterNummer")} />
          <Field label={LABELS.Ansprechpartner} {...bind("Ansprechpartner")} />
        </div>
      </FormSection>

      <FormSection title="Fortbildungspunkte">
        {points.fields.length === 0 ? (
          <p className="text-sm text-muted">Noch keine Fortbildungspunkte eingetragen.</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {points.fields.map((row, index) => (
            <li key={row.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
              <SelectField
                label={`Vergabestelle ${index + 1}`}
                options={optionsOf(VERGABESTELLEN)}
                {...bind(`Fortbildungspunkte.${index}.Vergabestelle`)}
              />
              <Field
                label={`Punkte ${index + 1}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                step={1}
                {...bind(`Fortbildungspunkte.${index}.Punkte`, { valueAsNumber: true })}
              />
              <Button type="button" variant="secondary" onClick={() => points.remove(index)}>
                Eintrag {index + 1} entfernen
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              points.append(
                { Vergabestelle: "", Punkte: 1 },
                { focusName: `Fortbildungspunkte.${points.fields.length}.Vergabestelle` },
              )
            }
          >
            Fortbildungspunkte hinzufügen
          </Button>
        </div>
      </FormSection>

      <FormSection title="Ort">
        <SwitchField form={form} name="isonlineveranstaltung" label={LABELS.isonlineveranstaltung} />
        {online ? (
          <Field
            label={LABELS.ExternerLinkOnlineVeranstaltung}
            type="url"
            {...bind("ExternerLinkOnlineVeranstaltung")}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field label={LABELS.Stadt} {...bind("Stadt")} />
          <Field label={LABELS.PLZ} inputMode="numeric" maxLength={5} {...bind("PLZ")} />
        </div>
        <MapMarkerField control={control} name="Veranstaltungsort" label={LABELS.Veranstaltungsort} />
      </FormSection>

      <FormSection title="Themen und Fortbildungsinhalte">
        {editor.control("Themengebiete", (field) => (
          <CheckboxGroup
            legend={LABELS.Themengebiete}
            options={optionsOf(OPTIONS.Themengebiete)}
            {...field}
          />
        ))}
        {(Object.keys(FORTBILDUNGSINHALTE) as FortbildungsinhaltKey[]).map((key) =>
          editor.control(key, (field) => <CourseContentField course={key} {...field} />),
        )}
        <TextAreaField label={LABELS.AndereThemegebiete} {...bind("AndereThemegebiete")} />
      </FormSection>

      <FormSection title="Referenten und Hersteller">
        {LINKED.map(({ picked, kind, label, external, listLabel, itemLabel }) => (
          <Fragment key={picked}>
            {editor.control(picked, (field) => (
              <ListingPicker label={label} kind={kind} {...field} />
            ))}
            {editor.control(external, (field) => (
              <NameList
                label={listLabel}
                itemLabel={itemLabel}
                {...field}
                errors={field.value.map((_, i) => errors[external]?.[i]?.Name?.message)}
                maxLength={fieldLimit("Veranstaltung", `${external}.Name`)}
              />
            ))}
          </Fragment>
        ))}
      </FormSection>

      <FormSection title="Links">
        <Field label={LABELS.ExternerLink} type="url" {...bind("ExternerLink")} />
        <Field label={LABELS.Anmeldelink} type="url" {...bind("Anmeldelink")} />
      </FormSection>
    </ListingFormShell>
  );
}
