"use client";

import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { passwordResetSchema } from "@/lib/schemas/sign-in";
import { requestPasswordReset } from "@/server/actions/auth";
import { PostForm } from "@/components/ui/post-form";

export function PasswordResetForm() {
  const { form, submit, busy } = useActionForm({
    schema: passwordResetSchema,
    action: requestPasswordReset,
    successMessage:
      "Falls ein Konto mit dieser Email existiert, wird eine Email mit weiteren Anweisungen versendet.",
    errorMessage: "Es ist etwas schief gelaufen",
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <PostForm onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>
        Geben Sie die Email-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link zum Festlegen eines neuen
        Passworts.
      </p>
      <EmailField error={errors.email?.message} {...register("email")} />
      <Button type="submit" disabled={busy}>
        {busy ? "Wird gesendet..." : "Email senden"}
      </Button>
    </PostForm>
  );
}
