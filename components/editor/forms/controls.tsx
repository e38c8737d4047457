"use client";

// Labelled select, text area and checkbox group for the editor forms, each with its error tied to
// it for screen readers (like components/ui/field.tsx for inputs).
import { forwardRef, useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export interface Option {
  value: string;
  label: string;
}

/** Plain strings or {value, label} bands as options. */
export const toOptions = (values: readonly (string | Option)[]): Option[] =>
  values.map((value) => (typeof value === "string" ? { value, label: value } : value));

const describedBy = (id: string, error?: string) => (error ? `${id}-fehler` : undefined);

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-fehler`} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (string | Option)[];
  error?: string;
  /** The text of the empty choice. */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, placeholder = "Bitte auswählen", id, ...rest },
  ref,
) {
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
        aria-describedby={describedBy(selectId, error)}
        className={`rounded border bg-white px-3 py-2 disabled:bg-gray-100 ${error ? "border-red-700" : "border-gray-500"}`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {toOptions(options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={selectId} error={error} />
    </div>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, rows = 4, ...rest },
  ref,
) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={areaId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error)}
        className={`rounded border px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`}
        {...rest}
      />
      <ErrorText id={areaId} error={error} />
    </div>
  );
});

/** Several values of a list as checkboxes in a fieldset; `value`/`onChange` hold the chosen ones. */
export function CheckboxGroupField({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 2,
}: {
  legend: string;
  options: readonly (string | Option)[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  columns?: 1 | 2;
}) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset aria-describedby={describedBy(id, error)} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className={`grid gap-x-6 gap-y-1 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {toOptions(options).map((option) => (
          <label key={option.value} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}
