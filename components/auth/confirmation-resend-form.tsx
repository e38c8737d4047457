"use client";

// 'Bestätigungsmail erneut senden': the answer is the same for every address and stays on the page
// (a status line, not only a toast), so a visitor who wonders whether it worked can read it again.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { CONFIRMATION_RESEND_MESSAGES } from "@/lib/messages";
import { confirmationResendSchema } from "@/lib/schemas/sign-in";
import { resendConfirmationMail } from "@/server/actions/auth";
import { PostForm } from "@/components/ui/post-form";

export function ConfirmationResendForm() {
  const [answered, setAnswered] = useState(false);
  const { form, submit, busy } = useActionForm({
    schema: confirmationResendSchema,
    action: resendConfirmationMail,
    successMessage: false,
    errorMessage: "Es ist etwas schief gelaufen",
    onSuccess: () => setAnswered(true),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <PostForm onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>
        Sie haben sich registriert, aber keine Email mit dem Bestätigungslink erhalten? Geben Sie Ihre
        Email-Adresse ein, dann senden wir sie erneut.
      </p>
      <p role="status" className={answered ? "rounded border border-brand-700 bg-brand-50 px-4 py-3" : ""}>
        {answered ? CONFIRMATION_RESEND_MESSAGES.sent : ""}
      </p>
      <EmailField
        error={errors.email?.message}
        {...register("email", { onChange: () => setAnswered(false) })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Wird gesendet..." : "Bestätigungsmail erneut senden"}
      </Button>
    </PostForm>
  );
}
