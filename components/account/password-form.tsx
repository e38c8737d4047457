"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { changePassword } from "@/server/actions/account";
import { PostForm } from "@/components/ui/post-form";

export function PasswordForm() {
  const { form, submit, busy } = useActionForm({
    schema: changePasswordSchema,
    action: changePassword,
    resetTo: { currentPassword: "", password: "", passwordConfirmation: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <PostForm onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <Button type="submit" disabled={busy}>
          {busy ? "Speichert..." : "Passwort ändern"}
        </Button>
      </div>
    </PostForm>
  );
}
