import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * What a `<Field>` or `<SelectField>` needs of a form field: react-hook-form's registration and the
 * field's error message, so a form writes `{...bind("Name")}` once per field.
 */
export function bindField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  return { ...form.register(name, options), error: form.getFieldState(name, form.formState).error?.message };
}
