"use client";

// One product of the Hersteller form: name, PZN, files, the category cascade (Hauptkategorie →
// Unterkategorie → Unterpunkt1 → Unterpunkt2; each level disabled until its parent is chosen,
// Unterpunkt2 only when Unterpunkt1 has options) and the wound or nutrition fields of the category.
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { controlField } from "@/components/editor/control-field";
import {
  CheckboxGroup,
  SelectField,
  TextAreaField,
  MediaUploadField,
  RichTextController,
  UploadController,
} from "@/components/editor/fields";
import { optionsOf } from "@/lib/labels";
import { FIELD_LABELS, FIELD_OPTIONS, type FieldOption } from "@wundportal/rules/listing-fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { bindLimited } from "@/components/editor/bind-limited";
import {
  EMPTY_PRODUCT_SIZE,
  productLayout,
  type DependentProductField,
  type ProductValues,
} from "@/lib/schemas/listings-manufacturer";
import { GROESSENBAENDER } from "@/lib/taxonomy";

/** The part of a form the product fields work on: a list of products under `Produkt`. */
export type ProductsForm = UseFormReturn<{ Produkt: ProductValues[] }>;

const LABELS = FIELD_LABELS.Produkt;
const OPTIONS = FIELD_OPTIONS.Produkt;

const CASCADE = ["Hauptkategorie", "Unterkategorie", "Unterpunkt1", "Unterpunkt2"] as const;

export function ProductCascade({ form, index }: { form: ProductsForm; index: number }) {
  const { control, setValue } = form;
  const [haupt, unter, punkt1, punkt2] = useWatch({
    control,
    name: CASCADE.map((level) => `Produkt.${index}.${level}` as const),
  });
  const layout = productLayout({
    Hauptkategorie: haupt ?? "",
    Unterkategorie: unter ?? "",
    Unterpunkt1: punkt1 ?? "",
    Unterpunkt2: punkt2 ?? "",
  });
  // Choosing a level again clears the levels below it, which belonged to the old choice.
  const clearBelow = (level: (typeof CASCADE)[number]) => () => {
    for (const below of CASCADE.slice(CASCADE.indexOf(level) + 1)) {
      setValue(`Produkt.${index}.${below}`, "", { shouldDirty: true });
    }
  };
  const select = (level: (typeof CASCADE)[number]) =>
    bindLimited(form, "Hersteller", `Produkt.${index}.${level}`, { onChange: clearBelow(level) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={LABELS.Hauptkategorie}
        options={optionsOf(layout.options.Hauptkategorie)}
        {...select("Hauptkategorie")}
      />
      <SelectField
        label={LABELS.Unterkategorie}
        options={optionsOf(layout.options.Unterkategorie)}
        disabled={layout.disabled.Unterkategorie}
        {...select("Unterkategorie")}
      />
      <SelectField
        label={LABELS.Unterpunkt1}
        options={optionsOf(layout.options.Unterpunkt1)}
        disabled={layout.disabled.Unterpunkt1}
        {...select("Unterpunkt1")}
      />
      {layout.showUnterpunkt2 ? (
        <SelectField
          label={LABELS.Unterpunkt2}
          options={optionsOf(layout.options.Unterpunkt2)}
          {...select("Unterpunkt2")}
        />
      ) : null}
    </div>
  );
}

function ProductSizes({ form, index }: { form: ProductsForm; index: number }) {
  const { control } = form;
  const sizes = useFieldArray({ control, name: `Produkt.${index}.Produktgroesse` });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{LABELS.Produktgroesse}</legend>
      <ul className="flex flex-col gap-3">
        {sizes.fields.map((row, sizeIndex) => {
          const n = sizeIndex + 1;
          const base = `Produkt.${index}.Produktgroesse.${sizeIndex}` as const;
          return (
            <li
              key={row.id}
              // Aligned at the top: an error under one field grows its cell downwards, so every label
              // of the row stays on one line; the button keeps the inputs' line (label height).
              className="grid items-start gap-3 rounded border border-gray-200 p-3 sm:grid-cols-2 lg:grid-cols-5"
            >
              <SelectField
                label={`Breite ${n}`}
                options={optionsOf(GROESSENBAENDER)}
                {...bindLimited(form, "Hersteller", `${base}.Breite`)}
              />
              <SelectField
                label={`Länge ${n}`}
                options={optionsOf(GROESSENBAENDER)}
                {...bindLimited(form, "Hersteller", `${base}.Laenge`)}
              />
              <Field
                label={`Genaue Größe ${n}`}
                {...bindLimited(form, "Hersteller", `${base}.GenaueGroesse`)}
              />
              <Field
                label={`PZN der Größe ${n}`}
                inputMode="numeric"
                maxLength={8}
                {...bindLimited(form, "Hersteller", `${base}.PZN`)}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => sizes.remove(sizeIndex)}
                className="sm:mt-6"
              >
                Größe {n} entfernen
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            sizes.append(
              { ...EMPTY_PRODUCT_SIZE },
              { focusName: `Produkt.${index}.Produktgroesse.${sizes.fields.length}.Breite` },
            )
          }
        >
          Größe hinzufügen
        </Button>
      </div>
    </fieldset>
  );
}

/** A multi-choice field of a product, as checkboxes. */
function ProductChoices({
  form,
  index,
  name,
  options,
}: {
  form: ProductsForm;
  index: number;
  name: "Exsudation" | "IndikationOderErkrankung" | "Produktmerkmale";
  options: readonly FieldOption[];
}) {
  return controlField(form.control, `Produkt.${index}.${name}`, (field) => (
    <CheckboxGroup legend={LABELS[name]} options={optionsOf(options)} {...field} />
  ));
}

/**
 * The category-dependent single-value fields of a product, in the form's order: each shown when the
 * chosen categories have it (`productLayout`); one with options is a select, one without free text.
 */
const CATEGORY_FIELDS: {
  field: DependentProductField;
  options?: Parameters<typeof optionsOf>[0];
}[] = [
  { field: "Risikoklassifizierung", options: OPTIONS.Risikoklassifizierung },
  { field: "Wirkstoffhaltig", options: OPTIONS.Wirkstoffhaltig },
  { field: "Haftrand", options: OPTIONS.Haftrand },
  { field: "Kombination" },
  { field: "Energiegehalt", options: OPTIONS.Energiegehalt },
  { field: "Verabreichungsart", options: OPTIONS.Verabreichungsart },
  { field: "Darreichungsform", options: OPTIONS.Darreichungsform },
  { field: "Geschmacksrichtung", options: OPTIONS.Geschmacksrichtung },
  { field: "Nahrungsbehaeltnis", options: OPTIONS.Nahrungsbehaeltnis },
  { field: "Ernaehrungspumpe", options: OPTIONS.Ernaehrungspumpe },
];

/** The category-dependent fields of a product. */
export function ProductCategoryFields({ form, index }: { form: ProductsForm; index: number }) {
  const { control, register } = form;
  const [haupt, unter] = useWatch({
    control,
    name: [`Produkt.${index}.Hauptkategorie`, `Produkt.${index}.Unterkategorie`],
  });
  const { fields: show } = productLayout({
    Hauptkategorie: haupt ?? "",
    Unterkategorie: unter ?? "",
    Unterpunkt1: "",
  });
  const name = (field: keyof ProductValues) => `Produkt.${index}.${field}` as const;
  return (
    <div className="flex flex-col gap-4">
      {show.Produktgroesse ? <ProductSizes form={form} index={index} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {show.VerordnungsfaehigkeitOderRezeptierbarkeit ? (
          <label className="flex items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              {...register(`Produkt.${index}.VerordnungsfaehigkeitOderRezeptierbarkeit`)}
            />
            <span className="font-semibold">{LABELS.VerordnungsfaehigkeitOderRezeptierbarkeit}</span>
          </label>
        ) : null}
        {CATEGORY_FIELDS.map(({ field, options }) =>
          !show[field] ? null : options ? (
            <SelectField
              key={field}
              label={LABELS[field]}
              options={optionsOf(options)}
              {...bindLimited(form, "Hersteller", name(field))}
            />
          ) : (
            <Field key={field} label={LABELS[field]} {...bindLimited(form, "Hersteller", name(field))} />
          ),
        )}
      </div>
      {show.Exsudation ? (
        <ProductChoices form={form} index={index} name="Exsudation" options={OPTIONS.Exsudation} />
      ) : null}
      {show.IndikationOderErkrankung ? (
        <ProductChoices
          form={form}
          index={index}
          name="IndikationOderErkrankung"
          options={OPTIONS.IndikationOderErkrankung}
        />
      ) : null}
      {show.Produktmerkmale ? (
        <ProductChoices form={form} index={index} name="Produktmerkmale" options={OPTIONS.Produktmerkmale} />
      ) : null}
      {show.Indikationen ? (
        <TextAreaField
          label={LABELS.Indikationen}
          {...bindLimited(form, "Hersteller", name("Indikationen"))}
        />
      ) : null}
      {show.Kontraindikationen ? (
        <TextAreaField
          label={LABELS.Kontraindikationen}
          {...bindLimited(form, "Hersteller", name("Kontraindikationen"))}
        />
      ) : null}
    </div>
  );
}

/** Everything of one product inside the Hersteller form. */
export function ProduktFields({ form, index }: { form: ProductsForm; index: number }) {
  const { control } = form;
  const files = (
    name: "Produktbild" | "Datenblaetter",
    label: string,
    kind: "image" | "datasheet",
    max: number,
  ) => (
    <UploadController
      control={control}
      name={`Produkt.${index}.${name}`}
      label={label}
      kind={kind}
      multiple={max > 1}
      max={max}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={LABELS.Produktname}
          {...bindLimited(form, "Hersteller", `Produkt.${index}.Produktname`)}
        />
        <Field
          label={LABELS.PZN}
          inputMode="numeric"
          maxLength={8}
          {...bindLimited(form, "Hersteller", `Produkt.${index}.PZN`)}
        />
      </div>
      {files("Produktbild", "Produktbild", "image", 1)}
      {files("Datenblaetter", "Datenblätter (PDF)", "datasheet", 20)}
      <MediaUploadField control={control} name={`Produkt.${index}.Medien`} />
      <ProductCascade form={form} index={index} />
      <RichTextController
        control={control}
        kind="Hersteller"
        name={`Produkt.${index}.Produktbeschreibung`}
        id={`produkt-${index}-beschreibung`}
        label={LABELS.Produktbeschreibung}
      />
      <TextAreaField
        label={LABELS.Anwendungshinweise}
        {...bindLimited(form, "Hersteller", `Produkt.${index}.Anwendungshinweise`)}
      />
      <ProductCategoryFields form={form} index={index} />
    </div>
  );
}
