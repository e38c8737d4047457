"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmailField, Field } from "@/components/ui/field";
import { rateLimitMessage } from "@/lib/messages";
import { signInSchema, type SignInInput } from "@/lib/schemas/sign-in";
import { landingPath } from "@/server/actions/auth";
import { PostForm } from "@/components/ui/post-form";

// next-auth's client is fetched when the visitor starts filling in the form, not with the page.
const loadNextAuth = () => import("next-auth/react");

const NOT_FOUND = "Email und/ oder Passwort nicht gefunden!";

function messageFor(error: string): string {
  if (error === "EMAIL_NOT_CONFIRMED") {
    return "Bitte bestätigen Sie zuerst Ihre Email-Adresse über den Link in unserer Email. Danach können Sie sich anmelden.";
  }
  const limited = /^RATE_LIMITED:(\d+)$/.exec(error);
  if (limited) {
    return rateLimitMessage(Number(limited[1]));
  }
  return NOT_FOUND;
}

export function SignInForm({ callbackUrl }: { callbackUrl: string | null }) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setAlert(null);
    const { signIn } = await loadNextAuth();
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result?.ok || result.error) {
      setAlert(messageFor(result?.error ?? ""));
      return;
    }
    const session = (await fetch("/api/auth/session").then((r) => r.json())) as { user?: { name?: string } };
    toast.success(`Willkommen ${session.user?.name ?? ""}!`);
    router.replace(await landingPath(callbackUrl));
    router.refresh();
  });

  return (
    <PostForm
      onSubmit={onSubmit}
      onFocusCapture={() => void loadNextAuth()}
      noValidate
      className="flex flex-col gap-4"
    >
      {alert ? <Alert onClose={() => setAlert(null)}>{alert}</Alert> : null}
      <EmailField error={errors.email?.message} {...register("email")} />
      <Field
        label="Passwort"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Anmelden..." : "Anmelden"}
      </Button>
      <p className="text-sm">
        Noch kein Konto?{" "}
        <Link href="/signup" className="text-brand-700 underline">
          Jetzt registrieren
        </Link>
      </p>
      <p className="text-sm">
        <Link href="/password-reset" className="text-brand-700 underline">
          Passwort vergessen?
        </Link>
      </p>
      <p className="text-sm">
        <Link href="/signin/bestaetigungsmail" className="text-brand-700 underline">
          Bestätigungsmail erneut senden
        </Link>
      </p>
    </PostForm>
  );
}
