"use client";

// The contact form itself, for signed-in visitors only: loaded on demand by ContactRequest, so
// react-hook-form and the zod schema stay out of the detail pages' first JavaScript.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, TextAreaField } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import type { MainListingKind } from "@wundportal/rules";
import { CONTACT_MESSAGES, GENERIC_ERROR } from "@/lib/messages";
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactInput } from "@/lib/schemas/contact";
import { sendContactRequest } from "@/server/actions/contact";
import { SignInLink } from "./sign-in-link";
import { PostForm } from "@/components/ui/post-form";

/** What the last send said beyond the toast: sent (until the next keystroke), or sign in again. */
type Outcome = "none" | "sent" | "signInAgain";

export function ContactForm({ kind, id, name }: { kind: MainListingKind; id: number; name: string }) {
  const [outcome, setOutcome] = useState<Outcome>("none");
  const sent = outcome === "sent";
  const { form, submit, busy } = useActionForm<ContactInput>({
    schema: contactSchema,
    defaultValues: { listingKind: kind, listingId: id, name, message_body: "" },
    action: sendContactRequest,
    successMessage: CONTACT_MESSAGES.sent,
    onSuccess: (_result, values) => {
      setOutcome("sent");
      form.reset({ ...values, message_body: "" });
    },
    onFailure: (result) => {
      setOutcome(result.status === 401 ? "signInAgain" : "none");
      toast.error(result.message ?? GENERIC_ERROR);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <PostForm
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-describedby={sent ? "kontakt-gesendet" : undefined}
    >
      <Field label="Ihr Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Nachricht"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        error={errors.message_body?.message}
        {...register("message_body", {
          onChange: () => setOutcome((now) => (now === "sent" ? "none" : now)),
        })}
      />
      <p className="text-sm text-muted">
        Ihre Nachricht wird als Email an den Inserenten geschickt; seine Antwort erreicht Sie an Ihre
        hinterlegte Email-Adresse.
      </p>
      <div>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? CONTACT_MESSAGES.sending : "Kontaktanfrage senden"}
        </Button>
      </div>
      <div role="status">
        {sent ? (
          <p id="kontakt-gesendet" className="font-semibold text-green-800">
            {CONTACT_MESSAGES.sent}
          </p>
        ) : null}
      </div>
      {outcome === "signInAgain" ? <SignInLink text="Ihre Anmeldung ist abgelaufen." /> : null}
    </PostForm>
  );
}
