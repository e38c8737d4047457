"use client";
// The one form hook: react-hook-form with the form's shared zod schema, the server's
// field errors shown next to their fields with focus on the first, a busy state, and toasts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR } from "@/lib/messages";

export interface ActionFormOptions<TValues extends FieldValues, TResult> {
  /** The form's shared schema (the server action parses with the same one). */
  schema: z.ZodType<TValues, FieldValues>;
  defaultValues?: DefaultValues<TValues>;
  /** A server action defined with defineWrite (or anything answering an ActionResult). */
  action: (values: TValues) => Promise<ActionResult<TResult>>;
  /** The success toast; the result's message when not given, none when false. */
  successMessage?: string | false;
  /** The failure toast when the result has no message; `errorMessage: false` shows none. */
  errorMessage?: string | false;
  /** Values the form is reset to after a success (e.g. empty password fields). */
  resetTo?: DefaultValues<TValues>;
  onSuccess?: (result: ActionResult<TResult>, values: TValues) => void | Promise<void>;
  /** Replaces the failure toast (e.g. the editor's long alert). */
  onFailure?: (result: ActionResult<TResult>, values: TValues) => void;
  /** Called when the schema refuses the input in the browser (before any request). */
  onInvalid?: SubmitErrorHandler<TValues>;
  mode?: UseFormProps<TValues>["mode"];
}

export interface ActionForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** The form's onSubmit. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
}

/** Shows a failed result's field errors on the form, focusing the first field that has one. */
export function showFieldErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  fieldErrors: Record<string, string> | undefined,
): void {
  Object.entries(fieldErrors ?? {}).forEach(([field, message], index) => {
    form.setError(field as Path<TValues>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}

export function useActionForm<TValues extends FieldValues, TResult = undefined>(
  options: ActionFormOptions<TValues, TResult>,
): ActionForm<TValues> {
  const {
    schema,
    defaultValues,
    action,
    successMessage,
    errorMessage,
    resetTo,
    onSuccess,
    onFailure,
    onInvalid,
  } = options;
  const form = useForm<TValues>({
    // The schema's input and output may differ (coercions); the form holds its output type.
    resolver: zodResolver(schema) as unknown as Resolver<TValues>,
    defaultValues,
    mode: options.mode,
    shouldFocusError: true,
  });

  const onValid = useCallback(
    async (values: TValues) => {
      const result: ActionResult<TResult> = await action(values).catch(() => ({
        ok: false,
        status: 500,
        message: GENERIC_ERROR,
      }));
      if (result.ok) {
        const text = successMessage === false ? null : (successMessage ?? result.message);
        if (text) toast.success(text);
        if (resetTo) form.reset(resetTo);
        await onSuccess?.(result, values);
        return;
      }
      // A failed write keeps every value: only errors are added, nothing is reset.
      showFieldErrors(form, result.fieldErrors);
      if (onFailure) onFailure(result, values);
      else if (errorMessage !== false) toast.error(result.message ?? errorMessage ?? GENERIC_ERROR);
    },
    [action, errorMessage, form, onFailure, onSuccess, resetTo, successMessage],
  );

  return { form, submit: form.handleSubmit(onValid, onInvalid), busy: form.formState.isSubmitting };
}
