"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LazyDialog, preloadDialog } from "@/components/ui/lazy-dialog";
import { CheckboxField, EmailField, Field } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { preloadPasswordStrength, PRIVACY_MESSAGE, signUpSchema } from "@/lib/schemas/auth";
import { ROLES } from "@/lib/roles";
import { registerUser } from "@/server/actions/auth";
import { PostForm } from "@/components/ui/post-form";

export function SignUpForm() {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { form, submit, busy } = useActionForm({
    schema: signUpSchema,
    defaultValues: { privacy: false as unknown as true },
    action: registerUser,
    successMessage: false,
    onSuccess: () => {
      setAlert(null);
      setConfirmOpen(true);
    },
    onFailure: (result) => setAlert(result.message ?? null),
    onInvalid: (invalid) => {
      if (invalid.privacy) toast.error(PRIVACY_MESSAGE);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <>
      {/* The password check's dictionaries load once the visitor starts filling in the form. */}
      <PostForm
        onSubmit={submit}
        onFocusCapture={preloadPasswordStrength}
        noValidate
        className="flex flex-col gap-4"
      >
        {alert ? <Alert onClose={() => setAlert(null)}>{alert}</Alert> : null}
        <CheckboxField
          id="privacy"
          label={
            <>
              Ich habe die{" "}
              <Link href="/datenschutz" className="text-brand-700 underline" target="_blank">
                Datenschutzbestimmungen
              </Link>{" "}
              gelesen und akzeptiere sie.
            </>
          }
          error={errors.privacy ? PRIVACY_MESSAGE : undefined}
          {...register("privacy")}
        />
        <Field
          label="Nutzername"
          autoComplete="username"
          error={errors.username?.message}
          {...register("username")}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="rolle" className="text-sm font-semibold">
            Rolle
          </label>
          <select
            id="rolle"
            defaultValue=""
            aria-invalid={errors.Rolle ? true : undefined}
            aria-describedby={errors.Rolle ? "rolle-fehler" : undefined}
            className={`rounded border bg-white px-3 py-2 ${errors.Rolle ? "border-red-700" : "border-gray-500"}`}
            {...register("Rolle")}
          >
            <option value="" disabled>
              Registrieren als...
            </option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
          {errors.Rolle ? (
            <p id="rolle-fehler" className="text-sm text-red-700">
              {errors.Rolle.message}
            </p>
          ) : null}
        </div>
        <EmailField error={errors.email?.message} {...register("email")} />
        <Field
          label="Passwort"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" disabled={busy} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
          {busy ? "Registrieren..." : "Registrieren"}
        </Button>
        <p className="text-sm">
          Bereits registriert?{" "}
          <Link href="/signin" className="text-brand-700 underline">
            Zur Anmeldung
          </Link>
        </p>
      </PostForm>
      {/* Radix loads once the form is sent (preloadDialog), not with the page. */}
      {confirmOpen ? (
        <LazyDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            setConfirmOpen(open);
            if (!open) router.push("/signin");
          }}
          title="Email bestätigen"
          description="Wir haben Ihnen eine Email mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre Email-Adresse; danach können Sie sich anmelden."
        >
          <Button
            type="button"
            onClick={() => {
              setConfirmOpen(false);
              router.push("/signin");
            }}
          >
            Zur Anmeldung
          </Button>
        </LazyDialog>
      ) : null}
    </>
  );
}
