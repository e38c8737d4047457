"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { passwordNewSchema, type PasswordNewInput } from "@/lib/schemas/auth";
import { resetPassword } from "@/server/actions/auth";

export function PasswordNewForm({ code }: { code: string }) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordNewInput>({ resolver: zodResolver(passwordNewSchema), defaultValues: { code } });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await resetPassword(values);
      if (result.ok) {
        toast.success("Passwort wurde geändert!");
        router.push("/signin");
        return;
      }
      toast.error(
        result.fieldErrors?.code ??
          result.message ??
          "Es ist etwas schief gelaufen - sind beide Passwörter gleich?",
      );
    } catch (error) {
      setAlert(
        error instanceof Error && error.message
          ? error.message
          : "Etwas lief schief - sind beide Passwörter gleich?",
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {alert ? <Alert onClose={() => setAlert(null)}>{alert}</Alert> : null}
      {errors.code ? <Alert>{errors.code.message}</Alert> : null}
      <input type="hidden" {...register("code")} />
      <Field
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Field
        label="Passwort wiederholen"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register("passwordConfirmation")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Wird gespeichert..." : "Passwort bestätigen"}
      </Button>
    </form>
  );
}
