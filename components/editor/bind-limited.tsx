"use client";

// bindField plus the field's length limit from the rules package (the limit the CMS checks): the
// input gets maxLength, and the Field under it a count of what is typed (CharacterCount).
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { fieldLimit } from "@wundportal/rules/listing-fields";
import type { ListingKind } from "@wundportal/rules";
import { WatchedCharacterCount } from "@/components/ui/character-count";
import type { CounterSlot } from "@/components/ui/field";
import { bindField } from "@/lib/forms/bind-field";

export type LimitedBinding<T extends FieldValues> = ReturnType<typeof bindField<T>> & {
  maxLength?: number;
  counter?: CounterSlot;
};

export function bindLimited<T extends FieldValues>(
  form: UseFormReturn<T>,
  kind: ListingKind,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
): LimitedBinding<T> {
  const binding = bindField(form, name, options);
  const max = fieldLimit(kind, name);
  if (max === undefined) return binding;
  return {
    ...binding,
    maxLength: max,
    counter: (id) => <WatchedCharacterCount id={id} control={form.control} name={name} max={max} />,
  };
}
