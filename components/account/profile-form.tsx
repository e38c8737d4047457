"use client";

import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmailField, Field } from "@/components/ui/field";
import { useActionForm } from "@/lib/forms/use-action-form";
import { profileSchema, type ProfileInput } from "@/lib/schemas/auth";
import { saveProfile } from "@/server/actions/account";
import { PostForm } from "@/components/ui/post-form";

export function ProfileForm({ defaults }: { defaults: ProfileInput }) {
  const router = useRouter();
  const { form, submit, busy } = useActionForm({
    schema: profileSchema,
    defaultValues: defaults,
    action: saveProfile,
    onSuccess: () => router.refresh(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // A new address needs the current password (the CMS checks it and mails a confirmation link).
  const email = useWatch({ control, name: "email" });
  const emailChanged = (email ?? "").trim().toLowerCase() !== defaults.email.trim().toLowerCase();

  return (
    <PostForm onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Nutzername"
        autoComplete="username"
        error={errors.username?.message}
        {...register("username")}
      />
      <EmailField error={errors.email?.message} {...register("email")} />
      {emailChanged ? (
        <Field
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          hint="Zum Ändern der Email-Adresse. Die neue Adresse gilt, sobald Sie den Link in der Email an sie bestätigen."
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      ) : null}
      <Field
        label="Website"
        type="url"
        autoComplete="url"
        error={errors.website_url?.message}
        {...register("website_url")}
      />
      <Field
        label="Profilbild (Adresse)"
        type="url"
        autoComplete="photo"
        error={errors.avatar_url?.message}
        {...register("avatar_url")}
      />
      <Field
        label="LinkedIn-Nutzername"
        error={errors.linkedin_nutzername?.message}
        {...register("linkedin_nutzername")}
      />
      <Field
        label="Twitter-Nutzername"
        error={errors.twitter_nutzername?.message}
        {...register("twitter_nutzername")}
      />
      <Field
        label="GitHub-Nutzername"
        error={errors.github_nutzername?.message}
        {...register("github_nutzername")}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="bio" className="text-sm font-semibold">
          Über mich
        </label>
        <textarea
          id="bio"
          rows={4}
          aria-invalid={errors.bio ? true : undefined}
          className="rounded border border-gray-500 px-3 py-2"
          {...register("bio")}
        />
        {errors.bio ? <p className="text-sm text-red-700">{errors.bio.message}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Speichert..." : "Speichern"}
        </Button>
      </div>
    </PostForm>
  );
}
