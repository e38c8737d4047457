"use client";

// "Weitere Termine anlegen": the dates (Berlin time) one event is copied to in one step. Each new
// row starts a week after the one above it, with the same times; the CMS stores all dates or none.
// A refused save keeps every row and says why above the button.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { ErrorSummary } from "@/components/editor/error-summary";
import { MY_LISTINGS_PATH } from "@/components/editor/listing-form-shell";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PostForm } from "@/components/ui/post-form";
import { shiftLocalDays } from "@/lib/berlin-time";
import { useActionForm } from "@/lib/forms/use-action-form";
import { furtherDatesSchema, type FurtherDatesValues } from "@/lib/schemas/further-dates";
import { createFurtherDates } from "@/server/actions/listings";

export function FurtherDatesForm({
  id,
  name,
  first,
}: {
  id: number;
  name: string;
  /** The first further date the form offers (the original's times a week later). */
  first: { Startzeit: string; Endzeit: string };
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, submit, busy } = useActionForm<FurtherDatesValues>({
    schema: furtherDatesSchema,
    defaultValues: { id, termine: [first] },
    action: (values) => {
      setRefusal(null);
      return createFurtherDates(values);
    },
    onSuccess: () => router.push(MY_LISTINGS_PATH),
    onFailure: (result) => setRefusal(result.message ?? null),
  });
  const termine = useFieldArray({ control: form.control, name: "termine" });
  const errors = form.formState.errors.termine;

  function addDate() {
    const last = form.getValues(`termine.${termine.fields.length - 1}`) ?? first;
    termine.append({
      Startzeit: shiftLocalDays(last.Startzeit, 7),
      Endzeit: shiftLocalDays(last.Endzeit, 7),
    });
  }

  return (
    <PostForm ref={formRef} onSubmit={submit} noValidate aria-labelledby="weitere-termine-titel">
      <div className="flex flex-col gap-6">
        <ErrorSummary form={form} formRef={formRef} />
        <p>
          Jeder Termin wird eine eigene Veranstaltung mit allen Angaben von „{name}“. Die neuen Termine sind
          zunächst nicht veröffentlicht. Zeiten gelten in deutscher Zeit (Berlin).
        </p>
        <ol className="flex flex-col gap-4">
          {termine.fields.map((row, index) => (
            <li key={row.id} className="rounded-lg border border-gray-200 p-4 sm:p-6">
              <fieldset className="flex flex-col gap-3">
                <legend className="font-semibold">Termin {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label="Beginn (Datum und Uhrzeit)"
                    type="datetime-local"
                    error={errors?.[index]?.Startzeit?.message}
                    {...form.register(`termine.${index}.Startzeit`)}
                  />
                  <Field
                    label="Ende (Datum und Uhrzeit)"
                    type="datetime-local"
                    error={errors?.[index]?.Endzeit?.message}
                    {...form.register(`termine.${index}.Endzeit`)}
                  />
                </div>
                {termine.fields.length > 1 ? (
                  <div>
                    <button
                      type="button"
                      className="text-red-700 underline"
                      onClick={() => termine.remove(index)}
                    >
                      Termin {index + 1} entfernen
                    </button>
                  </div>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
        {errors?.root?.message || errors?.message ? (
          <p className="text-red-700">{errors?.root?.message ?? errors?.message}</p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" onClick={addDate}>
            Weiteren Termin hinzufügen
          </Button>
        </div>
        {refusal ? <Alert onClose={() => setRefusal(null)}>{refusal}</Alert> : null}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy
              ? "Speichert..."
              : termine.fields.length === 1
                ? "1 Termin anlegen"
                : `${termine.fields.length} Termine anlegen`}
          </Button>
        </div>
      </div>
    </PostForm>
  );
}
