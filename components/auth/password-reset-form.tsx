"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { passwordResetSchema, type PasswordResetInput } from "@/lib/schemas/auth";
import { requestPasswordReset } from "@/server/actions/auth";

export function PasswordResetForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({ resolver: zodResolver(passwordResetSchema) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestPasswordReset(values).catch(() => ({
      ok: false,
      message: undefined,
      fieldErrors: undefined,
    }));
    if (result.ok) {
      toast.success(
        "Falls ein Konto mit dieser Email existiert, wird eine Email mit weiteren Anweisungen versendet.",
      );
      return;
    }
    if (result.fieldErrors?.email) setError("email", { message: result.fieldErrors.email });
    else toast.error(result.message ?? "Es ist etwas schief gelaufen");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p>
        Geben Sie die Email-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link zum Festlegen eines neuen
        Passworts.
      </p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Wird gesendet..." : "Email senden"}
      </Button>
    </form>
  );
}
