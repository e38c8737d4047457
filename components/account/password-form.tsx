"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/auth";
import { changePassword } from "@/server/actions/account";

export function PasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await changePassword(values).catch(() => ({
      ok: false,
      message: undefined,
      fieldErrors: undefined,
    }));
    if (result.ok) {
      toast.success("Passwort geändert");
      reset({ currentPassword: "", password: "", passwordConfirmation: "" });
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as keyof ChangePasswordInput, { message });
    }
    toast.error(result.message ?? "Fehler beim Passwort ändern");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field
        label="Altes Passwort"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <Field
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Field
        label="Neues Passwort wiederholen"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register("passwordConfirmation")}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Speichert..." : "Passwort ändern"}
        </Button>
      </div>
    </form>
  );
}
