"use client";

// The form of a mail a visitor asks for on its own page, without an account ('Erinnern' at an
// event, 'Folgen' at a listing): an address and the consent; the CMS mails the confirmation link
// (double opt-in, like saved searches).
import { useState } from "react";
import { OptInConsentLabel } from "@/components/alerts/opt-in-consent";
import { Button } from "@/components/ui/button";
import { CheckboxField, EmailField } from "@/components/ui/field";
import { PostForm } from "@/components/ui/post-form";
import { useActionForm } from "@/lib/forms/use-action-form";
import { followSchema } from "@/lib/schemas/follow";
import { reminderSchema } from "@/lib/schemas/reminder";
import { followLister } from "@/server/actions/follows";
import { remindMe } from "@/server/actions/reminders";

const KINDS = {
  reminder: {
    schema: reminderSchema,
    action: remindMe,
    consent:
      "Ich bin einverstanden, dass das Wundportal meine Email-Adresse speichert, um mich an diese Veranstaltung zu erinnern. Nach der Veranstaltung wird sie gelöscht; abmelden kann ich mich in jeder Email mit einem Klick.",
    button: "Erinnerung bestellen",
    what: "die Erinnerung",
  },
  follow: {
    schema: followSchema,
    action: followLister,
    consent:
      "Ich bin einverstanden, dass das Wundportal meine Email-Adresse speichert, um mir Neues dieses Inserenten zu senden. Abmelden kann ich mich in jeder Email mit einem Klick.",
    button: "Folgen",
    what: "das Folgen",
  },
} as const;

export function OptInForm({
  kind,
  fields,
}: {
  kind: keyof typeof KINDS;
  /** What the form is about (the event, the listing), sent along unseen. */
  fields: Record<string, string | number>;
}) {
  const spec = KINDS[kind];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, busy } = useActionForm({
    schema: spec.schema as typeof reminderSchema,
    defaultValues: { email: "", consent: false, ...fields } as never,
    action: spec.action as typeof remindMe,
    successMessage: false,
    onSuccess: (_result, values) => setSentTo(values.email),
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (sentTo) {
    return (
      <p role="status" className="mt-6 rounded border border-green-700 bg-green-50 p-3 text-green-900">
        Fast geschafft! Wir haben eine Email an <strong className="break-all">{sentTo}</strong> gesendet.
        Bitte bestätigen Sie {spec.what} über den Link darin innerhalb von 48 Stunden. Erst dann schreiben wir
        Ihnen.
      </p>
    );
  }
  return (
    <PostForm onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      {Object.keys(fields).map((name) => (
        <input key={name} type="hidden" {...register(name as never)} />
      ))}
      <EmailField error={errors.email?.message} {...register("email")} />
      <CheckboxField
        id={`${kind}-consent`}
        label={<OptInConsentLabel>{spec.consent}</OptInConsentLabel>}
        error={errors.consent?.message}
        {...register("consent")}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Wird gesendet..." : spec.button}
        </Button>
      </div>
    </PostForm>
  );
}
