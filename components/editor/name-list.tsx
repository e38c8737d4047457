"use client";

// Names of external speakers or manufacturers of an event (ExterneReferenten, ExterneHersteller):
// rows of free text, added and removed one by one.
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

export interface NameEntry {
  Name: string;
}

export function NameList({
  label,
  itemLabel,
  value,
  onChange,
  errors,
}: {
  /** The list's name, e.g. 'Externe Referenten'. */
  label: string;
  /** One row's name, numbered: 'Externer Referent' → 'Externer Referent 1'. */
  itemLabel: string;
  value: NameEntry[];
  onChange: (value: NameEntry[]) => void;
  /** Per row, e.g. from react-hook-form's fieldErrors. */
  errors?: (string | undefined)[];
}) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding or removing a row the focus goes to the row concerned (or the add button).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    (inputs.current[focusRow] ?? addButton.current)?.focus();
  }, [focusRow, value.length]);

  const update = (index: number, Name: string) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, Name } : entry)));
  const add = () => {
    onChange([...value, { Name: "" }]);
    setFocusRow(value.length);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setFocusRow(index > 0 ? index - 1 : value.length > 1 ? 0 : -1);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {value.map((entry, index) => {
        const inputId = `${id}-${index}`;
        const error = errors?.[index];
        const name = `${itemLabel} ${index + 1}`;
        return (
          <div key={index} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm">
              {name}
            </label>
            <div className="flex gap-2">
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                id={inputId}
                type="text"
                value={entry.Name}
                onChange={(event) => update(index, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-fehler` : undefined}
                className={`flex-1 rounded border px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => remove(index)}
                aria-label={`${name} entfernen`}
              >
                Entfernen
              </Button>
            </div>
            {error ? (
              <p id={`${inputId}-fehler`} className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button ref={addButton} type="button" variant="secondary" onClick={add}>
          {`${itemLabel} hinzufügen`}
        </Button>
      </div>
    </fieldset>
  );
}
