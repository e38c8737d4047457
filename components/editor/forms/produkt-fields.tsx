"use client";

// One product of the Hersteller form: name, PZN, files, the category cascade (Hauptkategorie →
// Unterkategorie → Unterpunkt1 → Unterpunkt2; each level disabled until its parent is chosen,
// Unterpunkt2 only when Unterpunkt1 has options) and the wound or nutrition fields of the category.
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import {
  CheckboxGroup,
  SelectField,
  TextAreaField,
  MediaUploadField,
  RichTextController,
  UploadController,
  optionsOf,
} from "@/components/editor/fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { EMPTY_PRODUCT_SIZE, productLayout, type ProductValues } from "@/lib/schemas/listings-manufacturer";
import {
  DARREICHUNGSFORM,
  ENERGIEGEHALT,
  ERNAEHRUNGSPUMPE,
  EXSUDATION,
  GESCHMACKSRICHTUNG,
  GROESSENBAENDER,
  HAFTRAND,
  INDIKATION_ODER_ERKRANKUNG,
  NAHRUNGSBEHAELTNIS,
  PRODUKTMERKMALE,
  RISIKOKLASSIFIZIERUNG,
  VERABREICHUNGSART,
  WIRKSTOFFHALTIG,
} from "@/lib/taxonomy";

/** The part of a form the product fields work on: a list of products under `Produkt`. */
export type ProductsForm = UseFormReturn<{ Produkt: ProductValues[] }>;

const CASCADE = ["Hauptkategorie", "Unterkategorie", "Unterpunkt1", "Unterpunkt2"] as const;

export function ProductCascade({ form, index }: { form: ProductsForm; index: number }) {
  const { control, register, setValue, formState } = form;
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
  const errors = formState.errors.Produkt?.[index];
  // Choosing a level again clears the levels below it, which belonged to the old choice.
  const clearBelow = (level: (typeof CASCADE)[number]) => () => {
    for (const below of CASCADE.slice(CASCADE.indexOf(level) + 1)) {
      setValue(`Produkt.${index}.${below}`, "", { shouldDirty: true });
    }
  };
  const select = (level: (typeof CASCADE)[number]) =>
    register(`Produkt.${index}.${level}`, { onChange: clearBelow(level) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Hauptkategorie"
        options={optionsOf(layout.options.Hauptkategorie)}
        error={errors?.Hauptkategorie?.message}
        {...select("Hauptkategorie")}
      />
      <SelectField
        label="Unterkategorie"
        options={optionsOf(layout.options.Unterkategorie)}
        disabled={layout.disabled.Unterkategorie}
        error={errors?.Unterkategorie?.message}
        {...select("Unterkategorie")}
      />
      <SelectField
        label="Produktgruppe (Unterpunkt 1)"
        options={optionsOf(layout.options.Unterpunkt1)}
        disabled={layout.disabled.Unterpunkt1}
        error={errors?.Unterpunkt1?.message}
        {...select("Unterpunkt1")}
      />
      {layout.showUnterpunkt2 ? (
        <SelectField
          label="Produktspezifikation (Unterpunkt 2)"
          options={optionsOf(layout.options.Unterpunkt2)}
          error={errors?.Unterpunkt2?.message}
          {...select("Unterpunkt2")}
        />
      ) : null}
    </div>
  );
}

function ProductSizes({ form, index }: { form: ProductsForm; index: number }) {
  const { control, register, formState } = form;
  const sizes = useFieldArray({ control, name: `Produkt.${index}.Produktgroesse` });
  const errors = formState.errors.Produkt?.[index]?.Produktgroesse;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Produktgrößen</legend>
      <ul className="flex flex-col gap-3">
        {sizes.fields.map((row, sizeIndex) => {
          const n = sizeIndex + 1;
          const base = `Produkt.${index}.Produktgroesse.${sizeIndex}` as const;
          return (
            <li
              key={row.id}
              className="grid items-end gap-3 rounded border border-gray-200 p-3 sm:grid-cols-2 lg:grid-cols-5"
            >
              <SelectField
                label={`Breite ${n}`}
                options={optionsOf(GROESSENBAENDER)}
                error={errors?.[sizeIndex]?.Breite?.message}
                {...register(`${base}.Breite`)}
              />
              <SelectField
                label={`Länge ${n}`}
                options={optionsOf(GROESSENBAENDER)}
                error={errors?.[sizeIndex]?.Laenge?.message}
                {...register(`${base}.Laenge`)}
              />
              <Field
                label={`Genaue Größe ${n}`}
                error={errors?.[sizeIndex]?.GenaueGroesse?.message}
                {...register(`${base}.GenaueGroesse`)}
              />
              <Field
                label={`PZN der Größe ${n}`}
                inputMode="numeric"
                maxLength={8}
                error={errors?.[sizeIndex]?.PZN?.message}
                {...register(`${base}.PZN`)}
              />
              <Button type="button" variant="secondary" onClick={() => sizes.remove(sizeIndex)}>
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
  legend,
  options,
}: {
  form: ProductsForm;
  index: number;
  name: "Exsudation" | "IndikationOderErkrankung" | "Produktmerkmale";
  legend: string;
  options: readonly string[];
}) {
  return (
    <Controller
      control={form.control}
      name={`Produkt.${index}.${name}`}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          options={optionsOf(options)}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The category-dependent fields of a product. */
export function ProductCategoryFields({ form, index }: { form: ProductsForm; index: number }) {
  const { control, register, formState } = form;
  const [haupt, unter] = useWatch({
    control,
    name: [`Produkt.${index}.Hauptkategorie`, `Produkt.${index}.Unterkategorie`],
  });
  const { fields: show } = productLayout({
    Hauptkategorie: haupt ?? "",
    Unterkategorie: unter ?? "",
    Unterpunkt1: "",
  });
  const errors = formState.errors.Produkt?.[index];
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
            <span className="font-semibold">Verordnungsfähig oder rezeptierbar</span>
          </label>
        ) : null}
        {show.Risikoklassifizierung ? (
          <SelectField
            label="Risikoklassifizierung"
            options={optionsOf(RISIKOKLASSIFIZIERUNG)}
            error={errors?.Risikoklassifizierung?.message}
            {...register(name("Risikoklassifizierung"))}
          />
        ) : null}
        {show.Wirkstoffhaltig ? (
          <SelectField
            label="Wirkstoffhaltig"
            options={optionsOf(WIRKSTOFFHALTIG)}
            error={errors?.Wirkstoffhaltig?.message}
            {...register(name("Wirkstoffhaltig"))}
          />
        ) : null}
        {show.Haftrand ? (
          <SelectField
            label="Haftrand"
            options={optionsOf(HAFTRAND)}
            error={errors?.Haftrand?.message}
            {...register(name("Haftrand"))}
          />
        ) : null}
        {show.Kombination ? (
          <Field
            label="Kombination"
            error={errors?.Kombination?.message}
            {...register(name("Kombination"))}
          />
        ) : null}
        {show.Energiegehalt ? (
          <SelectField
            label="Energiegehalt"
            options={optionsOf(ENERGIEGEHALT)}
            error={errors?.Energiegehalt?.message}
            {...register(name("Energiegehalt"))}
          />
        ) : null}
        {show.Verabreichungsart ? (
          <SelectField
            label="Verabreichungsart"
            options={optionsOf(VERABREICHUNGSART)}
            error={errors?.Verabreichungsart?.message}
            {...register(name("Verabreichungsart"))}
          />
        ) : null}
        {show.Darreichungsform ? (
          <SelectField
            label="Darreichungsform"
            options={optionsOf(DARREICHUNGSFORM)}
            error={errors?.Darreichungsform?.message}
            {...register(name("Darreichungsform"))}
          />
        ) : null}
        {show.Geschmacksrichtung ? (
          <SelectField
            label="Geschmacksrichtung"
            options={optionsOf(GESCHMACKSRICHTUNG)}
            error={errors?.Geschmacksrichtung?.message}
            {...register(name("Geschmacksrichtung"))}
          />
        ) : null}
        {show.Nahrungsbehaeltnis ? (
          <SelectField
            label="Nahrungsbehältnis"
            options={optionsOf(NAHRUNGSBEHAELTNIS)}
            error={errors?.Nahrungsbehaeltnis?.message}
            {...register(name("Nahrungsbehaeltnis"))}
          />
        ) : null}
        {show.Ernaehrungspumpe ? (
          <SelectField
            label="Ernährungspumpe"
            options={optionsOf(ERNAEHRUNGSPUMPE)}
            error={errors?.Ernaehrungspumpe?.message}
            {...register(name("Ernaehrungspumpe"))}
          />
        ) : null}
      </div>
      {show.Exsudation ? (
        <ProductChoices
          form={form}
          index={index}
          name="Exsudation"
          legend="Exsudation"
          options={EXSUDATION}
        />
      ) : null}
      {show.IndikationOderErkrankung ? (
        <ProductChoices
          form={form}
          index={index}
          name="IndikationOderErkrankung"
          legend="Indikation oder Erkrankung"
          options={INDIKATION_ODER_ERKRANKUNG}
        />
      ) : null}
      {show.Produktmerkmale ? (
        <ProductChoices
          form={form}
          index={index}
          name="Produktmerkmale"
          legend="Produktmerkmale"
          options={PRODUKTMERKMALE}
        />
      ) : null}
      {show.Indikationen ? (
        <TextAreaField
          label="Indikationen"
          error={errors?.Indikationen?.message}
          {...register(name("Indikationen"))}
        />
      ) : null}
      {show.Kontraindikationen ? (
        <TextAreaField
          label="Kontraindikationen"
          error={errors?.Kontraindikationen?.message}
          {...register(name("Kontraindikationen"))}
        />
      ) : null}
    </div>
  );
}

/** Everything of one product inside the Hersteller form. */
export function ProduktFields({ form, index }: { form: ProductsForm; index: number }) {
  const { control, register, formState } = form;
  const errors = formState.errors.Produkt?.[index];
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
          label="Produktname"
          error={errors?.Produktname?.message}
          {...register(`Produkt.${index}.Produktname`)}
        />
        <Field
          label="PZN"
          inputMode="numeric"
          maxLength={8}
          error={errors?.PZN?.message}
          {...register(`Produkt.${index}.PZN`)}
        />
      </div>
      {files("Produktbild", "Produktbild", "image", 1)}
      {files("Datenblaetter", "Datenblätter (PDF)", "datasheet", 20)}
      <MediaUploadField control={control} name={`Produkt.${index}.Medien`} />
      <ProductCascade form={form} index={index} />
      <RichTextController
        control={control}
        name={`Produkt.${index}.Produktbeschreibung`}
        id={`produkt-${index}-beschreibung`}
        label="Produktbeschreibung"
      />
      <TextAreaField
        label="Anwendungshinweise"
        error={errors?.Anwendungshinweise?.message}
        {...register(`Produkt.${index}.Anwendungshinweise`)}
      />
      <ProductCategoryFields form={form} index={index} />
    </div>
  );
}
