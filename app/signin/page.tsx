import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { landingPath } from "@/server/actions/auth";
import { signInState } from "@/server/auth/session";

export const metadata: Metadata = { title: "Anmelden", robots: { index: false } };

type Props = { searchParams: Promise<{ callbackUrl?: string; bestaetigt?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  const { callbackUrl, bestaetigt } = await searchParams;
  // Only a session Strapi still accepts counts; a revoked cookie must not loop back to /admin
  // (and while the CMS cannot confirm it, the form stays usable rather than failing).
  if ((await signInState()).status === "confirmed") redirect(await landingPath(callbackUrl));
  return (
    <AuthCard title="Anmelden">
      {bestaetigt === "1" ? (
        <p role="status" className="mb-4 rounded border border-brand-700 bg-brand-50 px-4 py-3">
          Ihre Email-Adresse ist bestätigt. Sie können sich jetzt anmelden.
        </p>
      ) : null}
      {bestaetigt === "0" ? (
        <p role="status" className="mb-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          Der Bestätigungslink ist ungültig oder wurde bereits verwendet.
        </p>
      ) : null}
      <SignInForm callbackUrl={callbackUrl ?? null} />
    </AuthCard>
  );
}
