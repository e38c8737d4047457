"use client";

// Labelled form controls of the listing editor beyond the text Field: selects, text areas,
// checkbox groups (multi-choice lists) and a list of dates. Errors are tied to their control.
import { forwardRef, useId, useState, type ReactNode, type SelectHTMLAttributes } from "react";
import { Controller, useWatch, type Control, type FieldValues, type Path } from "react-hook-form";
import { FileUpload, type FileUploadProps } from "@/components/editor/file-upload";
import { LockedField } from "@/components/editor/listing-form-shell";
import { LocationPicker } from "@/components/editor/location-picker";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Button } from "@/components/ui/button";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import { FORTBILDUNGSINHALTE, type FortbildungsinhaltKey } from "@/lib/taxonomy";
import type { UploadedFile } from "@/lib/uploads";
import { optionsOf, type Option } from "@/lib/labels";
import type { ListingKind } from "@wundportal/rules";
import { fieldLimit } from "@wundportal/rules/listing-fields";

const errorText = (id: string, error?: string) =>
  error ? (
    <p id={`${id}-fehler`} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    options: Option[];
    error?: string;
    empty?: string;
  }
>(function SelectField({ label, options, error, empty = "Bitte wählen", id, ...rest }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-fehler` : undefined}
        className={`rounded border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`}
        {...rest}
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorText(selectId, error)}
    </div>
  );
});

export { TextAreaField } from "@/components/ui/field";

/** Several values of a list as checkboxes in a fieldset (value: the chosen ones). */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
  inputRef,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Given the first checkbox: the error summary focuses it. */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className="flex flex-col gap-1"
      disabled={disabled}
      aria-describedby={error ? `${id}-fehler` : undefined}
    >
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} htmlFor={`${id}-${index}`} className="flex items-start gap-2">
            <input
              ref={index === 0 ? inputRef : undefined}
              id={`${id}-${index}`}
              type="checkbox"
              className="mt-1"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errorText(id, error)}
    </fieldset>
  );
}

const formatDate = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
};

/** Several dates (YYYY-MM-DD), added one at a time and removable, kept sorted. */
export function DateList({
  label,
  value,
  onChange,
  error,
  disabled,
  inputRef,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Given the date input: the error summary focuses it. */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const [next, setNext] = useState("");
  const add = () => {
    if (!next || value.includes(next)) return;
    onChange([...value, next].sort());
    setNext("");
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {/* The row keeps its height while empty: a date added as the field loses focus (to a click
          on 'Speichern') would otherwise push the button away under the pointer, and the click
          would miss it. */}
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((date) => (
            <li key={date} className="flex h-9 items-center gap-1 rounded-full border border-gray-400 px-3">
              {formatDate(date)}
              <button
                type="button"
                className="px-1 font-bold"
                aria-label={`${formatDate(date)} entfernen`}
                onClick={() => onChange(value.filter((d) => d !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex h-9 items-center text-sm text-gray-700">Noch kein Datum eingetragen.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-neu`} className="text-sm">
            Datum
          </label>
          <input
            ref={inputRef}
            id={`${id}-neu`}
            type="date"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            // A picked date counts without 'Datum hinzufügen': leaving the field (e.g. to press
            // 'Speichern') or pressing Enter adds it, so a save never drops it silently.
            onBlur={add}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              add();
            }}
            className="rounded border border-gray-500 px-3 py-2"
          />
        </div>
        <Button type="button" variant="secondary" onClick={add}>
          Datum hinzufügen
        </Button>
      </div>
      {errorText(id, error)}
    </fieldset>
  );
}

/** A titled group of the editor's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A FileUpload bound to an upload field of the form (Bild, Logo, Medien). */
export function UploadController<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<FileUploadProps, "value" | "onChange" | "error">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUpload
          {...props}
          value={field.value as UploadedFile[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The gallery of a listing or product (Medien): at most eight files, locked for plans without it. */
export function MediaUploadField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <LockedField field="Medien">
      {(locked) => (
        <UploadController
          control={control}
          name={name}
          label="Medien"
          kind="media"
          multiple
          max={MAX_MEDIA_FILES}
          disabled={locked}
        />
      )}
    </LockedField>
  );
}

/**
 * The map marker of a listing (Einsatzort, Veranstaltungsort, Standort), set by dragging or
 * geocoded from the form's PLZ and Stadt.
 */
export function MapMarkerField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const [plz, stadt] = useWatch({ control, name: ["PLZ", "Stadt"] as Path<T>[] }) as unknown as [
    string | undefined,
    string | undefined,
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LocationPicker label={label} value={field.value} onChange={field.onChange} plz={plz} stadt={stadt} />
      )}
    />
  );
}

/** A RichTextEditor bound to a rich-text field of the form (Bio, Beschreibung). */
export function RichTextController<T extends FieldValues>({
  control,
  kind,
  name,
  id,
  label,
}: {
  control: Control<T>;
  /** The listing kind whose rules limit the field (fieldLimit). */
  kind: ListingKind;
  name: Path<T>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          id={id}
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          error={fieldState.error?.message}
          inputRef={field.ref}
          maxLength={fieldLimit(kind, name)}
        />
      )}
    />
  );
}

const COURSE_CONTENT_LABELS: Record<FortbildungsinhaltKey, string> = {
  FortbildungsinhalteWundexperteICW: "Fortbildungsinhalte Wundexperte ICW",
  FortbildungsinhalteFachtherapeutWundeICW: "Fortbildungsinhalte Fachtherapeut Wunde ICW",
  FortbildungsinhalteAerztlicherWundexperteICW: "Fortbildungsinhalte Ärztlicher Wundexperte ICW",
  FortbildungsinhaltePflegetherapeutWundeICW: "Fortbildungsinhalte Pflegetherapeut Wunde ICW",
};

/** The training contents of one ICW course, as a collapsible checkbox list (speaker and event forms). */
export function CourseContentField({
  course,
  value,
  onChange,
  error,
  disabled,
  inputRef,
}: {
  course: FortbildungsinhaltKey;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  return (
    <details className="rounded border border-gray-200 p-3">
      <summary className="cursor-pointer font-semibold">{COURSE_CONTENT_LABELS[course]}</summary>
      <div className="mt-3">
        <CheckboxGroup
          legend={COURSE_CONTENT_LABELS[course]}
          options={optionsOf(FORTBILDUNGSINHALTE[course])}
          value={value}
          onChange={onChange}
          error={error}
          disabled={disabled}
          inputRef={inputRef}
        />
      </div>
    </details>
  );
}
