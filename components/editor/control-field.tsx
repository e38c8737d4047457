"use client";

// A widget that is not a plain input (checkbox lists, date and name lists, pickers, rich text)
// bound to a form field: react-hook-form's Controller written once, so the forms write
// `editor.control("Themengebiete", (field) => <CheckboxGroup {...field} … />)` and every widget gets
// the same value, onChange, error message and focus handle.
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type RefCallBack,
} from "react-hook-form";
import type { ReactElement } from "react";

export interface ControlledField<V> {
  value: V;
  onChange: (value: V) => void;
  /** The field's error message, undefined when none. */
  error?: string;
  /**
   * react-hook-form's ref: the widget hands it its element or `{ focus }`, so the error summary's
   * link (and a refused save) can move the focus to it.
   */
  inputRef: RefCallBack;
}

export function controlField<T extends FieldValues, N extends Path<T>>(
  control: Control<T>,
  name: N,
  render: (field: ControlledField<PathValue<T, N>>) => ReactElement,
): ReactElement {
  return (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          value: field.value,
          onChange: field.onChange,
          error: fieldState.error?.message,
          inputRef: field.ref,
        })
      }
    />
  );
}
