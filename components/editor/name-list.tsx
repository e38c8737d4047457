"use client";

// Names of external speakers or manufacturers of an event (ExterneReferenten, ExterneHersteller):
// rows of free text, added and removed one by one.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CharacterCount } from "@/components/ui/character-count";
import { Field } from "@/components/ui/field";

export interface NameEntry {
  Name: string;
}

export function NameList({
  label,
  itemLabel,
  value,
  onChange,
  errors,
  error,
  maxLength,
  inputRef,
}: {
  /** The list's name, e.g. 'Externe Referenten'. */
  label: string;
  /** One row's name, numbered: 'Externer Referent' → 'Externer Referent 1'. */
  itemLabel: string;
  value: NameEntry[];
  onChange: (value: NameEntry[]) => void;
  /** Per row, e.g. from react-hook-form's fieldErrors. */
  errors?: (string | undefined)[];
  /** The list's own error (too many rows). */
  error?: string;
  /** The most characters of a name (the rule's limit, fieldLimit). */
  maxLength?: number;
  /** Given a focus handle (the first name, else the add button): the error summary focuses it. */
  inputRef?: (instance: { focus: () => void } | null) => void;
}) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding or removing a row the focus goes to the row concerned (or the add button).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    (inputs.current[focusRow] ?? addButton.current)?.focus();
  }, [focusRow, value.length]);

  useEffect(() => {
    if (!inputRef) return;
    inputRef({ focus: () => (inputs.current[0] ?? addButton.current)?.focus() });
    return () => inputRef(null);
  }, [inputRef]);

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
        const name = `${itemLabel} ${index + 1}`;
        return (
          <div key={index} className="flex items-start gap-2">
            {/* min-w-0: the input's own width (its size) must not push 'Entfernen' off a phone's screen. */}
            <div className="min-w-0 flex-1">
              <Field
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                label={name}
                type="text"
                value={entry.Name}
                onChange={(event) => update(index, event.target.value)}
                error={errors?.[index]}
                maxLength={maxLength}
                counter={
                  maxLength
                    ? (id) => <CharacterCount id={id} length={entry.Name.length} max={maxLength} />
                    : undefined
                }
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => remove(index)}
              aria-label={`${name} entfernen`}
              className="mt-7"
            >
              Entfernen
            </Button>
          </div>
        );
      })}
      <div>
        <Button ref={addButton} type="button" variant="secondary" onClick={add}>
          {`${itemLabel} hinzufügen`}
        </Button>
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
