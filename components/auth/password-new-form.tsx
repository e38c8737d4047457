"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PASSWORD_NEW_FAILED } from "@/lib/messages";
import { passwordNewSchema, type PasswordNewInput } from "@/lib/schemas/auth";
import { resetPassword } from "@/server/actions/auth";
import { PostForm } from "@/components/ui/post-form";

export function PasswordNewForm({ code }: { code: string }) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
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
      if (result.fieldErrors?.password) setError("password", { message: result.fieldErrors.password });
      toast.error(
        result.fieldErrors?.code ??
          result.message ??
          "Es ist etwas schief gelaufen - sind beide Passwörter gleich?",
      );
    } catch {
      // A server action's thrown error reaches the browser only as Next's generic English text
      // (the real one stays in the server log): the visitor reads the specification's German.
      setAlert(PASSWORD_NEW_FAILED);
    }
  });

  return (
    <PostForm onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
    </PostForm>
  );
}
