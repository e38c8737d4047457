"use client";

// The Hersteller editor (spec sections 2–3): the manufacturer's fields and its products inline,
// one collapsible section per product. One save stores the listing with its products
// (saveHersteller). Without Hersteller Premium an 11th product is refused here already.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { z } from "@/lib/zod";
import {
  FormSection,
  MediaUploadField,
  RichTextController,
  TextAreaField,
  UploadController,
} from "@/components/editor/fields";
import { ListingFormShell, useListingEditor } from "@/components/editor/listing-form-shell";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Field } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import { planEntitlements } from "@/lib/entitlements";
import {
  EMPTY_PRODUCT,
  PRODUCT_MESSAGES,
  herstellerFormSchema,
  mayAddProduct,
  type HerstellerFormValues,
} from "@/lib/schemas/listings-manufacturer";
import { saveHersteller } from "@/server/actions/listings";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import { ProduktFields, type ProductsForm } from "./produkt-fields";
import type { EditorFormProps } from "./types";

const LABELS = FIELD_LABELS.Hersteller;

export function HerstellerForm({ defaultValues, plan, draftKey, editing }: EditorFormProps<"Hersteller">) {
  const formRef = useRef<UseFormReturn<HerstellerFormValues> | null>(null);

  // One save stores the listing and its products. The ids the answer carries go back into the
  // form, so saving again updates, never duplicates.
  const action = useCallback(async (values: HerstellerFormValues): Promise<ActionResult<{ id: number }>> => {
    const saved = await saveHersteller(values);
    const form = formRef.current;
    if (saved.ok && saved.data) {
      form?.setValue("id", saved.data.id);
      saved.data.products.forEach((documentId, index) =>
        form?.setValue(`Produkt.${index}.documentId`, documentId),
      );
    }
    return saved;
  }, []);

  const editor = useListingEditor<HerstellerFormValues>({
    kind: "Hersteller",
    schema: herstellerFormSchema as unknown as z.ZodType<HerstellerFormValues, HerstellerFormValues>,
    defaultValues,
    action,
    draftKey,
  });
  const { form, bind } = editor;
  useEffect(() => {
    formRef.current = form;
  }, [form]);
  const {
    control,
    formState: { errors },
  } = form;
  const products = useFieldArray({ control, name: "Produkt" });
  const names = useWatch({ control, name: "Produkt" });
  const maxProducts = planEntitlements(plan.kind, plan.tier)?.maxProducts ?? null;
  const [limitShown, setLimitShown] = useState(false);
  // Products open after adding one, so its first field can take the focus.
  const [opened, setOpened] = useState<Set<string>>(new Set());

  const addProduct = () => {
    if (!mayAddProduct(products.fields.length, maxProducts)) {
      setLimitShown(true);
      return;
    }
    setLimitShown(false);
    products.append({ ...EMPTY_PRODUCT }, { focusName: `Produkt.${products.fields.length}.Produktname` });
  };
  const productError = (errors.Produkt as { message?: string } | undefined)?.message;

  return (
    <ListingFormShell
      editor={editor}
      plan={plan}
      title={editing ? "Hersteller bearbeiten" : "Hersteller erstellen"}
    >
      <FormSection title="Hersteller">
        <Field label={LABELS.Herstellername} {...bind("Herstellername")} />
        <TextAreaField label={LABELS.Addresse} rows={3} {...bind("Addresse")} />
        <RichTextController
          control={control}
          kind="Hersteller"
          name="Beschreibung"
          id="hersteller-beschreibung"
          label={LABELS.Beschreibung}
        />
        <Field label={LABELS.Homepage} type="url" {...bind("Homepage")} />
        <UploadController control={control} name="Logo" label="Logo" kind="image" max={1} />
        <MediaUploadField control={control} name="Medien" />
      </FormSection>

      <section
        aria-labelledby="produkte-titel"
        className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4 sm:p-6"
      >
        <h2 id="produkte-titel" className="text-xl font-bold">
          Produkte
        </h2>
        {maxProducts !== null ? (
          <p className="text-sm text-muted">
            Mit Ihrem Abonnement können Sie bis zu {maxProducts} Produkte anlegen.
          </p>
        ) : null}
        {defaultValues.id ? (
          // A catalogue comes from a file (the import stores into this saved manufacturer).
          <p className="text-sm">
            <Link
              href={`/admin/meine-inserate/importieren?hersteller=${defaultValues.id}`}
              className="underline"
            >
              Produkte importieren
            </Link>{" "}
            (CSV oder Excel)
          </p>
        ) : null}
        {products.fields.length === 0 ? <p>Noch keine Produkte.</p> : null}
        <ul className="flex flex-col gap-3">
          {products.fields.map((row, index) => {
            const name = names?.[index]?.Produktname?.trim() || `Produkt ${index + 1}`;
            const failed = Boolean(errors.Produkt?.[index]);
            return (
              <li key={row.id}>
                <details
                  open={opened.has(row.id) || failed || !row.documentId}
                  onToggle={(event) => {
                    const open = (event.currentTarget as HTMLDetailsElement).open;
                    setOpened((current) => {
                      const next = new Set(current);
                      if (open) next.add(row.id);
                      else next.delete(row.id);
                      return next;
                    });
                  }}
                  className="rounded border border-gray-300"
                >
                  <summary className="cursor-pointer px-4 py-3 font-semibold">
                    {name}
                    {failed ? <span className="ml-2 text-red-700">(bitte prüfen)</span> : null}
                  </summary>
                  <fieldset aria-label={name} className="flex flex-col gap-4 border-t border-gray-200 p-4">
                    <ProduktFields form={form as unknown as ProductsForm} index={index} />
                    <div>
                      <Button type="button" variant="secondary" onClick={() => products.remove(index)}>
                        {name} entfernen
                      </Button>
                    </div>
                  </fieldset>
                </details>
              </li>
            );
          })}
        </ul>
        <div aria-live="polite">
          {limitShown || productError ? (
            <p role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
              {productError ?? PRODUCT_MESSAGES.productLimit}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="button" variant="secondary" onClick={addProduct}>
            Produkt hinzufügen
          </Button>
        </div>
      </section>
    </ListingFormShell>
  );
}
